#!/usr/bin/env bash
# Restores a backup made by scripts/pg-backup.sh (a pg_dump in custom format) into a PostgreSQL
# database, creating the database when it does not exist. docs/deployment.md explains when and how;
# packages/server/test/pg-backup-restore.int.test.ts proves the round trip.
set -euo pipefail

usage() {
  cat <<'EOF'
Usage: scripts/pg-restore.sh [--force] FILE [TARGET_URL] [-- PG_RESTORE_OPTIONS...]

Restores FILE (made by scripts/pg-backup.sh or pg_dump --format=custom) into TARGET_URL,
postgres://user[:password]@host[:port]/database (default: $DATABASE_URL).

  - A missing target database is created (through the server's "postgres" database, or
    $PG_MAINTENANCE_DB); the connecting user needs the CREATEDB privilege for that.
  - A target that already holds tables is only overwritten with --force: pg_restore then runs
    with --clean --if-exists and replaces every table, sequence and function of the backup.
  - The restore runs in one transaction: it succeeds whole or leaves the target as it was.
  - --no-owner: the restored objects belong to the user of TARGET_URL, whoever owned them before.

Stop the app processes that use the target (or restore into a new database and point
DATABASE_URL at it) before restoring over a database in use, and start them again afterwards:
they cache settings and sessions.

Options after -- go to pg_restore as they are (e.g. -- --no-privileges).

Examples:
  scripts/pg-restore.sh /var/backups/seaberth/seaberth-20270301-020000.dump \
    postgres://postgres@127.0.0.1/seaberth_restored
  DATABASE_URL=postgres://seaberth@db.internal/seaberth scripts/pg-restore.sh --force last.dump
EOF
}

force=0
file=""
url="${DATABASE_URL:-}"
url_given=0
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    -h | --help)
      usage
      exit 0
      ;;
    --force)
      force=1
      shift
      ;;
    --)
      shift
      extra=("$@")
      break
      ;;
    -*)
      echo "pg-restore: unknown option $1" >&2
      usage >&2
      exit 2
      ;;
    *)
      if [ -z "$file" ]; then
        file="$1"
      elif [ "$url_given" = 0 ]; then
        url="$1"
        url_given=1
      else
        echo "pg-restore: too many arguments" >&2
        exit 2
      fi
      shift
      ;;
  esac
done

[ -n "$file" ] || { usage >&2; exit 2; }
[ -r "$file" ] || { echo "pg-restore: cannot read $file" >&2; exit 2; }
[ -n "$url" ] || { echo "pg-restore: no target: pass TARGET_URL or set DATABASE_URL" >&2; exit 2; }
for tool in pg_restore psql; do
  command -v "$tool" >/dev/null || { echo "pg-restore: $tool is not installed (postgresql-client)" >&2; exit 2; }
done
case "$url" in
  postgres://* | postgresql://*) ;;
  *)
    echo "pg-restore: TARGET_URL must be a postgres:// URL" >&2
    exit 2
    ;;
esac

# postgres://user:pw@host:5432/name?sslmode=require → name, and the same server's maintenance db.
base="${url%%\?*}"
query="${url#"$base"}"
rest="${base#*://}"
if [ "$rest" = "${rest#*/}" ] || [ -z "${rest##*/}" ]; then
  echo "pg-restore: TARGET_URL must name a database (…/database)" >&2
  exit 2
fi
encoded="${rest##*/}"
name="$(printf '%b' "${encoded//%/\\x}")"
maintenance="${base%/*}/${PG_MAINTENANCE_DB:-postgres}${query}"
shown="$(printf '%s' "$url" | sed -E 's#(://[^:/@]*):[^@]*@#\1:***@#')"

# The backup must be readable before anything is created or replaced.
pg_restore --list "$file" >/dev/null

# psql variables quote the name (:'name' as a literal, :"name" as an identifier); they work on
# standard input, not with -c.
psql_in() { psql --no-psqlrc --quiet --tuples-only --no-align -v ON_ERROR_STOP=1 -v name="$name" "$@"; }
exists="$(psql_in --dbname="$maintenance" <<<"SELECT 1 FROM pg_database WHERE datname = :'name'")"
if [ "$exists" != "1" ]; then
  echo "pg-restore: creating database $name" >&2
  psql_in --dbname="$maintenance" <<<'CREATE DATABASE :"name"'
else
  tables="$(psql_in --dbname="$url" <<<"SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')")"
  if [ "$tables" != "0" ] && [ "$force" = 0 ]; then
    echo "pg-restore: $shown already has $tables tables; pass --force to replace them with the backup" >&2
    exit 3
  fi
fi

echo "pg-restore: restoring $file into $shown" >&2
pg_restore --clean --if-exists --no-owner --single-transaction --exit-on-error \
  ${extra[@]+"${extra[@]}"} --dbname="$url" "$file"
echo "pg-restore: done" >&2
