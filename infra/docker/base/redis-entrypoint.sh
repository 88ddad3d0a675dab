#!/bin/sh
# As the official redis image: protected mode off unless a configuration file comes first.
set -eu
if [ "${1:-}" = redis-server ]; then
  shift
  case "${1:-}" in
    "" | -*) set -- redis-server --protected-mode no "$@" ;;
    *) set -- redis-server "$@" ;;
  esac
fi
exec "$@"
