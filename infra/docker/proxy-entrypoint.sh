#!/bin/sh
# The proxy container's entrypoint: renders infra/proxy's templates as infra/production/start.sh
# does (same variables, same envsubst lists, the header snippet beside them), checks the result with `nginx -t`, then runs nginx
# in the foreground as this (non-root) user. The prefix holds the rendered files, pid and temp files.
set -eu
prefix="${NGINX_PREFIX:-/run/nginx}"
templates="${NGINX_TEMPLATES:-/etc/nginx/templates}"

for name in PROXY_HTTP_PORT PROXY_HTTPS_PORT SERVER_NAME PUBLIC_ORIGIN WEB_UPSTREAM API_UPSTREAM \
  STATIC_ROOT TLS_CERTIFICATE TLS_CERTIFICATE_KEY NGINX_ACCESS_LOG; do
  eval "value=\${$name:-}"
  [ -n "$value" ] || { echo "proxy: $name is not set (see infra/README.md)" >&2; exit 2; }
done

# Workers run as this user; the `user` directive only applies (and is only allowed) as root.
NGINX_USER_DIRECTIVE=""
export NGINX_USER_DIRECTIVE

mkdir -p "$prefix/tmp"
site_vars='${PROXY_HTTP_PORT} ${PROXY_HTTPS_PORT} ${SERVER_NAME} ${PUBLIC_ORIGIN} ${WEB_UPSTREAM} ${API_UPSTREAM} ${STATIC_ROOT} ${TLS_CERTIFICATE} ${TLS_CERTIFICATE_KEY}'
envsubst "$site_vars" <"$templates/site.conf.template" >"$prefix/site.conf"
cp "$templates/security-headers.conf" "$prefix/"
envsubst '${NGINX_USER_DIRECTIVE} ${NGINX_ACCESS_LOG}' <"$templates/nginx.conf.template" >"$prefix/nginx.conf"
nginx -e stderr -t -q -p "$prefix/" -c "$prefix/nginx.conf"
exec nginx -e stderr -p "$prefix/" -c "$prefix/nginx.conf"
