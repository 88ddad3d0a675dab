# The reverse proxy: Debian's nginx with the brotli modules (the official nginx image has none, and
# infra/proxy's templates use brotli_static), rendering the same templates as
# infra/production/start.sh, and serving the site's static files itself.
# The static files come out of the web image, so they always match the pages it renders (asset
# names are content hashes). `firm-web` is a named build context naming that image:
#   docker compose build  (infra/compose.yaml passes it as `service:web`), or
#   docker build -f infra/docker/proxy.Dockerfile --build-context firm-web=docker-image://firm-web:TAG .
# Base images are pinned by exact tag; CI resolves and adds the digest (@sha256:…).
# See docs/decisions/0045-container-images.md.
ARG DEBIAN_IMAGE=debian:12.11-slim

# build/client of the web image (every public page a file, with the .br/.gz copies its build wrote
# beside each compressible file), and the pages' headers the build wrote beside it, which site.conf
# includes from ${STATIC_ROOT}/../page-headers.conf.
FROM firm-web AS static
USER root
RUN cp -r /app/apps/web/build/client /srv/static \
 && cp /app/apps/web/build/page-headers.conf /srv/page-headers.conf

FROM ${DEBIAN_IMAGE} AS runtime
# Packages are not version-pinned: Debian's security archive keeps only the newest build, so a
# pinned version stops installing after each fix. Rebuild the image to take security updates.
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-filter \
      libnginx-mod-http-brotli-static gettext-base curl \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin \
 && install -d -o www-data -g www-data -m 0700 /run/nginx
COPY infra/proxy/nginx.conf.template infra/proxy/site.conf.template infra/proxy/security-headers.conf \
     /etc/nginx/templates/
COPY infra/docker/proxy-entrypoint.sh /usr/local/bin/proxy-entrypoint.sh
COPY --from=static /srv/static /srv/static
COPY --from=static /srv/page-headers.conf /srv/page-headers.conf
# Unprivileged ports inside the container; compose publishes them as 80 and 443.
# The rendered files, pid and temp files go to /tmp/nginx: compose mounts a tmpfs on /tmp, which
# podman and Docker both make world-writable (a tmpfs on /run/nginx was root-owned 0700 under podman
# and nginx, as www-data, could not start).
ENV NGINX_PREFIX=/tmp/nginx \
    PROXY_HTTP_PORT=8080 \
    PROXY_HTTPS_PORT=8443 \
    STATIC_ROOT=/srv/static \
    WEB_UPSTREAM=web:3000 \
    API_UPSTREAM=api:3001 \
    NGINX_ACCESS_LOG=/dev/stdout
USER www-data
EXPOSE 8080 8443
# SIGQUIT: nginx finishes the requests under way before it exits.
STOPSIGNAL SIGQUIT
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD curl -kfsS -o /dev/null "https://127.0.0.1:${PROXY_HTTPS_PORT}/healthz" || exit 1
ENTRYPOINT ["/usr/local/bin/proxy-entrypoint.sh"]
