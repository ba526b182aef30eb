import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { fileURLToPath } from 'node:url';

export type { Options };

const migrationsDir = fileURLToPath(new URL('../../migrations', import.meta.url));

/**
 * One ORM configuration for the API, the worker, migrations and tests. The entity list comes
 * from the composition root (src/entities.ts): platform does not know the modules.
 */
export function ormConfig(databaseUrl: string, entities: Options['entities'], overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl: databaseUrl,
    driver: PostgreSqlDriver,
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
    pool: { min: 0, max: 10 },
    ...overrides,
  });
}
