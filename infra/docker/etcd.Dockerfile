# One member of the three-member etcd that holds Patroni's leader key: Debian's etcd (3.4), the
# package `pnpm prod` runs, with the same settings file (infra/postgres/etcd.yml), rendered at
# start by etcd-entrypoint.sh. infra/compose.yaml runs three (etcd-1, etcd-2, etcd-3).
# Build from the repository root:  docker build -f infra/docker/etcd.Dockerfile -t firm-etcd .
# Base images are pinned by exact tag; CI resolves and adds the digest (@sha256:…).
ARG DEBIAN_IMAGE=debian:12.11-slim

FROM ${DEBIAN_IMAGE} AS runtime
# Packages are not version-pinned: Debian's security archive keeps only the newest build.
# etcd-client: etcdctl, for the health check and by hand.
RUN apt-get update \
 && apt-get install -y --no-install-recommends etcd-server etcd-client gettext-base \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin \
 && install -d -o etcd -g etcd -m 0700 /var/lib/etcd
COPY infra/postgres/etcd.yml /etc/firm-etcd/etcd.yml.template
COPY --chmod=0755 infra/docker/etcd-entrypoint.sh /usr/local/bin/etcd-entrypoint
USER etcd
# Clients (Patroni), and the other members.
EXPOSE 2379 2380
STOPSIGNAL SIGTERM
# Healthy once the member answers with a quorum behind it (a read that goes through the leader).
HEALTHCHECK --interval=5s --timeout=3s --start-period=30s --retries=10 \
  CMD ["etcdctl", "--endpoints=http://127.0.0.1:2379", "--command-timeout=2s", "endpoint", "health"]
ENTRYPOINT ["etcd-entrypoint"]
