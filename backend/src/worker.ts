import 'reflect-metadata';
import { loadConfigOrExit } from './platform/config/app-config.js';
import { exitGracefullyOnSignals } from './platform/lifecycle/graceful-shutdown.js';
import { createWorkerApp } from './bootstrap.js';

/** The worker alone (production runs it and the API separately). */
const config = loadConfigOrExit();
const worker = await createWorkerApp(config);
exitGracefullyOnSignals({ worker }, config);
