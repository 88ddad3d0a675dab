#!/usr/bin/env bash
# The README's second command: every check and test of the workspace, then `N passed, N failed`.
set -uo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh" || exit 1

# Debian packages the tests use: Chromium's headless shell (browser tests, decision 0103) and
# Chromium itself (the measurement scripts' tests), Redis (the shared rate-limit store), for
# the production smoke test and the backup drill nginx (with brotli) and PostgreSQL 15, and for the
# replica test (tools/measure/replicas.test.ts) PgBouncer, for continuous archiving and its drill
# (tools/measure/pitr.test.ts) pgBackRest, and for the database cluster of the production smoke
# test and tools/measure/failover.test.ts Patroni, etcd and HAProxy.
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
[ -x /usr/bin/redis-server ] || missing+=(redis-server)
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] || missing+=(libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static)
[ -x /usr/lib/postgresql/15/bin/postgres ] || missing+=(postgresql)
[ -x /usr/sbin/pgbouncer ] || missing+=(pgbouncer)
[ -x /usr/bin/pgbackrest ] || missing+=(pgbackrest)
[ -x /usr/bin/patroni ] || missing+=(patroni)
[ -x /usr/bin/etcd ] || missing+=(etcd-server)
[ -x /usr/sbin/haproxy ] || missing+=(haproxy)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "› installing Debian packages: ${missing[*]}"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
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
# in the summary as flaky (decision 0078). One that fails twice fails the run.
export E2E_RETRIES="${E2E_RETRIES:-1}"

run_check "lint (biome, whole tree)" pnpm exec biome ci --colors=off .
run_check "typecheck" pnpm exec turbo run typecheck --output-logs=errors-only
run_check "build" pnpm exec turbo run build --output-logs=errors-only
# Two streams at once (decisions 0102, 0105, 0109): the end-to-end suites one after another (the
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
