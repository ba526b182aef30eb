import 'reflect-metadata';
import { loadConfigOrExit } from './platform/config/app-config.js';
import { exitGracefullyOnSignals } from './platform/lifecycle/graceful-shutdown.js';
import { createApiApp } from './bootstrap.js';

/** The API alone (production runs it and the worker separately). */
const config = loadConfigOrExit();
const app = await createApiApp(config);
await app.listen(config.PORT);
exitGracefullyOnSignals({ api: app }, config);
