#!/bin/sh
# Patroni's post_bootstrap (infra/postgres/patroni.yml) in the node containers: run once, on the
# node that makes the cluster, with a superuser's connection string as its argument. Creates the
# API's role (POSTGRES_USER, with POSTGRES_PASSWORD; pg_monitor, to read the standby's and the
# archiver's state) and its database (POSTGRES_DB), which the role owns.
set -eu
psql -X -q -v ON_ERROR_STOP=1 -v role="${POSTGRES_USER:?}" -v password="${POSTGRES_PASSWORD:?}" \
  -v db="${POSTGRES_DB:?}" -d "$1" <<'SQL'
CREATE ROLE :"role" LOGIN PASSWORD :'password' IN ROLE pg_monitor;
CREATE DATABASE :"db" OWNER :"role";
SQL
echo "postgres: made role $POSTGRES_USER and database $POSTGRES_DB"
