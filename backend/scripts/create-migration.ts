import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../src/platform/config/app-config.js';
import { entities } from '../src/entities.js';
import { ormConfig } from '../src/platform/database/mikro-orm.config.js';

/**
 * Writes a migration with the difference between the entities and the database named by
 * DATABASE_URL (bring that database up to date first: npm run migrate -w backend).
 * Usage: npm run migration:create -w backend
 */
const config = loadConfig();
const orm = await MikroORM.init(ormConfig(config.DATABASE_URL, entities));
await orm.schema.ensureDatabase();
const initial = (await orm.migrator.getExecuted()).length === 0 && (await orm.migrator.getPending()).length === 0;
const result = await orm.migrator.create(undefined, false, initial);
console.log(result.fileName ? `Created ${result.fileName}` : 'No schema changes');
await orm.close(true);
