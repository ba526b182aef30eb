import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfigOrExit } from './platform/config/app-config.js';
import { createApiApp, createWorkerApp } from './bootstrap.js';
import { entities } from './entities.js';
import { migrateDatabase } from './platform/database/migrate.js';
import { exitGracefullyOnSignals } from './platform/lifecycle/graceful-shutdown.js';

/**
 * Single-machine start: apply migrations (one logged step), then run the API and the
 * worker in this process, serving the built frontend on the same port.
 */
const config = loadConfigOrExit();
const builtFrontend = fileURLToPath(new URL('../../frontend/dist', import.meta.url));
// In dev mode (npm run dev) Vite serves the frontend; the API serves it once it is built.
if (!config.FRONTEND_DIST && existsSync(`${builtFrontend}/index.html`)) config.FRONTEND_DIST = builtFrontend;
await migrateDatabase(config.DATABASE_URL, entities, (line) => console.log(`[migrate] ${line}`));
const worker = await createWorkerApp(config);
const api = await createApiApp(config);
await api.listen(config.PORT);
exitGracefullyOnSignals({ api, worker }, config);
console.log(`Crew Reviews is running at ${config.APP_URL} (API docs at ${config.APP_URL}/api/docs)`);
