#!/usr/bin/env bash
# One node of the database cluster (postgres.Dockerfile). Renders pgBackRest's settings
# (infra/backup/pgbackrest.conf) and Patroni's (infra/postgres/patroni.yml, the file `pnpm prod`
# renders) for this container, reads the repository's passphrase from its Compose secret, starts
# the scheduled backup jobs (they act only while this node is the primary), then runs Patroni,
# which makes the cluster, joins it as the synchronous standby or rejoins it (pg_rewind).
# Runs as the postgres user (the image's USER).
set -euo pipefail
: "${PATRONI_NAME:?set PATRONI_NAME: the name of this node, also its host name on the network}"
: "${ETCD_HOSTS:?set ETCD_HOSTS: the etcd members, host:port, comma-separated}"
pass_file="${PGBACKREST_CIPHER_PASS_FILE:-/run/secrets/pgbackrest_cipher_pass}"
if [ -z "${PGBACKREST_REPO1_CIPHER_PASS:-}" ]; then
  [ -s "$pass_file" ] || { echo "no backup passphrase: the secret $pass_file is empty or missing" >&2; exit 1; }
  PGBACKREST_REPO1_CIPHER_PASS="$(cat "$pass_file")"
fi
# PostgreSQL's archive_command (started by Patroni) and the backup jobs inherit it.
export PGBACKREST_REPO1_CIPHER_PASS

# pgBackRest: the repository volume, this node's data folder, its superuser over the socket.
(
  export PGBACKREST_REPO_PATH=/var/lib/pgbackrest PGBACKREST_STATE=/var/lib/pgbackrest-state
  export PGBACKREST_RETENTION_FULL="${PGBACKREST_RETENTION_FULL:-2}"
  export PGPORT=5432 PGSOCKET=/var/run/postgresql PGUSER=postgres
  install -d -m 0700 "$PGBACKREST_STATE"/log "$PGBACKREST_STATE"/lock "$PGBACKREST_STATE"/spool
  envsubst '${PGBACKREST_REPO_PATH} ${PGBACKREST_RETENTION_FULL} ${PGBACKREST_STATE} ${PGDATA} ${PGPORT} ${PGSOCKET} ${PGUSER}' \
    </etc/pgbackrest/pgbackrest.conf.template >/etc/pgbackrest/pgbackrest.conf
)

# Patroni: every interface, known to the others by the node's name. In a subshell: Patroni reads
# PATRONI_* variables as settings, and these must not reach it.
config=/etc/firm-database/patroni.yml
(
  export PATRONI_RESTAPI="$PATRONI_NAME:8008" PATRONI_RESTAPI_LISTEN=0.0.0.0:8008
  export PG_ADDRESS="$PATRONI_NAME:5432" PG_LISTEN=0.0.0.0:5432
  # Replication and pg_rewind from the other node, HAProxy's connections: the node's own network.
  export PG_CLIENTS=samenet
  export PG_BIN_DIR=/usr/lib/postgresql/15/bin PG_SOCKET_DIR=/var/run/postgresql
  export PATRONI_PGPASS=/tmp/patroni.pgpass POST_BOOTSTRAP=firm-postgres-bootstrap
  export ARCHIVE_MODE=on ARCHIVE_TIMEOUT="${ARCHIVE_TIMEOUT:-60}"
  export ARCHIVE_COMMAND="pgbackrest --stanza=firm archive-push %p"
  envsubst '${PATRONI_NAME} ${PATRONI_RESTAPI} ${PATRONI_RESTAPI_LISTEN} ${ETCD_HOSTS} ${ARCHIVE_MODE} ${ARCHIVE_TIMEOUT} ${POST_BOOTSTRAP} ${PG_LISTEN} ${PG_ADDRESS} ${PGDATA} ${PG_BIN_DIR} ${PATRONI_PGPASS} ${PG_SOCKET_DIR} ${ARCHIVE_COMMAND} ${PG_CLIENTS}' \
    </etc/firm-database/patroni.yml.template >"$config"
)

if [ "${1:-}" = patroni ]; then
  firm-postgres-backup &
  exec patroni "$config"
fi
exec "$@"
