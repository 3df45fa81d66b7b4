#!/usr/bin/env bash
# Starts the newest installed PostgreSQL cluster (creating one when there is none), makes sure the role
# and database `widgets_test` exist, and prints their connection URL on stdout (all else on stderr).
# PostgreSQL refuses to run as root, so the server commands run as the `postgres` user.
set -euo pipefail
exec 3>&1 1>&2
version="$(ls /usr/lib/postgresql | sort -V | tail -1)"
if ! pg_lsclusters -h | awk -v v="$version" '$1==v' | grep -q .; then
  pg_createcluster "$version" main
fi
cluster="$(pg_lsclusters -h | awk -v v="$version" '$1==v {print $2; exit}')"
if ! pg_lsclusters -h | awk -v v="$version" -v c="$cluster" '$1==v && $2==c {print $4}' | grep -q online; then
  pg_ctlcluster "$version" "$cluster" start
fi
port="$(pg_lsclusters -h | awk -v v="$version" -v c="$cluster" '$1==v && $2==c {print $3}')"
psql_as_postgres() { su postgres -c "psql -p $port -v ON_ERROR_STOP=1 -qAt $*"; }
if [ "$(psql_as_postgres "-c \"SELECT 1 FROM pg_roles WHERE rolname='widgets_test'\"")" != "1" ]; then
  psql_as_postgres "-c \"CREATE ROLE widgets_test LOGIN PASSWORD 'widgets_test'\""
fi
if [ "$(psql_as_postgres "-c \"SELECT 1 FROM pg_database WHERE datname='widgets_test'\"")" != "1" ]; then
  psql_as_postgres "-c \"CREATE DATABASE widgets_test OWNER widgets_test\""
fi
echo "postgres://widgets_test:widgets_test@127.0.0.1:${port}/widgets_test" >&3
