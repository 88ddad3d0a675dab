# The API image: Fastify on Node 24 running its TypeScript sources directly (type stripping), the
# generated Prisma client, and the migration CLI, so the same image runs the release step:
#   docker run --rm -e DATABASE_URL=… firm-api node apps/api/src/db/migrate-cli.ts deploy
# Build from the repository root:  docker build -f infra/docker/api.Dockerfile -t firm-api .
# Base images are pinned by exact tag; CI resolves and adds the digest (@sha256:…), which cannot be
# looked up offline. See docs/decisions/0045-container-images.md.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS pnpm
ENV CI=true \
    PRISMA_SCHEMA_ENGINE_BINARY=/bin/false \
    PRISMA_HIDE_UPDATE_MESSAGE=1 \
    CHECKPOINT_DISABLE=1
RUN npm install --global --no-audit --no-fund --loglevel=error pnpm@10.34.9
WORKDIR /repo

# Every package in the lockfile, into a store inside this stage: changes only with the lockfile.
# fetch also fills node_modules/.pnpm; it goes, so that a --prod install below holds only its own.
FROM pnpm AS fetch
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch --frozen-lockfile --store-dir /pnpm/store && rm -r node_modules

# Sources plus the API's dev tools, to generate the Prisma client (src/generated).
FROM fetch AS build
COPY . .
RUN pnpm install --offline --frozen-lockfile --store-dir /pnpm/store --filter "@firm/api..." \
 && pnpm --filter @firm/api run generate

# Production dependencies only, in the workspace layout: @firm/content ships TypeScript, and Node
# strips types only outside node_modules, so it must stay a workspace link (not `pnpm deploy`).
# Even --prod links the prisma CLI (an optional peer of @prisma/client resolved to the API's dev
# dependency): the prune step cuts that link and drops what only it reached (about 210 MB). It
# starts from every project the API loads at run time: @firm/intake's own dependencies count too.
FROM fetch AS prod-deps
COPY package.json ./
COPY apps/api/package.json apps/api/
COPY packages/content/package.json packages/content/
COPY packages/intake/package.json packages/intake/
COPY infra/docker/prune-runtime-deps.ts /tmp/
RUN pnpm install --offline --frozen-lockfile --prod --store-dir /pnpm/store --filter "@firm/api..." \
 && node /tmp/prune-runtime-deps.ts --root . --project apps/api --project packages/intake --drop prisma

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3001 \
    MAIL_DIR=/var/lib/firm-api/mail
WORKDIR /app
COPY --from=prod-deps /repo/node_modules node_modules
COPY --from=prod-deps /repo/apps/api/node_modules apps/api/node_modules
COPY --from=build /repo/packages/content/package.json packages/content/
COPY --from=build /repo/packages/content/src packages/content/src
# @firm/intake (the forms' rules, shared with the site) ships TypeScript too, with its own dependencies.
COPY --from=prod-deps /repo/packages/intake/node_modules packages/intake/node_modules
COPY --from=build /repo/packages/intake/package.json packages/intake/
COPY --from=build /repo/packages/intake/src packages/intake/src
COPY --from=build /repo/apps/api/package.json apps/api/
COPY --from=build /repo/apps/api/prisma apps/api/prisma
COPY --from=build /repo/apps/api/src apps/api/src
# The code stays root-owned (read-only to the process); only the mail fallback folder is writable.
RUN install -d -o node -g node -m 0700 /var/lib/firm-api/mail
USER node
EXPOSE 3001
STOPSIGNAL SIGTERM
# 10 s: the check starts a Node process and (site) renders a page; on a busy 2-core host that took
# 6.7 s, and a 3 s timeout kept the container unhealthy and the proxy from starting.
HEALTHCHECK --interval=10s --timeout=10s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/src/server.ts"]
