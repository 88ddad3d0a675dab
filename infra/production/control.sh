#!/usr/bin/env bash
# Stops or starts the API or the web server of a running `pnpm prod` (infra/production/start.sh),
# the others left running: a stopped one stays down until it is started again. With both down,
# nginx still serves every public page as its file, and a form's post the page that says it was not
# sent. Also a way to restart one alone (stop, then start).
#   bash infra/production/control.sh stop|start|status api|web
# PROD_STATE_DIR names the run's state folder, as for start.sh (default .data/production).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
RUN="${PROD_STATE_DIR:-$ROOT/.data/production}/run"
action="${1:-}" name="${2:-}"

usage() {
  echo "usage: $0 stop|start|status api|web" >&2
  exit 2
}
case "$name" in api | web) ;; *) usage ;; esac
[ -d "$RUN" ] || { echo "no pnpm prod has run with its state in ${RUN%/run}" >&2; exit 1; }

# The pid of the running process, or nothing.
running() {
  local pid
  pid="$(cat "$RUN/$name.pid" 2>/dev/null)" || return 1
  kill -0 "$pid" 2>/dev/null && echo "$pid"
}

# Waits (up to 30 s) until `running` says $1 ("yes" or "no").
until_running() {
  for _ in $(seq 1 300); do
    if running >/dev/null; then [ "$1" = yes ] && return 0; else [ "$1" = no ] && return 0; fi
    sleep 0.1
  done
  echo "$name: still $([ "$1" = yes ] && echo stopped || echo running) after 30 s" >&2
  return 1
}

case "$action" in
  stop)
    : >"$RUN/$name.down"
    pid="$(running)" && kill -TERM "$pid"
    until_running no
    echo "$name stopped (start it again: $0 start $name)"
    ;;
  start)
    [ -e "$RUN/$name.down" ] || { running >/dev/null && echo "$name is running" && exit 0; }
    rm -f "$RUN/$name.down"
    until_running yes
    echo "$name started (pid $(running)); it answers once it is ready"
    ;;
  status)
    if pid="$(running)"; then echo "$name running (pid $pid)"; else echo "$name stopped"; fi
    ;;
  *) usage ;;
esac
