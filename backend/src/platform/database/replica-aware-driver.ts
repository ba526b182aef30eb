import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { readingFromReplica } from './replica-reads.js';

/**
 * MikroORM's PostgreSQL driver with its read replicas (the `replicas` option) chosen per query
 * handler: while a @ReadsFromReplica() handler runs, every connection it asks for is a replica
 * one, whatever the call (em.find, a query builder, em.execute, getConnection().execute).
 * Everywhere else the primary, as without replicas: MikroORM's own default would send every
 * find outside a transaction to a replica (preferReadReplicas), including a person's own data
 * read back right after a write.
 *
 * A statement inside a transaction runs on the transaction's connection, so a replica
 * handler called inside a command's transaction still reads the primary. A write attempted
 * from a replica handler fails on the standby ("read-only transaction"): loud, not silent.
 */
export class ReplicaAwareDriver extends PostgreSqlDriver {
  override getConnection(type: 'read' | 'write' = 'write') {
    return super.getConnection(readingFromReplica() ? 'read' : type);
  }
}
