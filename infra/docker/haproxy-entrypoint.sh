#!/bin/sh
# The database's one address in the containers (haproxy.Dockerfile): renders infra/postgres/
# haproxy.cfg, the file `pnpm prod` renders, with one server per node named in HAPROXY_NODES
# (PostgreSQL on 5432, Patroni's REST API on 8008). The nodes are named by host, and a node's
# container has a new address after it restarts: HAProxy asks the network's DNS again every
# second (resolvers `compose`, from /etc/resolv.conf), and starts even when a node is not there
# yet. Runs in the foreground as this (non-root) user.
set -eu
: "${HAPROXY_NODES:?set HAPROXY_NODES: the host names of the nodes, space-separated}"
config=/tmp/haproxy.cfg
(
  HAPROXY_GLOBAL=""
  HAPROXY_BIND=:5432
  HAPROXY_SERVERS=""
  for node in $HAPROXY_NODES; do
    HAPROXY_SERVERS="$HAPROXY_SERVERS  server $node $node:5432 check port 8008 resolvers compose init-addr libc,none
"
  done
  HAPROXY_RESOLVERS="resolvers compose
  parse-resolv-conf
  hold valid 1s
  hold obsolete 5s"
  export HAPROXY_GLOBAL HAPROXY_BIND HAPROXY_SERVERS HAPROXY_RESOLVERS HAPROXY_SOCKET
  envsubst '${HAPROXY_SOCKET} ${HAPROXY_GLOBAL} ${HAPROXY_BIND} ${HAPROXY_SERVERS} ${HAPROXY_RESOLVERS}' \
    </etc/firm-haproxy/haproxy.cfg.template >"$config"
)
haproxy -c -q -f "$config"
exec haproxy -db -f "$config"
