#!/usr/bin/env bash
# A/B of two servers measured at the same moments: both run at once, each on its own fresh
# database of one durable PostgreSQL, each under its own bench/load.py at N matches, so the two
# share every change of the machine's speed. On this machine the speed comes and goes by ±20 %
# over minutes, which hides a 10 % difference between runs made one after the other; run side by
# side, the pairs agree within ~6 %. Each side's CPU a move is its own server's.
#
#   bench/paired.sh "CMD_A" "CMD_B" [N] [PAIRS]
#   bench/paired.sh "/tmp/old/serve.sh serve" ".venv/bin/python -m igroteka.server.cli serve" 10 3
#
# CMD_A and CMD_B start a server (`igroteka serve` or the same protocol); they get their settings
# from IGROTEKA_* in the environment, as bench/run.sh gives them. Prints one line per side and pair.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${IGROTEKA_TEST_DATABASE_URL:-}" ]; then
  IGROTEKA_PG_FSYNC=on exec tests/support/with-postgres.sh "$0" "$@"
fi

[ $# -ge 2 ] || { sed -n '2,12p' "$0"; exit 2; }
PY=${PYTHON:-.venv/bin/python}
ADMIN_URL=$IGROTEKA_TEST_DATABASE_URL
. bench/pg-url.sh  # db_url: a database through the Unix socket (BENCH_PG_TCP=1: TCP)
COMMANDS=("$1" "$2")
MATCHES=${3:-10}
PAIRS=${4:-3}
DURATION=${BENCH_DURATION:-10}
OUT=${BENCH_OUT:-$(mktemp -d /tmp/igroteka-paired.XXXXXX)}
mkdir -p "$OUT"

SERVERS=()
stop_servers() {
  for pid in "${SERVERS[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${SERVERS[@]}"; do wait "$pid" 2>/dev/null || true; done
  SERVERS=()
}
trap stop_servers EXIT

free_port() { "$PY" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

for pair in $(seq "$PAIRS"); do
  PORTS=()
  for side in 0 1; do
    db="paired_${pair}_$side"
    "$IGROTEKA_TEST_PG_BIN/psql" -X -q -v ON_ERROR_STOP=1 "$ADMIN_URL" -c "CREATE DATABASE $db"
    port=$(free_port)
    IGROTEKA_DATABASE_URL="$(db_url "$db")" IGROTEKA_GAMES=pobeda IGROTEKA_PORT=$port \
      IGROTEKA_QUOTA_MATCHES=100000 IGROTEKA_QUOTA_SEATS=100000 IGROTEKA_WS_PER_CLIENT=100000 \
      ${COMMANDS[$side]} --log-level warning >"$OUT/server-$pair-$side.log" 2>&1 &
    SERVERS+=($!)
    PORTS+=("$port")
    for _ in $(seq 300); do  # one at a time: two pools opening at once can outlast the connect timeout
      curl -fsS "http://127.0.0.1:$port/health/live" >/dev/null 2>&1 && break
      kill -0 "${SERVERS[-1]}" 2>/dev/null || { cat "$OUT/server-$pair-$side.log"; exit 1; }
      sleep 0.2
    done
  done
  LOADS=()
  for side in 0 1; do
    "$PY" bench/load.py --url "http://127.0.0.1:${PORTS[$side]}" --matches "$MATCHES" --duration "$DURATION" \
      --server-pid "${SERVERS[$side]}" --json "$OUT/results-$pair-$side.json" >/dev/null 2>"$OUT/load-$pair-$side.log" &
    LOADS+=($!)
  done
  wait "${LOADS[@]}"
  stop_servers
  for side in 0 1; do
    "$PY" - "$OUT/results-$pair-$side.json" "$pair" "$side" <<'EOF'
import json
import sys

result = json.load(open(sys.argv[1]))["results"][0]
print(
    f"pair {sys.argv[2]} {'AB'[int(sys.argv[3])]}: N = {result['matches']}, {result['moves_per_s']:.0f} moves/s,"
    f" server CPU {result['server_cpu_ms_per_move']:.2f} ms a move, opponent p99 {result['opponent_p99_ms']:.1f} ms"
)
EOF
  done
done
echo "results: $OUT"
