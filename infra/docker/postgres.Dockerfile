# PostgreSQL 15 with pgBackRest: the server archives its WAL continuously into the repository
# volume, and the same container runs the scheduled backup jobs (decision 0090).
# Build from the repository root:  docker build -f infra/docker/postgres.Dockerfile -t firm-postgres .
# Base image pinned by exact tag; CI adds the digest (decision 0045).
ARG POSTGRES_IMAGE=postgres:15.20-bookworm

FROM ${POSTGRES_IMAGE}
# apt's package lists and its two caches of them (/var/cache/apt/*.bin, about 80 MB) go in the
# same layer: Debian's official images drop the caches by an apt setting, a plain Debian does not.
RUN apt-get update \
 && apt-get install -y --no-install-recommends pgbackrest gettext-base \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin \
 && install -d -o postgres -g postgres -m 0700 /var/lib/pgbackrest /var/lib/pgbackrest-state \
 && install -d -o postgres -g postgres -m 0755 /etc/pgbackrest
# The one settings file, shared with `pnpm prod` (infra/backup/pgbackrest.conf).
COPY infra/backup/pgbackrest.conf /etc/pgbackrest/pgbackrest.conf.template
COPY --chmod=0755 infra/docker/postgres-entrypoint.sh /usr/local/bin/firm-postgres-entrypoint
COPY --chmod=0755 infra/docker/postgres-backup.sh /usr/local/bin/firm-postgres-backup
# The image's entrypoint runs as the postgres user as well as root; the passphrase's secret file
# must be readable by it (uid 999).
USER postgres
EXPOSE 5432
STOPSIGNAL SIGINT
HEALTHCHECK --interval=5s --timeout=3s --start-period=30s --retries=10 \
  CMD ["pg_isready", "-q", "-h", "127.0.0.1"]
ENTRYPOINT ["firm-postgres-entrypoint"]
CMD ["postgres", "-c", "wal_level=replica", "-c", "archive_mode=on", \
     "-c", "archive_command=pgbackrest --stanza=firm archive-push %p", "-c", "archive_timeout=60"]
