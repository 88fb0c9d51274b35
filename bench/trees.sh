#!/usr/bin/env bash
# Servers built from several source trees (commits checked out with `git worktree add --detach`,
# each with its own .venv) under one and the same load driver, taking turns run after run: round 1
# runs the trees in the order given, round 2 in the reverse order, and so on (A B C, C B A, A B C …),
# so that each tree's runs sit beside the others' and share the machine's changes of speed. Each
# turn is one K: a fresh database of one durable PostgreSQL, the tree's server with K worker
# processes, and the load at each N one after the other, as bench/run.sh's step 2 runs them.
# bench/trees.py then prints every run and the ratios of each tree to the first from the same rounds.
#
#   bench/trees.sh before=/work/wt/hb-before after=/work/wt/hb-after now=/work/wt/hb-now
#   BENCH_ROUNDS=4 BENCH_WORKERS="1 2" BENCH_MATCHES="10 100" BENCH_DURATION=20 BENCH_OUT=var/trees bench/trees.sh …
#
# The load is BENCH_LOAD (default: this tree's bench/load.py) run by BENCH_LOAD_PYTHON (default:
# this tree's .venv/bin/python), whichever tree a server comes from. A tree's server is its
# .venv/bin/igroteka serve, started in the tree's folder, listening on BENCH_HOST (127.0.0.47: off
# 127.0.0.1, where the suite's servers are). BENCH_PYSPY=/path/to/py-spy records each server's
# samples (--gil, raw collapsed stacks) into the results folder. BENCH_THREADS=1 serves each tree
# through this tree's bench/threads.py (its threads named, so each result splits the server's CPU a
# move by thread); BENCH_PROFILE=1 with it also profiles each server's event loop (loop-TAG.prof).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${IGROTEKA_TEST_DATABASE_URL:-}" ]; then
  IGROTEKA_PG_FSYNC=on exec tests/support/with-postgres.sh "$0" "$@"  # durable: what a deployment runs
fi

[ $# -ge 1 ] || { sed -n '2,17p' "$0"; exit 2; }
HERE=$(pwd)
PY=${PYTHON:-.venv/bin/python}
LOAD=${BENCH_LOAD:-bench/load.py}
LOAD_PY=${BENCH_LOAD_PYTHON:-$PY}
HOST=${BENCH_HOST:-127.0.0.47}
ROUNDS=${BENCH_ROUNDS:-4}
WORKERS=(${BENCH_WORKERS:-1 2})
MATCHES=(${BENCH_MATCHES:-10 100})
DURATION=${BENCH_DURATION:-20}
OUT=${BENCH_OUT:-$(mktemp -d /tmp/igroteka-trees.XXXXXX)}
mkdir -p "$OUT"
ADMIN_URL=$IGROTEKA_TEST_DATABASE_URL
psql_admin() { "$IGROTEKA_TEST_PG_BIN/psql" -X -q -v ON_ERROR_STOP=1 "$ADMIN_URL" "$@"; }
POSTMASTER=$(head -n 1 "$(psql_admin -At -c "SHOW data_directory")/postmaster.pid")
. bench/pg-url.sh  # db_url: a database through the Unix socket (BENCH_PG_TCP=1: TCP)

NAMES=()
TREES=()
for arg in "$@"; do
  NAMES+=("${arg%%=*}")
  TREES+=("$(cd "${arg#*=}" && pwd)")
  [ -x "${TREES[-1]}/.venv/bin/igroteka" ] || { echo "${arg#*=}: no .venv/bin/igroteka" >&2; exit 2; }
done

source bench/server.sh  # SERVER, PROFILER, stop_server (trapped on EXIT)

free_port() { "$PY" -c 'import socket, sys; s=socket.socket(); s.bind((sys.argv[1], 0)); print(s.getsockname()[1])' "$HOST"; }

# One turn: tree $1 (its index) with K = $2 in round $3.
turn() {
  local i=$1 k=$2 round=$3 name=${NAMES[$1]} tree=${TREES[$1]}
  local tag="r$round-$name-k$k" db="trees_r${round}_${i}_k$k" port
  psql_admin -c "CREATE DATABASE $db"
  port=$(free_port)
  local args=(--host "$HOST" --port "$port" --log-level warning)
  [ "$k" -le 1 ] || args+=(--workers "$k")
  local serve=(.venv/bin/igroteka serve)
  [ -z "${BENCH_THREADS:-}" ] || serve=(.venv/bin/python "$HERE/bench/threads.py" -- serve)
  (cd "$tree" && IGROTEKA_DATABASE_URL="$(db_url "$db")" IGROTEKA_GAMES=pobeda \
    IGROTEKA_QUOTA_MATCHES=100000 IGROTEKA_QUOTA_SEATS=100000 IGROTEKA_WS_PER_CLIENT=100000 \
    IGROTEKA_PROFILE="${BENCH_PROFILE:+$OUT/loop-$tag.prof}" \
    exec "${serve[@]}" "${args[@]}") >"$OUT/server-$tag.log" 2>&1 &
  SERVER=$!
  for _ in $(seq 600); do
    curl -fsS "http://$HOST:$port/health/live" >/dev/null 2>&1 && break
    kill -0 "$SERVER" 2>/dev/null || { cat "$OUT/server-$tag.log"; exit 1; }
    sleep 0.2
  done
  sleep 1  # with K > 1, let every worker start before the load
  if [ -n "${BENCH_PYSPY:-}" ]; then
    "$BENCH_PYSPY" record --pid "$SERVER" --subprocesses --format raw --rate "${BENCH_PYSPY_RATE:-100}" --gil \
      --nonblocking -o "$OUT/profile-$tag.txt" >"$OUT/py-spy-$tag.log" 2>&1 &
    PROFILER=$!
  fi
  echo "$(date -u +%H:%M:%S) $tag: load average $(cut -d' ' -f1-3 /proc/loadavg)"
  "$LOAD_PY" "$LOAD" --url "http://$HOST:$port" --matches "${MATCHES[@]}" --duration "$DURATION" \
    --server-pid "$SERVER" --postgres-pid "$POSTMASTER" --workers "$k" --database-url "$(db_url "$db")" \
    --json "$OUT/results-$tag.json" >"$OUT/report-$tag.txt" 2>"$OUT/load-$tag.log"
  stop_server
  psql_admin -c "DROP DATABASE $db"
}

for round in $(seq "$ROUNDS"); do
  ORDER=($(seq 0 $((${#TREES[@]} - 1))))
  [ $((round % 2)) = 1 ] || ORDER=($(printf '%s\n' "${ORDER[@]}" | tac))
  for k in "${WORKERS[@]}"; do
    for i in "${ORDER[@]}"; do turn "$i" "$k" "$round"; done
  done
done
"$PY" bench/trees.py "$OUT" --trees "${NAMES[@]}" | tee "$OUT/report.txt"
echo "results: $OUT"
