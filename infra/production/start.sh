#!/usr/bin/env bash
# Production on one machine from Debian's packages: builds the site and the API's Prisma client,
# applies the migrations as a release step, then runs the API, the web server and nginx in front
# of them (TLS, static assets, /api), on a real PostgreSQL and Redis. Ctrl-C (or SIGTERM) stops all of it.
# Every setting has a default for a local run; infra/README.md documents each one.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/../local/bootstrap.sh" || exit 1

export PATH="$PATH:/usr/sbin:/sbin" # nginx and runuser live there; a minimal PATH (CI, cron) lacks them
STATE="${PROD_STATE_DIR:-$ROOT/.data/production}"
export PROXY_HTTP_PORT="${PROXY_HTTP_PORT:-8080}" PROXY_HTTPS_PORT="${PROXY_HTTPS_PORT:-8443}"
export SERVER_NAME="${SERVER_NAME:-localhost}"
export PUBLIC_ORIGIN="${PUBLIC_ORIGIN:-https://localhost:$PROXY_HTTPS_PORT}"
WEB_PORT="${PROD_WEB_PORT:-3200}" API_PORT="${PROD_API_PORT:-3201}"
PG_PORT="${PROD_PG_PORT:-54330}" REDIS_PORT="${PROD_REDIS_PORT:-6390}"
export WEB_UPSTREAM="127.0.0.1:$WEB_PORT" API_UPSTREAM="127.0.0.1:$API_PORT"
export STATIC_ROOT="$ROOT/apps/web/build/client"
mkdir -p "$STATE"

step() { echo "› $*"; }

# The form tokens' secret, the API's (it signs a token for each form a visitor starts, and verifies
# it with the post): given, or made once for this machine and kept, owner-only, with the rest of the state.
if [ -z "${FORM_TOKEN_KEYS:-}" ]; then
  if [ ! -s "$STATE/form-token-keys" ]; then
    (umask 077 && node -e 'process.stdout.write(require("node:crypto").randomBytes(32).toString("base64url"))' >"$STATE/form-token-keys")
  fi
  FORM_TOKEN_KEYS="$(cat "$STATE/form-token-keys")"
fi
export FORM_TOKEN_KEYS

# Continuous archiving (decision 0090): with the local PostgreSQL, WAL goes to a pgBackRest
# repository on another disk (PGBACKREST_REPO_PATH), encrypted with a passphrase that is given, or
# made once here; a copy of it must be kept off this machine, or no backup can be read.
ARCHIVING="${BACKUP_ARCHIVING:-on}"
[ -n "${DATABASE_URL:-}" ] && ARCHIVING=off
if [ "$ARCHIVING" = on ]; then
  export PGBACKREST_REPO_PATH="${PGBACKREST_REPO_PATH:-/var/lib/pgbackrest}"
  export PGBACKREST_STATE_DIR="${PGBACKREST_STATE_DIR:-$STATE/pgbackrest}"
  if [ -z "${PGBACKREST_REPO1_CIPHER_PASS:-}" ]; then
    pass_file="${PGBACKREST_CIPHER_PASS_FILE:-$STATE/pgbackrest-cipher-pass}"
    if [ ! -s "$pass_file" ]; then
      (umask 077 && node -e 'process.stdout.write(require("node:crypto").randomBytes(32).toString("base64url"))' >"$pass_file")
      step "made the backup repository's passphrase in $pass_file: keep a copy off this machine"
    fi
    PGBACKREST_REPO1_CIPHER_PASS="$(cat "$pass_file")"
  fi
  export PGBACKREST_REPO1_CIPHER_PASS
fi

packages=()
[ -x /usr/sbin/nginx ] || packages+=(nginx-light)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] || packages+=(libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static)
[ -n "${DATABASE_URL:-}" ] || [ -x /usr/lib/postgresql/15/bin/postgres ] || packages+=(postgresql)
[ -n "${REDIS_URL:-}" ] || [ -x /usr/bin/redis-server ] || packages+=(redis-server)
[ "$ARCHIVING" = off ] || [ -x /usr/bin/pgbackrest ] || packages+=(pgbackrest)
if [ "${#packages[@]}" -gt 0 ]; then
  step "installing Debian packages: ${packages[*]}"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${packages[@]}" >/dev/null
fi

pids=()
stop_all() {
  trap - INT TERM EXIT
  step "stopping"
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait "${pids[@]}" 2>/dev/null || true
  [ -n "${STARTED_POSTGRES:-}" ] && node infra/postgres/debian-cluster.ts stop "$STATE/postgres" >/dev/null 2>&1 || true
}
trap stop_all INT TERM EXIT

step "building site and API"
# The web build writes .br/.gz copies beside its static files (apps/web/scripts/precompress.ts); the
# API runs its TypeScript as it is, so its build is the Prisma client's generation (decision 0106).
pnpm exec turbo run build --filter=@firm/web --filter=@firm/api --output-logs=errors-only

if [ -z "${DATABASE_URL:-}" ] && [ "$ARCHIVING" = on ]; then
  step "starting PostgreSQL 15 (Debian) in $STATE/postgres on :$PG_PORT, archiving to $PGBACKREST_REPO_PATH"
  mkdir -p "$PGBACKREST_REPO_PATH"
  if [ "$(stat -c %d "$PGBACKREST_REPO_PATH")" = "$(stat -c %d "$STATE")" ]; then
    step "WARNING: the backup repository is on the same disk as the database: mount another one at $PGBACKREST_REPO_PATH"
  fi
  STARTED_POSTGRES=1
  DATABASE_URL="$(node infra/backup/archiving.ts start "$STATE/postgres" "$PG_PORT" firm)"
elif [ -z "${DATABASE_URL:-}" ]; then
  step "starting PostgreSQL 15 (Debian) in $STATE/postgres on :$PG_PORT (BACKUP_ARCHIVING=off: no WAL archiving)"
  STARTED_POSTGRES=1
  DATABASE_URL="$(node infra/postgres/debian-cluster.ts start "$STATE/postgres" "$PG_PORT" firm)"
fi
export DATABASE_URL

if [ -z "${REDIS_URL:-}" ]; then
  step "starting Redis on :$REDIS_PORT"
  redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --save "" --appendonly no --loglevel warning &
  pids+=($!)
  REDIS_URL="redis://127.0.0.1:$REDIS_PORT"
fi

step "release: applying migrations"
node apps/api/src/db/migrate-cli.ts deploy

if [ "$ARCHIVING" = on ]; then
  step "starting the backup scheduler (incremental hourly, full weekly, check hourly, restore-and-count daily)"
  node infra/backup/archiving.ts schedule "$STATE/postgres" "$PG_PORT" &
  pids+=($!)
fi

if [ -z "${TLS_CERTIFICATE:-}" ]; then
  TLS_CERTIFICATE="$STATE/tls/cert.pem" TLS_CERTIFICATE_KEY="$STATE/tls/key.pem"
  if [ ! -s "$TLS_CERTIFICATE" ]; then
    step "creating a self-signed certificate for localhost (set TLS_CERTIFICATE/TLS_CERTIFICATE_KEY for a real one)"
    mkdir -p "$STATE/tls"
    openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj "/CN=localhost" \
      -addext "subjectAltName=DNS:localhost,IP:127.0.0.1" \
      -keyout "$TLS_CERTIFICATE_KEY" -out "$TLS_CERTIFICATE" 2>/dev/null
  fi
fi
export TLS_CERTIFICATE TLS_CERTIFICATE_KEY

step "starting the API on :$API_PORT"
NODE_ENV=production HOST=127.0.0.1 PORT="$API_PORT" TRUST_PROXY=127.0.0.1 REDIS_URL="$REDIS_URL" \
  SITE_ORIGINS="${SITE_ORIGINS:-$PUBLIC_ORIGIN}" MAIL_DIR="${MAIL_DIR:-$STATE/mail}" \
  node apps/api/src/server.ts &
pids+=($!)

step "starting the web server on :$WEB_PORT"
# API_ORIGIN: the console's pages (/ops) call the API from the server; nginx still routes /api itself.
(cd apps/web && NODE_ENV=production HOST=127.0.0.1 PORT="$WEB_PORT" TRUST_PROXY=loopback \
  API_ORIGIN="http://127.0.0.1:$API_PORT" exec node server.ts) &
pids+=($!)

step "starting nginx on :$PROXY_HTTPS_PORT (HTTPS) and :$PROXY_HTTP_PORT (redirect)"
mkdir -p "$STATE/nginx/tmp"
[ "$(id -u)" = 0 ] && chown www-data "$STATE/nginx/tmp"
export NGINX_ACCESS_LOG="${NGINX_ACCESS_LOG:-$STATE/nginx/access.log}"
export NGINX_USER_DIRECTIVE=""
[ "$(id -u)" = 0 ] && NGINX_USER_DIRECTIVE="user www-data;"
site_vars='${PROXY_HTTP_PORT} ${PROXY_HTTPS_PORT} ${SERVER_NAME} ${PUBLIC_ORIGIN} ${WEB_UPSTREAM} ${API_UPSTREAM} ${STATIC_ROOT} ${TLS_CERTIFICATE} ${TLS_CERTIFICATE_KEY}'
envsubst "$site_vars" <infra/proxy/site.conf.template >"$STATE/nginx/site.conf"
cp infra/proxy/security-headers.conf "$STATE/nginx/"
envsubst '${NGINX_USER_DIRECTIVE} ${NGINX_ACCESS_LOG}' <infra/proxy/nginx.conf.template >"$STATE/nginx/nginx.conf"
nginx -t -q -p "$STATE/nginx/" -c "$STATE/nginx/nginx.conf"
nginx -p "$STATE/nginx/" -c "$STATE/nginx/nginx.conf" &
pids+=($!)

for _ in $(seq 1 100); do
  if curl -ksf "$PUBLIC_ORIGIN/api/ready" >/dev/null && curl -ksf -o /dev/null "$PUBLIC_ORIGIN/"; then
    step "ready: $PUBLIC_ORIGIN  (Ctrl-C stops everything)"
    break
  fi
  sleep 0.3
done
wait -n "${pids[@]}" || true
step "a process exited; shutting down"
