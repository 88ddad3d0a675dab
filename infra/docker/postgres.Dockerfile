# One node of the database cluster: PostgreSQL 15 managed by Patroni (the settings of `pnpm prod`,
# infra/postgres/patroni.yml), with pgBackRest: the primary archives its WAL into the repository
# volume, and the node runs the scheduled backup jobs while it is the primary.
# infra/compose.yaml runs two of them (postgres-a, postgres-b) beside etcd and HAProxy.
# Build from the repository root:  docker build -f infra/docker/postgres.Dockerfile -t firm-postgres .
# Base image pinned by exact tag; CI adds the digest (decision 0045).
ARG POSTGRES_IMAGE=postgres:15.20-bookworm

FROM ${POSTGRES_IMAGE}
# apt's package lists and its two caches of them (/var/cache/apt/*.bin, about 80 MB) go in the
# same layer: Debian's official images drop the caches by an apt setting, a plain Debian does not.
# Patroni comes from the image's apt sources (Debian's 3.0.2 on a plain bookworm); its etcd client
# is its own, so no etcd package is needed here.
RUN apt-get update \
 && apt-get install -y --no-install-recommends pgbackrest patroni gettext-base \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin \
 && install -d -o postgres -g postgres -m 0700 /var/lib/pgbackrest /var/lib/pgbackrest-state \
 && install -d -o postgres -g postgres -m 0755 /etc/pgbackrest /etc/firm-database
# The settings files shared with `pnpm prod`: pgBackRest's and Patroni's, rendered at start.
COPY infra/backup/pgbackrest.conf /etc/pgbackrest/pgbackrest.conf.template
COPY infra/postgres/patroni.yml /etc/firm-database/patroni.yml.template
COPY --chmod=0755 infra/docker/postgres-entrypoint.sh /usr/local/bin/firm-postgres-entrypoint
COPY --chmod=0755 infra/docker/postgres-backup.sh /usr/local/bin/firm-postgres-backup
COPY --chmod=0755 infra/docker/postgres-bootstrap.sh /usr/local/bin/firm-postgres-bootstrap
# The data folder: inside the volume, not its mount point, which Patroni could not remove when
# it clones the primary again.
ENV PGDATA=/var/lib/postgresql/data/pgdata
# Runs as the postgres user; the passphrase's secret file must be readable by it (uid 999).
USER postgres
# PostgreSQL, and Patroni's REST API (HAProxy asks it which node is the primary).
EXPOSE 5432 8008
# Patroni stops PostgreSQL (fast shutdown) before it exits, giving up its leader key.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=5s --timeout=3s --start-period=60s --retries=10 \
  CMD ["pg_isready", "-q", "-h", "127.0.0.1"]
ENTRYPOINT ["firm-postgres-entrypoint"]
CMD ["patroni"]
