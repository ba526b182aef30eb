/*
 * Which query handlers read from the streaming replica (DATABASE_REPLICA_URL), decided once
 * per handler where the handler is declared. Only reads whose answer may be a few seconds
 * old belong here (search, public profiles, admin statistics): a person reading back what
 * they just wrote must read the primary, or their change would seem to disappear.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** Where @QueryHandler(Query) records its query (not exported by @nestjs/cqrs's entry point). */
const QUERY_HANDLER_METADATA = '__queryHandler__';

const replicaScope = new AsyncLocalStorage<true>();
const replicaHandlers = new Set<Function>();

/** True while a replica-reading handler runs (in its async continuation). */
export const readingFromReplica = () => replicaScope.getStore() === true;

/**
 * Class decorator for a @nestjs/cqrs query handler: every statement its `execute` sends
 * outside a transaction it was given goes to the replica (to the primary when none is set).
 * Queries it asks of other handlers through the QueryBus are part of the same answer, so they
 * read the replica too: one answer never mixes two points in time.
 */
export function ReadsFromReplica(): ClassDecorator {
  return (target) => {
    const handler = target as unknown as { prototype: { execute: (...args: unknown[]) => unknown } };
    const execute = handler.prototype.execute;
    handler.prototype.execute = function (this: unknown, ...args: unknown[]) {
      return replicaScope.run(true, () => execute.apply(this, args));
    };
    replicaHandlers.add(target);
  };
}

/** The names of the queries whose handlers read from the replica (for the architecture doc's list). */
export function replicaReadQueries(): string[] {
  return [...replicaHandlers].map((handler) => {
    const query = Reflect.getMetadata(QUERY_HANDLER_METADATA, handler) as { name: string } | undefined;
    return query?.name ?? handler.name;
  });
}
