#!/usr/bin/env bash
# The README's first command: set up and start site + API + embedded PostgreSQL (or DATABASE_URL).
# Every default can be changed: WEB_PORT (3000), API_PORT (3001), DEV_DB_PORT (54329) and
# DEV_DATA_DIR (.data: the database in postgres/, e-mails in mail/). The test command starts a copy
# on free ports and a scratch folder this way (infra/local/start.e2e.ts).
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh" || exit 1

# A default port another program holds gives way to the next free one (said so); a port set in the
# environment is kept, or refused with a clear message when busy (infra/local/pick-port.ts).
WEB_PORT="$(node "$ROOT/infra/local/pick-port.ts" WEB_PORT site 3000)" || exit 1
API_PORT="$(node "$ROOT/infra/local/pick-port.ts" API_PORT API 3001 "$WEB_PORT")" || exit 1
# The embedded database's port the same way (a second copy beside a first one that holds 54329);
# not needed when DATABASE_URL names a database of its own.
if [ -z "${DATABASE_URL:-}" ]; then
  DEV_DB_PORT="$(node "$ROOT/infra/local/pick-port.ts" DEV_DB_PORT database 54329 "$WEB_PORT" "$API_PORT")" || exit 1
fi
export WEB_PORT API_PORT DEV_DB_PORT="${DEV_DB_PORT:-54329}"
# The data folders once, as absolute real paths (a relative one read from where the command runs,
# links resolved): the API keeps its database and e-mails there, and the development server
# refuses to serve whatever really lies inside them; both are told the same folder.
real_folder() { mkdir -p "$1" && (cd "$1" && pwd -P); }
DEV_DATA_DIR="$(real_folder "${DEV_DATA_DIR:-$ROOT/.data}")" || exit 1
MAIL_DIR="$(real_folder "${MAIL_DIR:-$DEV_DATA_DIR/mail}")" || exit 1
export DEV_DATA_DIR MAIL_DIR PORT="$API_PORT"
export SITE_ORIGINS="${SITE_ORIGINS:-http://127.0.0.1:$WEB_PORT,http://localhost:$WEB_PORT}"
# As in production: the API believes the address the site's server reports (X-Forwarded-For, set by
# the development server from each visitor's connection), so each visitor has a rate-limit budget of
# their own rather than one shared by everyone behind the site.
export TRUST_PROXY="${TRUST_PROXY:-127.0.0.1}"
echo "› starting: site http://127.0.0.1:$WEB_PORT  (API on :$API_PORT under /api; Ctrl-C stops everything)"
# `pnpm ops` reaches this copy's database, and writes links to this copy's site, by the same variables.
ops_target="WEB_PORT=$WEB_PORT DATABASE_URL=…"
[ -n "${DATABASE_URL:-}" ] || ops_target="WEB_PORT=$WEB_PORT DEV_DB_PORT=$DEV_DB_PORT DEV_DATA_DIR=$DEV_DATA_DIR"
echo "› a console member for this copy: $ops_target pnpm ops user add you@example.com --role admin"
exec pnpm exec turbo run dev --filter=@firm/web --filter=@firm/api --ui=stream
