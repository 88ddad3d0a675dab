# The database's one address: Debian's HAProxy (2.6), the package `pnpm prod` runs, with the same
# settings file (infra/postgres/haproxy.cfg), rendered at start by haproxy-entrypoint.sh. It sends
# each connection to the node whose Patroni says it is the primary.
# Build from the repository root:  docker build -f infra/docker/haproxy.Dockerfile -t firm-haproxy .
# Base images are pinned by exact tag; CI resolves and adds the digest (@sha256:…).
ARG DEBIAN_IMAGE=debian:12.11-slim

FROM ${DEBIAN_IMAGE} AS runtime
# Packages are not version-pinned: Debian's security archive keeps only the newest build.
# socat: to read HAProxy's state socket, for the health check and by hand (`show stat`).
RUN apt-get update \
 && apt-get install -y --no-install-recommends haproxy socat gettext-base \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin
COPY infra/postgres/haproxy.cfg /etc/firm-haproxy/haproxy.cfg.template
COPY --chmod=0755 infra/docker/haproxy-entrypoint.sh /usr/local/bin/haproxy-entrypoint
# The state socket, on the tmpfs (the root file system is read-only).
ENV HAPROXY_SOCKET=/tmp/haproxy.sock
USER haproxy
EXPOSE 5432
# At once: the API's pooled connections would hold a graceful stop for its whole grace period.
STOPSIGNAL SIGTERM
# Healthy while a node is up behind it, i.e. while there is a primary to send connections to.
HEALTHCHECK --interval=5s --timeout=3s --start-period=30s --retries=3 \
  CMD echo "show stat" | socat -t 2 - "UNIX-CONNECT:$HAPROXY_SOCKET" | grep -q "^postgres-primary,BACKEND,.*,UP," || exit 1
ENTRYPOINT ["haproxy-entrypoint"]
