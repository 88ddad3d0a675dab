#!/usr/bin/env bash
# `pnpm check`: the developer's loop. Biome, types, the unit tests of every package and the API's
# tests on an embedded PostgreSQL: no root, no system package, no browser. Run it from an installed
# workspace (`. infra/local/bootstrap.sh` once per shell). Extra arguments go to turbo, e.g.
# `pnpm check --filter=@firm/api`. The full gate, with the browsers and Debian's servers, is the
# README's test command.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
export TURBO_TELEMETRY_DISABLED=1 PRISMA_SCHEMA_ENGINE_BINARY=/bin/false PRISMA_HIDE_UPDATE_MESSAGE=1
pnpm exec biome ci --colors=off --reporter=summary .
pnpm exec turbo run typecheck unit --output-logs=errors-only "$@"
