import 'reflect-metadata';
import { loadConfigOrExit } from './platform/config/app-config.js';
import { createWorkerApp } from './bootstrap.js';

/** The worker alone (production runs it and the API separately). */
await createWorkerApp(loadConfigOrExit());
