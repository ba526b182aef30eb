import type { INestApplicationContext } from '@nestjs/common';
import { createMaintenanceApp } from '../../src/maintenance-app.js';
import { loadConfig } from '../../src/platform/config/app-config.js';

/**
 * The production parts that build read models (createMaintenanceApp), on the seeded database:
 * a whole worker would start a consistency check, reminder sweeps and retention against the
 * half-seeded database.
 */
export function createSeedApp(databaseUrl: string): Promise<INestApplicationContext> {
  return createMaintenanceApp(loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, SMTP_URL: '', LOG_LEVEL: 'silent' }));
}
