# The server a bench script started (SERVER, its PID) and the profiler attached to it (PROFILER),
# stopped by their PIDs: sourced by bench/run.sh and bench/trees.sh from the repository's root.
SERVER=
PROFILER=
stop_server() {
  if [ -n "$PROFILER" ] && kill -0 "$PROFILER" 2>/dev/null; then kill -INT "$PROFILER"; wait "$PROFILER" || true; fi
  PROFILER=
  if [ -n "$SERVER" ] && kill -0 "$SERVER" 2>/dev/null; then
    kill "$SERVER"
    for _ in $(seq 50); do kill -0 "$SERVER" 2>/dev/null || break; sleep 0.2; done
    kill -9 "$SERVER" 2>/dev/null || true
  fi
  [ -z "$SERVER" ] || wait "$SERVER" 2>/dev/null || true
  SERVER=
}
trap stop_server EXIT
