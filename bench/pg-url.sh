# Sourced by bench/run.sh and bench/paired.sh, beside tests/support/with-postgres.sh's PostgreSQL:
# `db_url NAME` is the URL of its database NAME through its Unix socket, as a server on
# PostgreSQL's own machine reaches it (libpq's `host` parameter, a directory);
# BENCH_PG_TCP=1: through loopback TCP, as runs before 2026-11-27 12:30 UTC did (bench/README.md
# says what the socket changed: at most a few per cent here).
PG_SOCKET_DIR=$("$IGROTEKA_TEST_PG_BIN/psql" -X -At "$IGROTEKA_TEST_DATABASE_URL" -c "SHOW unix_socket_directories" | cut -d, -f1)
PG_PORT=$("$IGROTEKA_TEST_PG_BIN/psql" -X -At "$IGROTEKA_TEST_DATABASE_URL" -c "SHOW port")
db_url() {
  if [ "${BENCH_PG_TCP:-0}" = 1 ]; then
    echo "${IGROTEKA_TEST_DATABASE_URL%/*}/$1"
  else
    echo "postgresql://postgres@:$PG_PORT/$1?host=$PG_SOCKET_DIR"
  fi
}
