import 'reflect-metadata';
import { loadConfigOrExit } from './platform/config/app-config.js';
import { createMaintenanceApp } from './maintenance-app.js';
import { Subscribers } from './platform/events/subscribers.js';

/**
 * Rebuilds one subscriber's read tables from the integration event log:
 * `node dist/replay-subscriber.js <name>` (npm run events:replay -w backend -- <name>).
 * Online (ADR 0050): new tables are filled while deliveries keep updating the old ones, then
 * swapped in; deliveries to that subscriber wait only for the swap. Prints its progress and lag.
 */
const config = loadConfigOrExit();
const name = process.argv[2];
// Not a whole worker: it would take the queues' jobs and set their schedules with this command's settings.
const app = await createMaintenanceApp(config);
try {
  const subscribers = app.get(Subscribers);
  if (!name) {
    console.log(`Usage: replay-subscriber <name>; subscribers: ${subscribers.names().join(', ')}`);
    process.exitCode = 1;
  } else {
    const started = Date.now();
    let printed = 0;
    const result = await subscribers.replay(name, {
      onProgress: (p) => {
        if (Date.now() - printed < 5000) return;
        printed = Date.now();
        console.error(`[${p.phase}] ${p.events} events applied, ${p.eventsPerSecond} events/s, ${p.lag} positions behind the log's end`);
      },
    });
    console.log(
      `Replayed ${result.events} events into ${name} (${Date.now() - started} ms); complete up to position ${result.position}, ` +
        `deliveries held back ${result.swapMs} ms for the swap`,
    );
  }
} finally {
  await app.close();
}
