# Sourced by .ci/run: starts a throwaway PostgreSQL cluster on 127.0.0.1 (a free port, a temp dir) so the
# server suite also runs against PostgreSQL. Exports DATABASE_URL_TEST for the suite and sets
# DGRID_CI_POSTGRES_STOP to the command that stops the cluster and deletes its files.
# Sourced, so it never exits the caller: on any failure it warns and leaves DATABASE_URL_TEST unset.

dgrid_start_postgres() {
  local bindir dir port as_pg=()
  bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
  if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
    echo "postgres.sh: no PostgreSQL server binaries found; the server suite runs on PGlite only" >&2
    return 0
  fi
  dir=$(mktemp -d /tmp/dgrid-pg.XXXXXX) || return 0
  # initdb refuses to run as root: run the cluster as the postgres user when we are root.
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres: "$dir"
    as_pg=(runuser -u postgres --)
  fi
  port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  if ! "${as_pg[@]}" "$bindir/initdb" -D "$dir/data" -A trust -U postgres --no-sync -E UTF8 >"$dir/initdb.log" 2>&1; then
    echo "postgres.sh: initdb failed (see $dir/initdb.log); the server suite runs on PGlite only" >&2
    return 0
  fi
  if ! "${as_pg[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null; then
    echo "postgres.sh: PostgreSQL did not start (see $dir/server.log); the server suite runs on PGlite only" >&2
    return 0
  fi
  export DATABASE_URL_TEST="postgres://postgres@127.0.0.1:$port/postgres"
  # shellcheck disable=SC2089
  DGRID_CI_POSTGRES_STOP="${as_pg[*]} '$bindir/pg_ctl' -D '$dir/data' -m fast stop >/dev/null 2>&1; rm -rf '$dir'"
  export DGRID_CI_POSTGRES_STOP
  echo "postgres.sh: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
}

dgrid_start_postgres
unset -f dgrid_start_postgres
