import 'reflect-metadata';
import { CommandBus } from '@nestjs/cqrs';
import { createWorkerApp } from './bootstrap.js';
import { AnnounceExpiryDatesCommand } from './modules/certifications/announce-expiries/announce-expiry-dates.js';
import { loadConfigOrExit } from './platform/config/app-config.js';

/**
 * Announces every wallet's certificate expiry dates to search and sharing (ADR 0029):
 * `node dist/announce-expiry-dates.js` (npm run certifications:announce-expiries -w backend),
 * once after deploying the change that made them keep the dates. Safe while the app runs.
 */
const config = loadConfigOrExit();
const app = await createWorkerApp(config);
try {
  const started = Date.now();
  const { people } = await app.get(CommandBus).execute(new AnnounceExpiryDatesCommand());
  console.log(`Announced the certificate expiry dates of ${people} people (${Date.now() - started} ms); the worker delivers them`);
} finally {
  await app.close();
}
