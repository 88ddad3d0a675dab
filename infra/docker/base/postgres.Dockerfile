# Local stand-in for postgres:15.20-bookworm (no registry here): Debian's PostgreSQL 15 on the
# imported bookworm minbase, with the parts of the official image that infra/compose.yaml relies on:
# POSTGRES_USER/POSTGRES_DB/POSTGRES_PASSWORD at first start, PGDATA=/var/lib/postgresql/data,
# pg_isready on PATH, listening on every address with SCRAM passwords, and the server running as
# `postgres` (the entrypoint starts as root only to own the volume, then drops to postgres).
ARG DEBIAN_IMAGE=localhost/firm-base/debian:bookworm
FROM ${DEBIAN_IMAGE}
RUN mkdir -p /etc/postgresql-common \
 && echo 'create_main_cluster = false' > /etc/postgresql-common/createcluster.conf \
 && apt-get update \
 && apt-get install -y --no-install-recommends postgresql-15 \
 && rm -rf /var/lib/apt/lists/* \
 && install -d -o postgres -g postgres -m 3777 /var/run/postgresql \
 && install -d -o postgres -g postgres -m 0700 /var/lib/postgresql/data
ENV PATH=/usr/lib/postgresql/15/bin:$PATH \
    PGDATA=/var/lib/postgresql/data
COPY postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
VOLUME /var/lib/postgresql/data
EXPOSE 5432
# Fast shutdown, as the official image.
STOPSIGNAL SIGINT
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["postgres"]
