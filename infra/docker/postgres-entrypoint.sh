#!/usr/bin/env bash
# Renders pgBackRest's settings (infra/backup/pgbackrest.conf) for this container, reads the
# repository's passphrase from its Compose secret, starts the scheduled backup jobs beside the
# server, then hands over to the image's own entrypoint. Runs as the postgres user (the image's USER).
set -euo pipefail
pass_file="${PGBACKREST_CIPHER_PASS_FILE:-/run/secrets/pgbackrest_cipher_pass}"
if [ -z "${PGBACKREST_REPO1_CIPHER_PASS:-}" ]; then
  [ -s "$pass_file" ] || { echo "no backup passphrase: the secret $pass_file is empty or missing" >&2; exit 1; }
  PGBACKREST_REPO1_CIPHER_PASS="$(cat "$pass_file")"
fi
export PGBACKREST_REPO1_CIPHER_PASS
export PGBACKREST_REPO_PATH=/var/lib/pgbackrest PGBACKREST_STATE=/var/lib/pgbackrest-state
export PGBACKREST_RETENTION_FULL="${PGBACKREST_RETENTION_FULL:-2}"
export PGDATA="${PGDATA:-/var/lib/postgresql/data}" PGPORT=5432 PGSOCKET=/var/run/postgresql
export PGUSER="${POSTGRES_USER:-postgres}"
install -d -m 0700 "$PGBACKREST_STATE"/log "$PGBACKREST_STATE"/lock "$PGBACKREST_STATE"/spool
envsubst '${PGBACKREST_REPO_PATH} ${PGBACKREST_RETENTION_FULL} ${PGBACKREST_STATE} ${PGDATA} ${PGPORT} ${PGSOCKET} ${PGUSER}' \
  </etc/pgbackrest/pgbackrest.conf.template >/etc/pgbackrest/pgbackrest.conf
if [ "${1:-}" = postgres ]; then
  firm-postgres-backup &
fi
exec docker-entrypoint.sh "$@"
