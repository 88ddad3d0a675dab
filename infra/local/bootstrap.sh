#!/usr/bin/env bash
# Shared bootstrap for the README's two commands and CI. Source it: `. infra/local/bootstrap.sh`.
# Puts Node 24 and pnpm (both from the npm registry) into .tools/ when they are missing, puts them
# first on PATH, and installs the workspace. Every step checks its own result (a sourced script
# cannot rely on `set -e`).

NODE_VERSION="24.21.0"
PNPM_VERSION="10.34.9"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
TOOLS="$ROOT/.tools"
# The npm registry holds Node's builds as node-<platform>-<arch> (linux-x64, linux-arm64,
# darwin-x64, darwin-arm64): the one for this machine.
case "$(uname -s)" in Linux) NODE_OS=linux ;; Darwin) NODE_OS=darwin ;; *) NODE_OS="$(uname -s | tr 'A-Z' 'a-z')" ;; esac
case "$(uname -m)" in x86_64 | amd64) NODE_ARCH=x64 ;; aarch64 | arm64) NODE_ARCH=arm64 ;; *) NODE_ARCH="$(uname -m)" ;; esac
NODE_PACKAGE="node-$NODE_OS-$NODE_ARCH"
NODE_BIN="$TOOLS/node/node_modules/$NODE_PACKAGE/bin"
PNPM_BIN="$TOOLS/pnpm/bin"

fail() { echo "✗ $*" >&2; return 1; }
node_major() { "$1" -e 'process.stdout.write(process.versions.node.split(".")[0])' 2>/dev/null || echo 0; }

# Trust the system's CA bundle (a TLS-intercepting proxy's CA may live only there).
if [ -z "${NODE_EXTRA_CA_CERTS:-}" ] && [ -r /etc/ssl/certs/ca-certificates.crt ]; then
  export NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
fi
export npm_config_cafile="${npm_config_cafile:-${NODE_EXTRA_CA_CERTS:-}}"
[ -n "$npm_config_cafile" ] || unset npm_config_cafile

if [ "$(node_major node)" != "24" ]; then
  if [ ! -x "$NODE_BIN/node" ]; then
    echo "› fetching Node $NODE_VERSION ($NODE_PACKAGE) from the npm registry into .tools/node"
    npm install --no-save --no-audit --no-fund --loglevel=error --prefix "$TOOLS/node" \
      "$NODE_PACKAGE@$NODE_VERSION" >/dev/null ||
      fail "could not fetch $NODE_PACKAGE@$NODE_VERSION: install Node 24 yourself (https://nodejs.org) and run again" ||
      return 1
  fi
  export PATH="$NODE_BIN:$PATH"
fi

if [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  if [ ! -x "$PNPM_BIN/pnpm" ]; then
    echo "› fetching pnpm $PNPM_VERSION from the npm registry into .tools/pnpm"
    npm install --global --no-audit --no-fund --loglevel=error --prefix "$TOOLS/pnpm" \
      "pnpm@$PNPM_VERSION" >/dev/null || fail "could not fetch pnpm $PNPM_VERSION" || return 1
  fi
  export PATH="$PNPM_BIN:$PATH"
fi

export TURBO_TELEMETRY_DISABLED=1
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export PRISMA_SCHEMA_ENGINE_BINARY=/bin/false
export PRISMA_HIDE_UPDATE_MESSAGE=1

cd "$ROOT" || return 1
echo "› node $(node --version), pnpm $(pnpm --version)"
mkdir -p "$TOOLS"
if ! pnpm install --reporter=append-only >"$TOOLS/install.log" 2>&1; then
  cat "$TOOLS/install.log" >&2
  fail "pnpm install failed" || return 1
fi
pnpm --filter @firm/api run generate >"$TOOLS/generate.log" 2>&1 || { cat "$TOOLS/generate.log" >&2; fail "prisma generate failed"; return 1; }
