# Local stand-in for redis:7.4.6-bookworm (no registry here): Debian's redis-server (7.0) on the
# imported bookworm minbase, run as `redis` in /data. The official image builds Redis with
# protected mode off by default (a container is reached over its network, not loopback); the
# entrypoint passes `--protected-mode no` to the same effect.
ARG DEBIAN_IMAGE=localhost/firm-base/debian:bookworm
FROM ${DEBIAN_IMAGE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends redis-server \
 && rm -rf /var/lib/apt/lists/* \
 && install -d -o redis -g redis /data
COPY redis-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
WORKDIR /data
USER redis
EXPOSE 6379
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["redis-server"]
