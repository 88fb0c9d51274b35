#!/usr/bin/env bash
# The deploy/ topology on one machine without containers: PostgreSQL, N app instances on loopback
# and nginx in front of them, proxying HTTP and WebSockets.
#
#   deploy/local-cluster.sh start [--instances N] [--database-url URL] [--state FILE]
#   deploy/local-cluster.sh status [--state FILE]
#   deploy/local-cluster.sh stop [--state FILE]
#
# Without --database-url (or IGROTEKA_DATABASE_URL), a private PostgreSQL is started from Debian's
# `postgresql` package (installed if missing) as the postgres user, with its data in a temporary
# folder, like tests/support/with-postgres.sh. nginx (Debian's `nginx`, installed if missing) runs
# in the foreground of a background job, so every process has a PID of ours. `start` writes the
# state file (shell assignments: LB_URL, INSTANCE_URLS, APP_PIDS, NGINX_PID, PG_DIR, ...) and
# prints it; `stop` stops every process by the PID recorded there, and nothing else.
#
# Each instance is `$PYTHON -m igroteka.server.cli serve` in the background, unless
# IGROTEKA_CLUSTER_SPAWN names a command that starts one: run as `$IGROTEKA_CLUSTER_SPAWN LOG ARG...`
# with the instance's settings in its environment, it starts `igroteka serve ARG...` writing to LOG
# and prints the instance's PID (the tests fork their instances from an already imported server:
# tests/support/zygote.py).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PYTHON=${PYTHON:-$ROOT/.venv/bin/python}
[ -x "$PYTHON" ] || PYTHON=python3
STATE=${IGROTEKA_CLUSTER_STATE:-$ROOT/var/cluster/state.env}
INSTANCES=2
# nginx's cap on one client address's connections (deploy/nginx.conf: 64); load tests, all from
# one address, raise it
LB_CONNECTIONS_PER_CLIENT=${IGROTEKA_LB_CONNECTIONS_PER_CLIENT:-64}
DATABASE_URL=${IGROTEKA_DATABASE_URL:-}
read -r -a SPAWN <<<"${IGROTEKA_CLUSTER_SPAWN:-}"

die() { echo "local-cluster: $*" >&2; exit 1; }
say() { echo "local-cluster: $*" >&2; }

free_port() { "$PYTHON" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

answers_200() { # URL (http://HOST:PORT/PATH): whether a GET of it answers 200, asked by bash itself
  local rest=${1#http://}
  local address=${rest%%/*} path=/${rest#*/}
  ( # a subshell: a refused connection ends it, not the script
    exec 3<>"/dev/tcp/${address%:*}/${address##*:}" || exit 1
    printf 'GET %s HTTP/1.0\r\nHost: %s\r\n\r\n' "$path" "$address" >&3
    IFS=' ' read -r -t 2 _ code _ <&3 && [ "${code%$'\r'}" = 200 ]
  ) 2>/dev/null
}

wait_http() { # URL SECONDS [PID]: until the URL answers 200, or fail
  local url=$1 deadline=$((SECONDS + $2)) pid=${3:-}
  until answers_200 "$url"; do
    [ -z "$pid" ] || kill -0 "$pid" 2>/dev/null || die "process $pid behind $url exited"
    [ "$SECONDS" -lt "$deadline" ] || die "$url did not answer in $2 s"
    sleep 0.1
  done
}

as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

install_package() { # COMMAND PACKAGE
  command -v "$1" >/dev/null 2>&1 && return
  [ "$(id -u)" = 0 ] || die "$1 is missing: apt-get install $2"
  say "installing Debian's $2 package"
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq "$2" >/dev/null
}

start_postgres() { # sets PG_DIR PG_BIN DATABASE_URL
  if [ -z "$(pg_bin)" ] || [ ! -x "$(pg_bin)/initdb" ]; then
    [ "$(id -u)" = 0 ] || die "PostgreSQL is missing: apt-get install postgresql"
    say "installing Debian's postgresql package"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  fi
  PG_BIN=$(pg_bin)
  PG_DIR=$(mktemp -d /tmp/igroteka-cluster-pg.XXXXXX)
  chmod 755 "$PG_DIR"
  [ "$(id -u)" != 0 ] || chown postgres "$PG_DIR"
  local port
  port=$(free_port)
  as_postgres "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres -A trust -E UTF8 >/dev/null
  as_postgres "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
    -o "-h 127.0.0.1 -p $port -k $PG_DIR -c max_connections=200" start >/dev/null
  as_postgres "$PG_BIN/createdb" -h 127.0.0.1 -p "$port" -U postgres igroteka
  DATABASE_URL="postgresql://postgres@127.0.0.1:$port/igroteka"
}

write_nginx_conf() { # DIR LB_PORT PORTS...: the proxy settings of deploy/nginx.conf, on loopback
  local dir=$1 lb_port=$2 port
  shift 2
  {
    cat <<EOF
worker_processes 2;
error_log $dir/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path $dir/tmp/client_body;
  proxy_temp_path $dir/tmp/proxy;
  fastcgi_temp_path $dir/tmp/fastcgi;
  uwsgi_temp_path $dir/tmp/uwsgi;
  scgi_temp_path $dir/tmp/scgi;
  map \$http_upgrade \$connection_upgrade { default upgrade; "" ""; }
  limit_conn_zone \$binary_remote_addr zone=per_client:10m;
  limit_conn_status 429;
  upstream igroteka {
EOF
    for port in "$@"; do echo "    server 127.0.0.1:$port max_fails=1 fail_timeout=2s;"; done
    cat <<EOF
    keepalive 32;
  }
  server {
    listen 127.0.0.1:$lb_port;
    client_max_body_size 1m;
    client_header_timeout 10s;
    client_body_timeout 10s;
    limit_conn per_client $LB_CONNECTIONS_PER_CLIENT;
    location / {
      proxy_pass http://igroteka;
      proxy_http_version 1.1;
      proxy_set_header Host \$host;
      proxy_set_header X-Real-IP \$remote_addr;
      proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
      proxy_set_header Upgrade \$http_upgrade;
      proxy_set_header Connection \$connection_upgrade;
      proxy_connect_timeout 2s;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
    }
  }
}
EOF
  } >"$dir/nginx.conf"
}

record() { printf '%s=%q\n' "$1" "$2" >>"$STATE"; } # KEY VALUE: a line of the state file (later lines win)

start() {
  [ ! -e "$STATE" ] || die "$STATE exists: stop that cluster first (or pass another --state)"
  install_package nginx nginx
  mkdir -p "$(dirname "$STATE")"
  RUN_DIR=$(mktemp -d /tmp/igroteka-cluster.XXXXXX)
  chmod 755 "$RUN_DIR"
  PG_DIR="" PG_BIN=""
  [ -n "$DATABASE_URL" ] || start_postgres
  # Written as we go, so `stop` can clean up after a start that failed half way.
  : >"$STATE"
  record RUN_DIR "$RUN_DIR"
  record PG_DIR "$PG_DIR"
  record PG_BIN "$PG_BIN"
  record DATABASE_URL "$DATABASE_URL"
  trap 'say "start failed; stopping what it started"; stop' EXIT

  local pids=() ports=() urls=() n port settings log pid
  for ((n = 0; n < INSTANCES; n++)); do
    port=$(free_port)
    # nginx names the client (X-Real-IP) and bounds its connections, as deploy/compose.yaml has it
    settings=(IGROTEKA_DATABASE_URL="$DATABASE_URL" IGROTEKA_HOST=127.0.0.1 IGROTEKA_PORT="$port"
      IGROTEKA_CLIENT_HEADER="${IGROTEKA_CLIENT_HEADER:-X-Real-IP}"
      IGROTEKA_CONNECTIONS_PER_CLIENT="${IGROTEKA_CONNECTIONS_PER_CLIENT:-0}")
    log=$RUN_DIR/app-$port.log
    if [ ${#SPAWN[@]} -gt 0 ]; then
      pid=$(env "${settings[@]}" "${SPAWN[@]}" "$log" serve --log-level warning </dev/null)
    else
      env "${settings[@]}" "$PYTHON" -m igroteka.server.cli serve --log-level warning >"$log" 2>&1 </dev/null &
      pid=$!
    fi
    pids+=("$pid") ports+=("$port") urls+=("http://127.0.0.1:$port")
    record APP_PIDS "${pids[*]}"
    # The first instance creates the tables; the others start once it is up.
    [ "$n" -gt 0 ] || wait_http "http://127.0.0.1:$port/health/live" 60 "${pids[0]}"
  done
  for ((n = 0; n < INSTANCES; n++)); do wait_http "${urls[n]}/health/ready" 60 "${pids[n]}"; done

  local lb_port
  lb_port=$(free_port)
  mkdir -p "$RUN_DIR/nginx/tmp"
  chmod 1777 "$RUN_DIR/nginx/tmp"
  write_nginx_conf "$RUN_DIR/nginx" "$lb_port" "${ports[@]}"
  nginx -p "$RUN_DIR/nginx" -c "$RUN_DIR/nginx/nginx.conf" -e "$RUN_DIR/nginx/error.log" \
    -g "daemon off; pid $RUN_DIR/nginx/nginx.pid;" </dev/null >"$RUN_DIR/nginx/stdout.log" 2>&1 &
  local nginx_pid=$!
  record NGINX_PID "$nginx_pid"
  wait_http "http://127.0.0.1:$lb_port/health/ready" 30 "$nginx_pid"
  record LB_URL "http://127.0.0.1:$lb_port"
  record INSTANCE_URLS "${urls[*]}"
  trap - EXIT
  cat "$STATE"
}

stop_pids() { # PIDS...: TERM to all, then KILL whatever still runs after 10 s
  local pid n alive
  for pid in "$@"; do kill -TERM "$pid" 2>/dev/null || true; done
  for ((n = 0; n < 100; n++)); do
    alive=""
    for pid in "$@"; do ! kill -0 "$pid" 2>/dev/null || alive="$alive $pid"; done
    [ -n "$alive" ] || return 0
    sleep 0.1
  done
  for pid in $alive; do kill -KILL "$pid" 2>/dev/null || true; done
}

stop() {
  [ -e "$STATE" ] || die "no cluster state at $STATE"
  local NGINX_PID="" APP_PIDS="" PG_DIR="" PG_BIN="" RUN_DIR=""
  # shellcheck disable=SC1090
  . "$STATE"
  # shellcheck disable=SC2086
  stop_pids $NGINX_PID $APP_PIDS
  if [ -n "$PG_DIR" ]; then
    as_postgres "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$PG_DIR"
  fi
  [ -z "$RUN_DIR" ] || rm -rf "$RUN_DIR"
  rm -f "$STATE"
  say "stopped"
}

status() {
  [ -e "$STATE" ] || die "no cluster state at $STATE"
  local NGINX_PID="" APP_PIDS="" pid
  # shellcheck disable=SC1090
  . "$STATE"
  for pid in $NGINX_PID $APP_PIDS; do
    if kill -0 "$pid" 2>/dev/null; then echo "$pid running"; else echo "$pid gone"; fi
  done
}

command=${1:-}
[ -n "$command" ] || die "usage: $0 start|stop|status [--instances N] [--database-url URL] [--state FILE]"
shift
while [ $# -gt 0 ]; do
  case $1 in
    --instances) INSTANCES=$2; shift 2 ;;
    --database-url) DATABASE_URL=$2; shift 2 ;;
    --state) STATE=$2; shift 2 ;;
    *) die "unknown argument $1" ;;
  esac
done
cd "$ROOT"
case $command in
  start) start ;;
  stop) stop ;;
  status) status ;;
  *) die "unknown command $command" ;;
esac
