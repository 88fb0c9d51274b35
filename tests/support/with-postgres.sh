#!/usr/bin/env bash
# Run a command beside a throwaway PostgreSQL on loopback, then stop it.
# Installs Debian's postgresql package if it is missing. The server refuses to run as root,
# so it runs as the postgres user with its data under a fresh temporary folder.
# The command sees IGROTEKA_TEST_DATABASE_URL (a superuser URL; tests create their own databases).
# Tests run with fsync off (they measure no durability); IGROTEKA_PG_FSYNC=on makes it durable (bench/).
set -euo pipefail

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

if [ -z "$(pg_bin)" ] || [ ! -x "$(pg_bin)/initdb" ]; then
  echo "with-postgres: installing Debian's postgresql package" >&2
  "$(dirname "$0")/apt-install.sh" postgresql
fi
BIN=$(pg_bin)

as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

DIR=$(mktemp -d /tmp/igroteka-pg.XXXXXX)
chmod 755 "$DIR"
[ "$(id -u)" = 0 ] && chown postgres "$DIR"
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')

as_postgres "$BIN/initdb" -D "$DIR/data" -U postgres -A trust --no-sync -E UTF8 >/dev/null
if [ "${IGROTEKA_PG_FSYNC:-off}" = on ]; then as_postgres "$BIN/initdb" --sync-only -D "$DIR/data" >/dev/null; fi
as_postgres "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w -o "-h 127.0.0.1 -p $PORT -k $DIR -c fsync=${IGROTEKA_PG_FSYNC:-off} -c max_connections=300 -c synchronous_commit=on" start >/dev/null

stop() { as_postgres "$BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null 2>&1 || true; rm -rf "$DIR"; }
trap stop EXIT

export IGROTEKA_TEST_DATABASE_URL="postgresql://postgres@127.0.0.1:$PORT/postgres"
export IGROTEKA_TEST_PG_BIN="$BIN"
"$@"
