#!/usr/bin/env bash
# Backs up Seaberth's PostgreSQL database with pg_dump in its custom format (compressed, restored
# with scripts/pg-restore.sh or pg_restore). docs/deployment.md explains when and how to use it;
# packages/server/test/pg-backup-restore.int.test.ts proves that a backup restores.
set -euo pipefail

usage() {
  cat <<'EOF'
Usage: scripts/pg-backup.sh [--url URL] [FILE | DIRECTORY]

Writes a pg_dump (--format=custom) of the Seaberth database.

  --url URL   the database to back up, postgres://user[:password]@host[:port]/database
              (default: $DATABASE_URL)
  FILE        where to write the backup
  DIRECTORY   write DIRECTORY/seaberth-YYYYMMDD-HHMMSS.dump
              (without an argument: in $PG_BACKUP_DIR, else in the current folder)

The dump is written to FILE.partial and renamed when pg_dump has finished and pg_restore can read
its table of contents, so a file with the final name is always a complete backup. The path of the
backup is printed on standard output.

pg_dump must be of the server's major version or newer (postgresql-client-15 for PostgreSQL 15).
A password can come with the URL, from PGPASSWORD or from ~/.pgpass.

Examples:
  DATABASE_URL=postgres://seaberth@db.internal/seaberth scripts/pg-backup.sh /var/backups/seaberth
  scripts/pg-backup.sh --url postgres://postgres@127.0.0.1/seaberth seaberth-before-upgrade.dump

Restore: scripts/pg-restore.sh FILE [TARGET_URL]
EOF
}

url="${DATABASE_URL:-}"
target=""
while [ $# -gt 0 ]; do
  case "$1" in
    -h | --help)
      usage
      exit 0
      ;;
    --url)
      [ $# -ge 2 ] || { echo "pg-backup: --url needs a value" >&2; exit 2; }
      url="$2"
      shift 2
      ;;
    --url=*)
      url="${1#--url=}"
      shift
      ;;
    -*)
      echo "pg-backup: unknown option $1" >&2
      usage >&2
      exit 2
      ;;
    *)
      [ -z "$target" ] || { echo "pg-backup: one FILE or DIRECTORY only" >&2; exit 2; }
      target="$1"
      shift
      ;;
  esac
done

if [ -z "$url" ]; then
  echo "pg-backup: no database: set DATABASE_URL or pass --url" >&2
  usage >&2
  exit 2
fi
for tool in pg_dump pg_restore; do
  command -v "$tool" >/dev/null || { echo "pg-backup: $tool is not installed (postgresql-client)" >&2; exit 2; }
done

target="${target:-${PG_BACKUP_DIR:-.}}"
if [ -d "$target" ]; then
  file="${target%/}/seaberth-$(date -u +%Y%m%d-%H%M%S).dump"
else
  file="$target"
  mkdir -p "$(dirname "$file")"
fi
partial="$file.partial"
trap 'rm -f "$partial"' EXIT

# The password never reaches the log.
shown="$(printf '%s' "$url" | sed -E 's#(://[^:/@]*):[^@]*@#\1:***@#')"
echo "pg-backup: dumping $shown to $file" >&2
pg_dump --format=custom --file="$partial" --dbname="$url"
# A dump that pg_restore cannot list is no backup.
pg_restore --list "$partial" >/dev/null
mv -f "$partial" "$file"
trap - EXIT
echo "pg-backup: done, $(wc -c <"$file" | tr -d ' ') bytes" >&2
printf '%s\n' "$file"
