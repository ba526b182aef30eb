import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig, type Options } from './mikro-orm.config.js';

/**
 * Creates the database when missing and applies pending migrations, logging each one.
 * Called as one explicit step before the processes serve; the schema is never auto-synced.
 */
export async function migrateDatabase(databaseUrl: string, entities: Options['entities'], log: (line: string) => void = console.log): Promise<string[]> {
  const orm = await MikroORM.init(ormConfig(databaseUrl, entities));
  try {
    if (await orm.schema.ensureDatabase()) log(`Created database ${orm.config.get('dbName')}`);
    const pending = await orm.migrator.getPending();
    if (pending.length === 0) log('Database schema is up to date');
    for (const migration of pending) log(`Applying migration ${migration.name}`);
    const applied = await orm.migrator.up();
    if (applied.length > 0) log(`Applied ${applied.length} migration(s)`);
    return applied.map((m) => m.name);
  } finally {
    await orm.close(true);
  }
}
