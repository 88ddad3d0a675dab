#!/usr/bin/env bash
# The README's second command: every check and test of the workspace, then `N passed, N failed`.
set -uo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh" || exit 1

# Debian packages the tests use: Chromium's headless shell (browser tests) and Chromium itself (the
# measurement scripts' tests), Redis (the shared rate-limit store), nginx with brotli and PostgreSQL 15
# (the production smoke test, the proxy and the backup drill), PgBouncer (the replica test),
# pgBackRest (continuous archiving and its drill), Prometheus (promtool) and Alertmanager (amtool)
# for the monitoring's rules and the production smoke test, Patroni, etcd and HAProxy (the database
# cluster of the production smoke test and tools/measure/failover.test.ts). `pnpm check` needs none
# of them.
missing=()
need() { [ -e "$1" ] || missing+=("$2"); }
need "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" chromium-headless-shell
need /usr/bin/chromium chromium
need /usr/bin/redis-server redis-server
need /usr/sbin/nginx nginx-light
need /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so libnginx-mod-http-brotli-filter
need /usr/lib/nginx/modules/ngx_http_brotli_static_module.so libnginx-mod-http-brotli-static
need /usr/lib/postgresql/15/bin/postgres postgresql
need /usr/sbin/pgbouncer pgbouncer
need /usr/bin/pgbackrest pgbackrest
need /usr/bin/promtool prometheus
need /usr/bin/amtool prometheus-alertmanager
need /usr/bin/patroni patroni
need /usr/bin/etcd etcd-server
need /usr/sbin/haproxy haproxy
if [ "${#missing[@]}" -gt 0 ]; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  if ! command -v apt-get >/dev/null || { [ -n "$SUDO" ] && ! sudo -n true 2>/dev/null; }; then
    echo "✖ the full test command needs these Debian packages, and cannot install them here" >&2
    echo "  (it installs them with apt-get as root, or with sudo without a password):" >&2
    for package in "${missing[@]}"; do echo "    - $package" >&2; done
    echo "  On Debian 12: sudo apt-get install -y ${missing[*]}" >&2
    echo "  Elsewhere, \`pnpm check\` runs lint, types, unit and API tests without any of them." >&2
    exit 2
  fi
  echo "› installing Debian packages: ${missing[*]}"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null || exit 1
fi

rm -rf .reports && mkdir -p .reports
checks=()
run_check() {
  local name="$1"; shift
  echo "› $name"
  local start=$SECONDS passed=false
  if "$@"; then passed=true; fi
  checks+=("{\"name\":\"$name\",\"passed\":$passed,\"seconds\":$((SECONDS - start))}")
}

# A browser test that fails is run once more; one that then passes counts as passed and is named
# in the summary as flaky, to be made robust. One that fails twice fails the run.
export E2E_RETRIES="${E2E_RETRIES:-1}"

run_check "lint (biome, whole tree)" pnpm exec biome ci --colors=off .
run_check "typecheck" pnpm exec turbo run typecheck --output-logs=errors-only
run_check "build" pnpm exec turbo run build --output-logs=errors-only
# Two streams at once (docs/testing.md): the end-to-end suites one after another (the
# site's fills both cores), then infra's unit tests; beside them every other test task, the story
# tests included, one at a time.
# `--only`: the build phase above made all they depend on. Turbo replays a task whose inputs did not
# change (turbo.json; `--force` runs everything again) and writes each stream's run summary, the
# per-task times printed at the end.
tests() {
  local options=(--only --concurrency=1 --continue --summarize)
  # A background job ignores Ctrl-C in a script: stopping the run stops the whole process group.
  trap 'trap - INT TERM; kill 0' INT TERM
  # infra's unit tests (a few, with a backup drill) close the first stream: measured, it ended
  # 8 to 60 s before the second, whose last task then ran with a core to spare.
  (
    pnpm exec turbo run e2e "${options[@]}"
    suites=$?
    pnpm exec turbo run test --filter=@firm/infra "${options[@]}" && exit "$suites"
  ) &
  local endToEnd=$!
  pnpm exec turbo run test --filter='!@firm/infra' "${options[@]}"
  local others=$?
  wait "$endToEnd" && [ "$others" = 0 ]
  local status=$?
  trap - INT TERM
  return "$status"
}
rm -rf .turbo/runs
run_check "tests (units, API, stories, end-to-end)" tests

(IFS=,; echo "{\"checks\":[${checks[*]}]}" > .reports/checks.json)
node infra/local/summary.ts .reports .turbo/runs/*.json
