#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server on a loopback port; its URL is in $POSTGRES_URL.
# Used by .ci/run (API suite on PostgreSQL) and `npm run bench`. $POSTGRES_SETTINGS adds server
# settings (`-c name=value ...`): the bench sizes the server as production would be.
set -euo pipefail
initdb=$(ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$initdb" ]; then
  echo "PostgreSQL is not installed (apt-get install postgresql)" >&2
  exit 1
fi
bindir=$(dirname "$initdb")
pgroot=$(mktemp -d /tmp/cic-pg.XXXXXX)
port=${POSTGRES_PORT:-55432}
as_pg() { if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/bash -c "$1"; else bash -c "$1"; fi; }
[ "$(id -u)" -eq 0 ] && chown postgres "$pgroot"
as_pg "$bindir/initdb -D $pgroot/data -A trust -U postgres >/dev/null"
as_pg "$bindir/pg_ctl -D $pgroot/data -o '-p $port -k $pgroot -c listen_addresses=127.0.0.1 ${POSTGRES_SETTINGS:-}' -l $pgroot/log -w start >/dev/null"
trap 'as_pg "$bindir/pg_ctl -D $pgroot/data -m fast stop >/dev/null" || true; rm -rf "$pgroot"' EXIT
POSTGRES_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
