#!/usr/bin/env bash
# The benchmark of issues 2, 13 and 41: pgbench's raw single-insert commit rate at 16 clients, the
# stack's floor (bench/floor.py) and the peers boardgame.io and Colyseus (bench/peers/), then a real
# server (K worker processes) on a fresh database under bench/load.py for N = 1, 10, 100 concurrent
# matches and the web client's requests a move (bench/webclient.py), our figures ÷ the peers'
# (bench/peers.py), the replay figure (bench/replay.py), idle sockets (bench/idle.py), the
# human-pace load at N = 1,000 and 10,000 with its cold start (bench/human.py), and "my games" and
# a leaderboard over stores of 1,000 and 10,000 players (bench/players.py).
# Everything on loopback, beside a throwaway PostgreSQL (tests/support/with-postgres.sh).
#
#   bench/run.sh                 # N = 1 10 100
#   bench/run.sh 1 10            # other values of N
#   BENCH_WORKERS=1 bench/run.sh  # only K = 1 server worker process (default: K = 1 and 2, serve --workers K)
#   BENCH_DURATION=20 PGBENCH_SECONDS=10 BENCH_OUT=var/bench bench/run.sh
#   BENCH_SERVER_CMD="python other_server.py serve" bench/run.sh   # another server, same protocol
#   BENCH_IDLE_SOCKETS=50000 bench/run.sh   # idle spectator sockets measured (default 10000, 0: skip)
#   BENCH_PEERS=0 bench/run.sh   # skip the peers (boardgame.io, Colyseus: bench/peers/, Node 20 + npm ci)
#   BENCH_WEB="10 100" bench/run.sh   # the web client's requests a move at these N (default 10, 0: skip)
#   BENCH_HUMAN="1000 10000" BENCH_HUMAN_DURATION=120 BENCH_HUMAN_WORKERS=3 bench/run.sh   # human pace (0: skip)
#   BENCH_PLAYERS="1000:10000 10000:100000" bench/run.sh   # my games, leaderboards: PLAYERS:MATCHES stores (0: skip)
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${IGROTEKA_TEST_DATABASE_URL:-}" ]; then
  IGROTEKA_PG_FSYNC=on exec tests/support/with-postgres.sh "$0" "$@"  # durable: what a deployment runs
fi

PY=${PYTHON:-.venv/bin/python}
PG_BIN=${IGROTEKA_TEST_PG_BIN:?}
ADMIN_URL=$IGROTEKA_TEST_DATABASE_URL
DURATION=${BENCH_DURATION:-20}
PGBENCH_SECONDS=${PGBENCH_SECONDS:-10}
OUT=${BENCH_OUT:-$(mktemp -d /tmp/igroteka-bench.XXXXXX)}
mkdir -p "$OUT"
MATCHES=("$@")
[ ${#MATCHES[@]} -gt 0 ] || MATCHES=(1 10 100)

psql_admin() { "$PG_BIN/psql" -X -q -v ON_ERROR_STOP=1 "$ADMIN_URL" "$@"; }
psql_admin -c "CREATE DATABASE bench_pgbench"
POSTMASTER=$(head -n 1 "$(psql_admin -At -c "SHOW data_directory")/postmaster.pid")
# pgbench, the servers and the load reach PostgreSQL through its Unix socket (BENCH_PG_TCP=1: TCP).
. bench/pg-url.sh

# 1. The reference: pgbench, 16 clients, one event-shaped row per transaction.
"$PG_BIN/psql" -X -q -v ON_ERROR_STOP=1 "$(db_url bench_pgbench)" -f bench/schema.sql
pgbench_tps() {
  "$PG_BIN/pgbench" -n -c 16 -j 2 -T "$PGBENCH_SECONDS" -f "$1" "$(db_url bench_pgbench)" >"$OUT/pgbench-$2.txt" 2>&1
  sed -n 's/^tps = \([0-9.]*\).*/\1/p' "$OUT/pgbench-$2.txt" | head -n 1
}
RAW_TPS=$(pgbench_tps bench/insert.sql raw || true)
LOCKED_TPS=$(pgbench_tps bench/insert-locked.sql locked || true)
RAW_TPS=${RAW_TPS:-0} LOCKED_TPS=${LOCKED_TPS:-0}
echo "pgbench, 16 clients, ${PGBENCH_SECONDS}s: raw insert ${RAW_TPS} TPS; locked insert (as eventsourcing) ${LOCKED_TPS} TPS"

# 1b. The other reference: the stack's floor, a move's messages through uvicorn, websockets,
#     litestar and a writer thread with no game, view or store (bench/floor.py), for each N.
"$PY" bench/floor.py --hop --matches "${MATCHES[@]}" --duration "$DURATION" --json "$OUT/floor.json" \
  | tee "$OUT/report-floor.txt"

# 1c. The peers, just before us in the same run: boardgame.io and Colyseus (bench/peers/load.js,
#     the same load shape through their own clients; each server is the load's child).
PEER_JSON=()
if [ "${BENCH_PEERS:-1}" != 0 ]; then
  [ -d bench/peers/node_modules ] || (cd bench/peers && npm ci --no-audit --no-fund >"$OUT/npm-ci.log" 2>&1)
  for PEER in bgio colyseus; do
    node bench/peers/load.js --peer "$PEER" --matches "${MATCHES[@]}" --duration "$DURATION" \
      --json "$OUT/peer-$PEER.json" 2>"$OUT/peer-$PEER.log" | tee "$OUT/report-peer-$PEER.txt"
    PEER_JSON+=("$OUT/peer-$PEER.json")
  done
fi

# 2. For each K (BENCH_WORKERS, default "1 2"): a real server with K worker processes on a fresh
#    database, stopped by its PID after the load.
WORKERS=(${BENCH_WORKERS:-1 2})
source bench/server.sh  # SERVER, PROFILER, stop_server (trapped on EXIT)

for K in "${WORKERS[@]}"; do
  DB=bench_server_k$K
  psql_admin -c "CREATE DATABASE $DB"
  WORKER_ARGS=()
  [ "$K" -le 1 ] || WORKER_ARGS=(--workers "$K")
  PORT=$("$PY" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  IGROTEKA_DATABASE_URL="$(db_url "$DB")" IGROTEKA_GAMES=pobeda IGROTEKA_PORT=$PORT \
    IGROTEKA_QUOTA_MATCHES=100000 IGROTEKA_QUOTA_SEATS=100000 IGROTEKA_WS_PER_CLIENT=100000 \
    ${BENCH_SERVER_CMD:-$PY -m igroteka.server.cli serve} --log-level warning "${WORKER_ARGS[@]}" >"$OUT/server-k$K.log" 2>&1 &
  SERVER=$!
  until curl -fsS "http://127.0.0.1:$PORT/health/live" >/dev/null 2>&1; do
    kill -0 "$SERVER" 2>/dev/null || { cat "$OUT/server-k$K.log"; exit 1; }
    [ $((SECONDS)) -lt 600 ] || { echo "server did not become live" >&2; exit 1; }
    sleep 0.2
  done
  sleep 1  # with K > 1, let every worker start before the load

  # Optional: BENCH_PYSPY=/path/to/py-spy samples the server for the whole load (collapsed stacks),
  # BENCH_PYSPY_RATE times a second (100).
  if [ -n "${BENCH_PYSPY:-}" ]; then
    "$BENCH_PYSPY" record --pid "$SERVER" --subprocesses --format raw --rate "${BENCH_PYSPY_RATE:-100}" --gil --nonblocking \
      -o "$OUT/server-profile-k$K.txt" >"$OUT/py-spy-k$K.log" 2>&1 &
    PROFILER=$!
  fi

  # 3. The load: each N for DURATION seconds of moves (set-up not included), then the report.
  "$PY" bench/load.py --url "http://127.0.0.1:$PORT" --matches "${MATCHES[@]}" --duration "$DURATION" \
    --server-pid "$SERVER" --postgres-pid "$POSTMASTER" --workers "$K" \
    --database-url "$(db_url "$DB")" --reference "raw=$RAW_TPS" "locked=$LOCKED_TPS" \
    --json "$OUT/results-k$K.json" 2>"$OUT/load-k$K.log" | tee "$OUT/report-k$K.txt"
  # 3a. The reference web client's requests around a move, on the same server (BENCH_WEB: its N
  #     values, default 10; 0 skips it): the page as it is, then as it was before issue 41.
  if [ "${BENCH_WEB:-10}" != 0 ]; then
    for CLIENT in socket rest; do
      "$PY" bench/webclient.py --url "http://127.0.0.1:$PORT" --matches ${BENCH_WEB:-10} --duration "$DURATION" \
        --client "$CLIENT" --server-pid "$SERVER" --json "$OUT/webclient-$CLIENT-k$K.json" \
        | tee "$OUT/report-webclient-$CLIENT-k$K.txt"
    done
  fi
  stop_server
done

# 3b. Ours ÷ the peers' (moves/s, opponent p99, server CPU a move), each N both ran, each K.
if [ ${#PEER_JSON[@]} -gt 0 ]; then
  "$PY" bench/peers.py --ours "$OUT"/results-k*.json --peer "${PEER_JSON[@]}" --json "$OUT/peers.json" \
    | tee "$OUT/report-peers.txt"
fi

# 4. The replay figure: views at any version of a 1,000-version match right after a restart
#    (bench/replay.py; BENCH_REPLAY=0 skips it).
if [ "${BENCH_REPLAY:-1}" != 0 ]; then
  psql_admin -c "CREATE DATABASE bench_replay"
  REPLAY_ARGS=()
  [ -z "${BENCH_SERVER_CMD:-}" ] || REPLAY_ARGS=(--server-cmd "$BENCH_SERVER_CMD")
  "$PY" bench/replay.py --database-url "$(db_url bench_replay)" --json "$OUT/replay.json" \
    --log "$OUT/server-replay.log" "${REPLAY_ARGS[@]}" | tee "$OUT/report-replay.txt"
fi
# 5. Idle spectator sockets: server RSS per open idle stream (bench/idle.py starts and stops its own
#    server on a fresh database). BENCH_IDLE_SOCKETS=0 skips it.
IDLE_SOCKETS=${BENCH_IDLE_SOCKETS:-10000}
if [ "$IDLE_SOCKETS" -gt 0 ]; then
  psql_admin -c "CREATE DATABASE bench_idle"
  "$PY" bench/idle.py --sockets "$IDLE_SOCKETS" --database-url "$(db_url bench_idle)" --json "$OUT/idle.json" \
    | tee "$OUT/report-idle.txt"
fi
# 6. Human pace: seats thinking 2-20 s, three spectators a match, at N = 1,000 then 10,000 (BENCH_HUMAN:
#    the values of N, 0 skips it), BENCH_HUMAN_DURATION seconds of moves each. Each N gets a fresh
#    database and bench/human.py starts and stops a fresh server on it, with BENCH_HUMAN_WORKERS worker
#    processes (default 3: 10,000 matches are 50,000 server sockets, and one process may hold 20,000),
#    then restarts it on that store and times the cold start (BENCH_HUMAN_COLD_TIMEOUT s at most, 900).
if [ "${BENCH_HUMAN:-1000 10000}" != 0 ]; then
  HUMAN_URLS=()
  for N in ${BENCH_HUMAN:-1000 10000}; do
    psql_admin -c "CREATE DATABASE bench_human_$N"
    HUMAN_URLS+=("$(db_url "bench_human_$N")")
  done
  "$PY" bench/human.py --matches ${BENCH_HUMAN:-1000 10000} --duration "${BENCH_HUMAN_DURATION:-120}" \
    --workers "${BENCH_HUMAN_WORKERS:-3}" --database-url "${HUMAN_URLS[@]}" --cold-start \
    --cold-timeout "${BENCH_HUMAN_COLD_TIMEOUT:-900}" --json "$OUT/human.json" 2>"$OUT/human.log" \
    | tee "$OUT/report-human.txt"
fi
# 7. The players' routes: "my games" and a leaderboard page over HTTP from a real server on stores
#    of PLAYERS players and MATCHES finished rated matches generated directly (BENCH_PLAYERS: the
#    PLAYERS:MATCHES sizes, 0 skips it), BENCH_PLAYERS_REQUESTS requests a route and size, and a
#    veteran of BENCH_PLAYERS_VETERAN finished matches whose "my games" is timed apart.
if [ "${BENCH_PLAYERS:-1000:10000 10000:100000}" != 0 ]; then
  PLAYER_URLS=()
  for SIZE in ${BENCH_PLAYERS:-1000:10000 10000:100000}; do
    DB=bench_players_${SIZE//:/_}
    psql_admin -c "CREATE DATABASE $DB"
    PLAYER_URLS+=("$(db_url "$DB")")
  done
  BENCH_OUT=$OUT "$PY" bench/players.py --sizes ${BENCH_PLAYERS:-1000:10000 10000:100000} --database-urls "${PLAYER_URLS[@]}" \
    --requests "${BENCH_PLAYERS_REQUESTS:-1000}" --veteran "${BENCH_PLAYERS_VETERAN:-1500}" --json "$OUT/players.json" 2>"$OUT/players.log" | tee "$OUT/report-players.txt"
fi
echo "results: $OUT (results-k*.json, report-k*.txt, peer-*.json, peers.json, webclient-*-k*.json, human.json, floor.json, replay.json, idle.json, players.json, pgbench-*.txt, server-*.log)"
