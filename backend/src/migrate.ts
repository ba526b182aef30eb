import 'reflect-metadata';
import { loadConfigOrExit } from './platform/config/app-config.js';
import { migrateDatabase } from './platform/database/migrate.js';

/** Applies pending migrations and exits: the explicit step before any process serves. */
const config = loadConfigOrExit();
await migrateDatabase(config.DATABASE_URL, (line) => console.log(`[migrate] ${line}`));
