# The site image: the React Router build served by apps/web/server.ts (Express) on Node 24: the
# console and the result pages it renders, and the public pages as the files the build wrote (the
# proxy serves those itself). Build it with --build-arg PUBLIC_ORIGIN=https://… (compose passes it).
# Build from the repository root:  docker build -f infra/docker/web.Dockerfile -t firm-web .
# The proxy image copies build/client out of this image, so pages and static files always come
# from one build (asset names are content hashes). Base images are pinned by exact tag; CI
# resolves and adds the digest (@sha256:…). See docs/decisions/0045-container-images.md.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS pnpm
ENV CI=true \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    PRISMA_SCHEMA_ENGINE_BINARY=/bin/false \
    CHECKPOINT_DISABLE=1
RUN npm install --global --no-audit --no-fund --loglevel=error pnpm@10.34.9
WORKDIR /repo

# Every package in the lockfile, into a store inside this stage: changes only with the lockfile.
# fetch also fills node_modules/.pnpm; it goes, so that a --prod install below holds only its own.
FROM pnpm AS fetch
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch --frozen-lockfile --store-dir /pnpm/store && rm -r node_modules

FROM fetch AS build
# The pages are rendered to files here: their canonical links name the public origin.
ARG PUBLIC_ORIGIN
RUN test -n "$PUBLIC_ORIGIN" || { echo "build argument PUBLIC_ORIGIN is required" >&2; exit 1; }
COPY . .
RUN pnpm install --offline --frozen-lockfile --store-dir /pnpm/store \
      --filter @firm/web --filter @firm/ui --filter @firm/content --filter @firm/intake \
 && pnpm --filter @firm/web run build

# Production dependencies only. The workspace packages (@firm/ui, @firm/content, and @firm/intake
# with its own dependencies, the form tokens included) are compiled into build/server, so their
# links are dropped rather than shipped dangling.
FROM fetch AS prod-deps
COPY package.json ./
COPY apps/web/package.json apps/web/
COPY packages/ui/package.json packages/ui/
COPY packages/content/package.json packages/content/
COPY packages/intake/package.json packages/intake/
COPY apps/api/package.json apps/api/
RUN pnpm install --offline --frozen-lockfile --prod --store-dir /pnpm/store --filter @firm/web \
 && rm -r apps/web/node_modules/@firm

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app/apps/web
COPY --from=prod-deps /repo/node_modules /app/node_modules
COPY --from=prod-deps /repo/apps/web/node_modules node_modules
COPY --from=build /repo/apps/web/package.json /repo/apps/web/server.ts /repo/apps/web/static-files.ts \
     /repo/apps/web/metrics.ts ./
COPY --from=build /repo/apps/web/app/lib/public-origin.ts app/lib/
COPY --from=build /repo/apps/web/build build
USER node
EXPOSE 3000
STOPSIGNAL SIGTERM
# 10 s: the check starts a Node process and (site) renders a page; on a busy 2-core host that took
# 6.7 s, and a 3 s timeout kept the container unhealthy and the proxy from starting.
HEALTHCHECK --interval=10s --timeout=10s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.ts"]
