import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { fileURLToPath } from 'node:url';
import { ReplicaAwareDriver } from './replica-aware-driver.js';

export type { Options };

const migrationsDir = fileURLToPath(new URL('../../migrations', import.meta.url));

/** MikroORM's `replicas` option for DATABASE_REPLICA_URL: none when it is empty. */
export function replicaOptions(replicaUrl: string): Partial<Options> {
  return { replicas: replicaUrl ? [{ name: 'replica', clientUrl: replicaUrl }] : [] };
}

/**
 * One ORM configuration for the API, the worker, migrations and tests. The entity list comes
 * from the composition root (src/entities.ts): platform does not know the modules.
 */
export function ormConfig(databaseUrl: string, entities: Options['entities'], overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl: databaseUrl,
    driver: ReplicaAwareDriver,
    entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: {
      path: migrationsDir,
      pathTs: migrationsDir,
      glob: '!(*.d).{js,ts}',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    // Entities are plain data; an unknown column in a query is a bug we want to hear about.
    forceUndefined: false,
    // Stored functions are written in migrations with what the ORM's routine declarations
    // cannot say (per-function settings such as enable_seqscan, ADR 0026): the schema diff
    // leaves them alone instead of dropping them.
    schemaGenerator: { ignoreRoutines: true },
    debug: false,
    // Per process and per database (the replica has its own pool of the same size): see the
    // README's pool sizes and docs/operations.md, "Database: replica and pooler".
    pool: { min: 0, max: 10 },
    // Replicas serve only the handlers declared @ReadsFromReplica() (ReplicaAwareDriver).
    preferReadReplicas: false,
    ...overrides,
  });
}
