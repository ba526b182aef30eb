#!/bin/sh
# The hot standby: on first start, copies the primary with pg_basebackup (which also writes
# standby.signal and primary_conninfo, -R) and takes a replication slot so the primary keeps
# the WAL it has not received yet; then runs PostgreSQL as a read-only streaming replica.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -h "$PRIMARY_HOST" -U postgres; do sleep 1; done
  PGPASSWORD="$REPLICATION_PASSWORD" pg_basebackup -h "$PRIMARY_HOST" -U replicator -D "$PGDATA" -R -X stream -C -S cluster_replica
  chmod 700 "$PGDATA"
fi
exec postgres -c hot_standby=on
