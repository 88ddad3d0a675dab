#!/usr/bin/env bash
# Production on one machine from Debian's packages: builds the site and the API's Prisma client,
# applies the migrations as a release step, then runs the API, the web server and nginx in front
# of them (TLS, static assets, /api), on a real PostgreSQL (a primary and its synchronous standby
# behind HAProxy) and Redis, watched by Prometheus and Alertmanager (infra/monitoring). Ctrl-C (or
# SIGTERM) stops all of it.
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
# The internal listeners (metrics; the API's also takes Alertmanager's webhook) and the monitoring:
# on loopback only, and nginx forwards none of them.
API_METRICS_PORT="${PROD_API_METRICS_PORT:-3202}" WEB_METRICS_PORT="${PROD_WEB_METRICS_PORT:-3203}"
PROMETHEUS_PORT="${PROD_PROMETHEUS_PORT:-9090}" ALERTMANAGER_PORT="${PROD_ALERTMANAGER_PORT:-9093}"
MONITORING="${MONITORING:-on}"
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

# Alertmanager's bearer token for the API's webhook: made once, owner-only, like the keys above.
if [ -z "${ALERT_WEBHOOK_TOKEN:-}" ]; then
  if [ ! -s "$STATE/alert-webhook-token" ]; then
    (umask 077 && node -e 'process.stdout.write(require("node:crypto").randomBytes(32).toString("base64url"))' >"$STATE/alert-webhook-token")
  fi
  ALERT_WEBHOOK_TOKEN="$(cat "$STATE/alert-webhook-token")"
fi
export ALERT_WEBHOOK_TOKEN

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
if [ -z "${DATABASE_URL:-}" ]; then
  [ -x /usr/lib/postgresql/15/bin/postgres ] || packages+=(postgresql)
  [ -x /usr/bin/patroni ] || packages+=(patroni)
  [ -x /usr/bin/etcd ] || packages+=(etcd-server)
  [ -x /usr/sbin/haproxy ] || packages+=(haproxy)
fi
[ -n "${REDIS_URL:-}" ] || [ -x /usr/bin/redis-server ] || packages+=(redis-server)
[ "$ARCHIVING" = off ] || [ -x /usr/bin/pgbackrest ] || packages+=(pgbackrest)
[ "$MONITORING" = off ] || [ -x /usr/bin/prometheus ] || packages+=(prometheus)
[ "$MONITORING" = off ] || [ -x /usr/bin/prometheus-alertmanager ] || packages+=(prometheus-alertmanager)
if [ "${#packages[@]}" -gt 0 ]; then
  step "installing Debian packages: ${packages[*]}"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${packages[@]}" >/dev/null
fi

pids=()
DB_PID=""
stop_all() {
  trap - INT TERM EXIT
  step "stopping"
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait "${pids[@]}" 2>/dev/null || true
  # The database last: the API finishes its requests first.
  if [ -n "$DB_PID" ]; then kill -TERM "$DB_PID" 2>/dev/null || true; wait "$DB_PID" 2>/dev/null || true; fi
}
trap stop_all INT TERM EXIT

# The API and the web server run held: each one's pid is in $RUN/<name>.pid, and
# `infra/production/control.sh stop <name>` stops it and keeps it down (nginx still serves every
# public page as its file, and a form's post the page that says it was not sent) until
# `control.sh start <name>`. Exiting by itself, either one still stops everything, as any process does.
RUN="$STATE/run"
mkdir -p "$RUN"
rm -f "$RUN"/*.pid "$RUN"/*.down
held() {
  local name="$1"
  shift
  (
    child=""
    stop_child() {
      if [ -n "$child" ]; then kill -TERM "$child" 2>/dev/null || true; wait "$child" 2>/dev/null || true; fi
      exit 0
    }
    trap stop_child INT TERM
    while :; do
      "$@" &
      child=$!
      echo "$child" >"$RUN/$name.pid"
      status=0
      wait "$child" || status=$?
      child=""
      rm -f "$RUN/$name.pid"
      [ -e "$RUN/$name.down" ] || exit "$status"
      while [ -e "$RUN/$name.down" ]; do sleep 0.2; done
    done
  ) &
  pids+=($!)
}

# The database (decision 0115): two PostgreSQL 15 servers, a primary and its synchronous standby,
# managed by Patroni with a three-member etcd, behind HAProxy on :$PG_PORT, which always leads to
# the primary. It starts while the site and the API build.
if [ -z "${DATABASE_URL:-}" ]; then
  if [ -e "$STATE/postgres/PG_VERSION" ] && [ ! -e "$STATE/database" ]; then
    step "NOTE: $STATE/postgres holds a single-server database from before the standby; it is left as it is (infra/README.md says how to move its data)"
  fi
  (umask 077 && : >"$STATE/database-url") # the URL holds the password
  if [ "$ARCHIVING" = on ]; then
    step "starting the database in $STATE/database: primary + synchronous standby, HAProxy on :$PG_PORT, archiving to $PGBACKREST_REPO_PATH"
    mkdir -p "$PGBACKREST_REPO_PATH"
    if [ "$(stat -c %d "$PGBACKREST_REPO_PATH")" = "$(stat -c %d "$STATE")" ]; then
      step "WARNING: the backup repository is on the same disk as the database: mount another one at $PGBACKREST_REPO_PATH"
    fi
    node infra/backup/archiving.ts run "$STATE/database" "$PG_PORT" firm >"$STATE/database-url" &
  else
    step "starting the database in $STATE/database: primary + synchronous standby, HAProxy on :$PG_PORT (BACKUP_ARCHIVING=off: no WAL archiving)"
    node infra/postgres/ha-cluster.ts run "$STATE/database" "$PG_PORT" firm >"$STATE/database-url" &
  fi
  DB_PID=$!
fi

if [ "${PROD_PREBUILT:-}" = 1 ]; then
  # The test command's smoke: its build phase made both. Building here for this run's origin would
  # rewrite apps/web/build under the other tests that read it meanwhile.
  step "the site and API as already built (PROD_PREBUILT=1)"
  [ -f "$ROOT/apps/web/build/server/index.js" ] || { step "apps/web is not built: run pnpm exec turbo run build"; exit 1; }
else
  step "building site and API"
  # The web build writes .br/.gz copies beside its static files (apps/web/scripts/precompress.ts);
  # the API runs its TypeScript as it is, so its build is the Prisma client's generation.
  pnpm exec turbo run build --filter=@firm/web --filter=@firm/api --output-logs=errors-only
fi

if [ -n "$DB_PID" ]; then
  until [ -s "$STATE/database-url" ]; do
    kill -0 "$DB_PID" 2>/dev/null || { step "the database did not start (its logs: $STATE/database/*.log)"; exit 1; }
    sleep 0.3
  done
  DATABASE_URL="$(cat "$STATE/database-url")"
  step "database ready: a primary with a synchronous standby"
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
  node infra/backup/archiving.ts schedule "$STATE/database" "$PG_PORT" &
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

step "starting the API on :$API_PORT (metrics and Alertmanager's webhook on :$API_METRICS_PORT)"
held api env NODE_ENV=production HOST=127.0.0.1 PORT="$API_PORT" TRUST_PROXY=127.0.0.1 REDIS_URL="$REDIS_URL" \
  METRICS_PORT="$API_METRICS_PORT" ALERT_WEBHOOK_TOKEN="$ALERT_WEBHOOK_TOKEN" \
  SITE_ORIGINS="${SITE_ORIGINS:-$PUBLIC_ORIGIN}" MAIL_DIR="${MAIL_DIR:-$STATE/mail}" \
  node apps/api/src/server.ts

step "starting the web server on :$WEB_PORT (metrics on :$WEB_METRICS_PORT)"
# API_ORIGIN: the console's pages (/ops) call the API from the server; nginx still routes /api itself.
held web env --chdir=apps/web NODE_ENV=production HOST=127.0.0.1 PORT="$WEB_PORT" TRUST_PROXY=loopback \
  METRICS_PORT="$WEB_METRICS_PORT" API_ORIGIN="http://127.0.0.1:$API_PORT" node server.ts

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

if [ "$MONITORING" = on ]; then
  # infra/monitoring: the rules, and the two configuration files made from these settings. E-mail
  # goes out only with a relay of its own (ALERT_SMTP_SMARTHOST), else alerts reach the console only.
  step "starting Prometheus on 127.0.0.1:$PROMETHEUS_PORT and Alertmanager on 127.0.0.1:$ALERTMANAGER_PORT"
  mkdir -p "$STATE/monitoring/prometheus" "$STATE/monitoring/alertmanager"
  (umask 077 && printf '%s' "$ALERT_WEBHOOK_TOKEN" >"$STATE/monitoring/webhook-token")
  API_METRICS_TARGETS="127.0.0.1:$API_METRICS_PORT" WEB_METRICS_TARGETS="127.0.0.1:$WEB_METRICS_PORT" \
    PROMETHEUS_TARGET="127.0.0.1:$PROMETHEUS_PORT" ALERTMANAGER_TARGET="127.0.0.1:$ALERTMANAGER_PORT" \
    MONITORING_RULES="$ROOT/infra/monitoring/rules.yml" \
    node infra/monitoring/config.ts prometheus "$STATE/monitoring/prometheus.yml"
  [ -n "${ALERT_SMTP_SMARTHOST:-}" ] || step "no ALERT_SMTP_SMARTHOST: alerts reach the console's banner only, not e-mail"
  ALERT_WEBHOOK_URL="http://127.0.0.1:$API_METRICS_PORT/alerts" \
    ALERT_WEBHOOK_TOKEN_FILE="$STATE/monitoring/webhook-token" \
    node infra/monitoring/config.ts alertmanager "$STATE/monitoring/alertmanager.yml"
  prometheus --config.file="$STATE/monitoring/prometheus.yml" --storage.tsdb.path="$STATE/monitoring/prometheus" \
    --web.listen-address="127.0.0.1:$PROMETHEUS_PORT" --storage.tsdb.retention.time=30d \
    --log.level=warn >>"$STATE/monitoring/prometheus.log" 2>&1 &
  pids+=($!)
  prometheus-alertmanager --config.file="$STATE/monitoring/alertmanager.yml" \
    --storage.path="$STATE/monitoring/alertmanager" --web.listen-address="127.0.0.1:$ALERTMANAGER_PORT" \
    --cluster.listen-address= --log.level=warn >>"$STATE/monitoring/alertmanager.log" 2>&1 &
  pids+=($!)
fi

for _ in $(seq 1 100); do
  if curl -ksf "$PUBLIC_ORIGIN/api/ready" >/dev/null && curl -ksf -o /dev/null "$PUBLIC_ORIGIN/"; then
    step "ready: $PUBLIC_ORIGIN  (Ctrl-C stops everything)"
    [ "$MONITORING" = off ] ||
      step "monitoring: alerts http://127.0.0.1:$PROMETHEUS_PORT/alerts, Alertmanager http://127.0.0.1:$ALERTMANAGER_PORT, metrics http://127.0.0.1:$API_METRICS_PORT/metrics and http://127.0.0.1:$WEB_METRICS_PORT/metrics"
    break
  fi
  sleep 0.3
done
wait -n "${pids[@]}" $DB_PID || true
step "a process exited; shutting down"
