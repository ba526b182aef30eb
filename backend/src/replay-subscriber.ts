import 'reflect-metadata';
import { loadConfigOrExit } from './platform/config/app-config.js';
import { createWorkerApp } from './bootstrap.js';
import { Subscribers } from './platform/events/subscribers.js';

/**
 * Rebuilds one subscriber's read tables from the integration event log:
 * `node dist/replay-subscriber.js <name>` (npm run events:replay -w backend -- <name>).
 * Safe while the app runs: deliveries to that subscriber wait until the replay commits.
 */
const config = loadConfigOrExit();
const name = process.argv[2];
const app = await createWorkerApp(config);
try {
  const subscribers = app.get(Subscribers);
  if (!name) {
    console.log(`Usage: replay-subscriber <name>; subscribers: ${subscribers.names().join(', ')}`);
    process.exitCode = 1;
  } else {
    const started = Date.now();
    const { events } = await subscribers.replay(name);
    console.log(`Replayed ${events} events into ${name} (${Date.now() - started} ms)`);
  }
} finally {
  await app.close();
}
