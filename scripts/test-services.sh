#!/usr/bin/env bash
# Starts throwaway PostgreSQL and ClickHouse servers on loopback under one temporary folder, for the
# store contract tests. Prints the environment to export: TEST_DATABASE_URL and TEST_CLICKHOUSE_URL.
# Usage: eval "$(scripts/test-services.sh start)"; scripts/test-services.sh stop
set -euo pipefail
root=${PRISM_SERVICES_DIR:-/tmp/prism-test-services}
pg_port=${PRISM_TEST_PG_PORT:-54329}
ch_http=${PRISM_TEST_CH_PORT:-18123}
ch_tcp=$((ch_http + 1))
pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)

as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

start_pg() {
  mkdir -p "$root/pg"
  [ "$(id -u)" = 0 ] && chown -R postgres:postgres "$root/pg"
  if [ ! -f "$root/pg/data/PG_VERSION" ]; then
    as_postgres "$pg_bin/initdb" -D "$root/pg/data" -U postgres -A trust --no-sync >"$root/pg/initdb.log" 2>&1
  fi
  as_postgres "$pg_bin/pg_ctl" -D "$root/pg/data" -l "$root/pg/server.log" -w \
    -o "-p $pg_port -k $root/pg -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off" start >/dev/null
  as_postgres "$pg_bin/psql" -h 127.0.0.1 -p "$pg_port" -U postgres -tAc \
    "SELECT 1 FROM pg_database WHERE datname='prism_test'" | grep -q 1 ||
    as_postgres "$pg_bin/createdb" -h 127.0.0.1 -p "$pg_port" -U postgres prism_test
}

start_ch() {
  local dir="$root/ch"
  mkdir -p "$dir/data" "$dir/tmp" "$dir/log" "$dir/user_files"
  cat >"$dir/config.xml" <<XML
<yandex>
  <logger><level>warning</level><log>$dir/log/server.log</log><errorlog>$dir/log/error.log</errorlog></logger>
  <http_port>$ch_http</http_port>
  <tcp_port>$ch_tcp</tcp_port>
  <listen_host>127.0.0.1</listen_host>
  <path>$dir/data/</path>
  <tmp_path>$dir/tmp/</tmp_path>
  <user_files_path>$dir/user_files/</user_files_path>
  <users_config>$dir/users.xml</users_config>
  <default_profile>default</default_profile>
  <default_database>default</default_database>
  <mark_cache_size>268435456</mark_cache_size>
  <max_concurrent_queries>100</max_concurrent_queries>
</yandex>
XML
  cat >"$dir/users.xml" <<XML
<yandex>
  <profiles><default><max_memory_usage>4000000000</max_memory_usage></default></profiles>
  <users><default><password></password><networks><ip>127.0.0.1</ip><ip>::1</ip></networks>
    <profile>default</profile><quota>default</quota></default></users>
  <quotas><default><interval><duration>3600</duration><queries>0</queries><errors>0</errors>
    <result_rows>0</result_rows><read_rows>0</read_rows><execution_time>0</execution_time></interval></default></quotas>
</yandex>
XML
  clickhouse-server --config-file="$dir/config.xml" --daemon --pid-file="$dir/server.pid" >/dev/null 2>&1 ||
    clickhouse-server --config-file="$dir/config.xml" >"$dir/log/stdout.log" 2>&1 &
  for _ in $(seq 1 60); do
    curl -sf "http://127.0.0.1:$ch_http/ping" >/dev/null 2>&1 && return 0
    sleep 0.5
  done
  echo "ClickHouse did not start; see $dir/log" >&2
  return 1
}

case "${1:-start}" in
  start)
    start_pg >&2
    start_ch >&2
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$pg_port/prism_test"
    echo "export TEST_CLICKHOUSE_URL=http://127.0.0.1:$ch_http"
    ;;
  stop)
    as_postgres "$pg_bin/pg_ctl" -D "$root/pg/data" -m fast stop >/dev/null 2>&1 || true
    [ -f "$root/ch/server.pid" ] && kill "$(cat "$root/ch/server.pid")" 2>/dev/null || pkill -f "$root/ch/config.xml" || true
    ;;
esac
