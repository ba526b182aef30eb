import 'reflect-metadata';
import { loadConfigOrExit } from './platform/config/app-config.js';
import { entities } from './entities.js';
import { migrateDatabase } from './platform/database/migrate.js';

/** Applies pending migrations and exits: the explicit step before any process serves. */
const config = loadConfigOrExit();
await migrateDatabase(config.DATABASE_URL, entities, (line) => console.log(`[migrate] ${line}`));
