#!/usr/bin/env bash
# The scheduled backup jobs inside each node container, as infra/backup/jobs.ts runs them for
# `pnpm prod`. They act only while this node is the primary (pgBackRest backs up from the
# primary's data folder, which only this container sees): the stanza and a first full backup,
# then each round (every BACKUP_TICK_SECONDS) a full backup weekly, an incremental hourly,
# `pgbackrest check` hourly and a restore-and-count daily. Each is recorded in backup.event (read
# by the API, the console and `pnpm ops backup`) through DATABASE_URL, HAProxy's address: always
# the primary, whichever node that is when the job ends.
set -uo pipefail
db="${POSTGRES_DB:-firm}"
: "${DATABASE_URL:?set DATABASE_URL: the records of the jobs go there}"
sql() { psql -X -q -t -A -v ON_ERROR_STOP=1 "$DATABASE_URL" -c "$1"; }
# This node's own server, over its socket, as its superuser.
local_sql() { psql -X -q -t -A -h /var/run/postgresql -U postgres -d postgres -c "$1" 2>/dev/null; }
primary() { [ "$(local_sql 'SELECT NOT pg_is_in_recovery()')" = t ]; }
record() { # kind ok started detail
  sql "CREATE SCHEMA IF NOT EXISTS backup;
    CREATE TABLE IF NOT EXISTS backup.event (id bigserial PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('full', 'incr', 'check', 'verify')), ok boolean NOT NULL,
      started_at timestamptz NOT NULL, finished_at timestamptz NOT NULL DEFAULT now(), detail text NOT NULL DEFAULT '');
    INSERT INTO backup.event (kind, ok, started_at, detail) VALUES ('$1', $2, '$3', left(\$d\$$4\$d\$, 2000))" >/dev/null
}
due() { # kind hours: no success within that many hours
  [ "$(sql "SELECT count(*) FROM backup.event WHERE kind = '$1' AND ok AND finished_at > now() - interval '$2 hours'")" = 0 ]
}
job() { # kind command…
  local kind="$1" started output; shift
  started="$(date -u +%FT%TZ)"
  if output="$("$@" 2>&1)"; then record "$kind" true "$started" "${output:-ok}"; echo "backup $kind: ok"
  else record "$kind" false "$started" "$output"; echo "backup $kind: FAILED $output" >&2; fi
}
verify() { # restore the latest backup and the archived WAL; compare intake counts with the live database
  local dir=/tmp/firm-verify cutoff counts live restored
  rm -rf "$dir" && install -d -m 0700 "$dir/pg"
  cutoff="$(date -u -d '5 minutes ago' +%FT%TZ)"
  pgbackrest --stanza=firm --pg1-path="$dir/pg" --type=default restore || return 1
  pg_ctl -D "$dir/pg" -w -t 600 -o "-p 5499 -c archive_mode=off -c listen_addresses='' -c unix_socket_directories=$dir" start >/dev/null || return 1
  counts="SELECT (SELECT count(*) FROM contact_message WHERE \"createdAt\" <= '$cutoff') || '/' || (SELECT count(*) FROM consultation_request WHERE \"createdAt\" <= '$cutoff')"
  until [ "$(psql -X -t -A -h "$dir" -p 5499 -U postgres -d "$db" -c 'SELECT pg_is_in_recovery()' 2>/dev/null)" = f ]; do sleep 1; done
  restored="$(psql -X -t -A -h "$dir" -p 5499 -U postgres -d "$db" -c "$counts")"
  live="$(sql "$counts")"
  pg_ctl -D "$dir/pg" -m fast stop >/dev/null; rm -rf "$dir"
  echo "records up to $cutoff (contact/consultation) restored $restored, live $live"
  [ "$restored" = "$live" ]
}
# The role is looked at every few seconds (a standby promoted starts archiving at once, and needs
# the stanza); the due jobs run every BACKUP_TICK_SECONDS while this node is the primary.
stanza="" next=0
while :; do
  if ! primary; then
    stanza=""
  elif [ -z "$stanza" ]; then
    pgbackrest --stanza=firm stanza-create && stanza=ready
  elif [ "$(date +%s)" -ge "$next" ] && sql 'SELECT 1' >/dev/null 2>&1; then
    if ! pgbackrest --stanza=firm --output=json info | grep -q '"label"'; then job full pgbackrest --stanza=firm --type=full backup
    elif due full 168; then job full pgbackrest --stanza=firm --type=full backup
    elif due incr 1 && due full 1; then job incr pgbackrest --stanza=firm --type=incr backup; fi
    due check 1 && job check pgbackrest --stanza=firm check
    due verify 24 && job verify verify
    next=$(($(date +%s) + ${BACKUP_TICK_SECONDS:-300}))
  fi
  sleep 5
done
