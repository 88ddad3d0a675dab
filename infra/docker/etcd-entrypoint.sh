#!/bin/sh
# One etcd member (etcd.Dockerfile): renders infra/postgres/etcd.yml, the file `pnpm prod` renders,
# for this container (every interface; known to the others by its name, ETCD_NAME), the cluster
# being the members named in ETCD_MEMBERS, then runs etcd in the foreground as this user. The
# data folder sits inside the volume: etcd wants it owner-only, which a mount point may not be.
set -eu
: "${ETCD_NAME:?set ETCD_NAME: the name of this member, also its host name on the network}"
: "${ETCD_MEMBERS:?set ETCD_MEMBERS: the names of every member, space-separated}"
initial=""
for member in $ETCD_MEMBERS; do initial="${initial:+$initial,}$member=http://$member:2380"; done
# The rendered file on the tmpfs: the root file system is read-only.
config=/tmp/etcd.yml
# In a subshell: etcd reads ETCD_* variables as settings when it has no settings file.
(
  export ETCD_DATA_DIR=/var/lib/etcd/data ETCD_INITIAL_CLUSTER="$initial"
  export ETCD_CLIENT_URL="http://$ETCD_NAME:2379" ETCD_LISTEN_CLIENT_URL=http://0.0.0.0:2379
  export ETCD_PEER_URL="http://$ETCD_NAME:2380" ETCD_LISTEN_PEER_URL=http://0.0.0.0:2380
  envsubst '${ETCD_NAME} ${ETCD_DATA_DIR} ${ETCD_CLIENT_URL} ${ETCD_LISTEN_CLIENT_URL} ${ETCD_PEER_URL} ${ETCD_LISTEN_PEER_URL} ${ETCD_INITIAL_CLUSTER}' \
    </etc/firm-etcd/etcd.yml.template >"$config"
)
exec etcd --config-file "$config"
