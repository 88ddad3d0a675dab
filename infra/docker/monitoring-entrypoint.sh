#!/bin/sh
# The monitoring image's two services (infra/compose.yaml): makes the configuration from the
# environment with infra/monitoring/config.ts (as `pnpm prod` does), then runs the server in the
# foreground. Secrets given as variables are written to owner-only files on the tmpfs, which is
# where Alertmanager reads them (it reads no variables).
set -eu
umask 077
conf=/tmp/firm-monitoring
mkdir -p "$conf"
case "${1:-}" in
  prometheus)
    node /etc/firm-monitoring/config.ts prometheus "$conf/prometheus.yml"
    exec prometheus --config.file="$conf/prometheus.yml" --storage.tsdb.path=/var/lib/firm-monitoring \
      --web.listen-address=0.0.0.0:9090 --storage.tsdb.retention.time="${PROMETHEUS_RETENTION:-30d}"
    ;;
  alertmanager)
    printf '%s' "${ALERT_WEBHOOK_TOKEN:?set ALERT_WEBHOOK_TOKEN}" >"$conf/webhook-token"
    export ALERT_WEBHOOK_TOKEN_FILE="$conf/webhook-token"
    if [ -n "${ALERT_SMTP_PASSWORD:-}" ]; then
      printf '%s' "$ALERT_SMTP_PASSWORD" >"$conf/smtp-password"
      export ALERT_SMTP_PASSWORD_FILE="$conf/smtp-password"
    fi
    unset ALERT_WEBHOOK_TOKEN ALERT_SMTP_PASSWORD
    node /etc/firm-monitoring/config.ts alertmanager "$conf/alertmanager.yml"
    exec prometheus-alertmanager --config.file="$conf/alertmanager.yml" \
      --storage.path=/var/lib/firm-monitoring --web.listen-address=0.0.0.0:9093 --cluster.listen-address=
    ;;
  *)
    echo "usage: monitoring-entrypoint.sh prometheus|alertmanager" >&2
    exit 2
    ;;
esac
