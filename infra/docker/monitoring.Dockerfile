# The monitoring: Debian's Prometheus (2.42) and Alertmanager (0.25), the packages `pnpm prod` runs,
# with the same alert rules and the same configuration maker (infra/monitoring/config.ts, hence
# Node). One image, two services in infra/compose.yaml: `monitoring-entrypoint.sh prometheus` and
# `monitoring-entrypoint.sh alertmanager`. Build from the repository root:
#   docker build -f infra/docker/monitoring.Dockerfile -t firm-monitoring .
# Base images are pinned by exact tag; CI resolves and adds the digest (@sha256:…).
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS runtime
# Packages are not version-pinned: Debian's security archive keeps only the newest build.
# Prometheus's web pages (no port is published) pull in moment-timezone's 218 MB of zone data:
# dpkg leaves those files out, so the image stays within its budget.
RUN printf 'path-exclude=/usr/share/javascript/moment-timezone/*\n' > /etc/dpkg/dpkg.cfg.d/firm-monitoring \
 && apt-get update \
 && apt-get install -y --no-install-recommends prometheus prometheus-alertmanager curl \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin \
 && install -d -o nobody -g nogroup -m 0700 /var/lib/firm-monitoring
COPY infra/monitoring/config.ts infra/monitoring/rules.yml /etc/firm-monitoring/
COPY infra/docker/monitoring-entrypoint.sh /usr/local/bin/monitoring-entrypoint.sh
ENV MONITORING_RULES=/etc/firm-monitoring/rules.yml
USER nobody
EXPOSE 9090 9093
STOPSIGNAL SIGTERM
# Prometheus answers on 9090, Alertmanager on 9093: each service checks its own.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD curl -fsS -o /dev/null "http://127.0.0.1:${MONITORING_PORT:-9090}/-/ready" || exit 1
ENTRYPOINT ["/usr/local/bin/monitoring-entrypoint.sh"]
