#!/usr/bin/env bash
# The README's first command: set up and start site + API + embedded PostgreSQL (or DATABASE_URL).
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh" || exit 1

export WEB_PORT="${WEB_PORT:-3000}" API_PORT="${API_PORT:-3001}"
export PORT="$API_PORT"
echo "› starting: site http://127.0.0.1:$WEB_PORT  (API on :$API_PORT under /api; Ctrl-C stops everything)"
exec pnpm exec turbo run dev --filter=@firm/web --filter=@firm/api --ui=stream
