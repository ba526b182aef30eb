import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { serveMailbox } from './mailbox.js';
import { E2E_ADMIN_EMAIL, E2E_NEW_ADMIN_EMAIL, startProduct } from './product.js';

/**
 * `npm test -w e2e`: starts the built product once for the whole run (migrations, API, worker,
 * built frontend, its own database, Redis prefix and SMTP sink), runs every journey file
 * against it, then stops it. Journeys stay independent by signing up fresh users; test files
 * find the product through E2E_PRODUCT_URL and read mail through E2E_MAILBOX_URL.
 * Arguments go to jest (e.g. a file name, or -t "name").
 */
const started = Date.now();
// Reminder sweeps every few seconds, so a journey sees a certificate's reminder without waiting the hour.
const product = await startProduct({ ADMIN_EMAILS: `${E2E_ADMIN_EMAIL},${E2E_NEW_ADMIN_EMAIL}`, CERTIFICATE_REMINDERS_EVERY_MS: '3000' });
let code: number | null = 1;
try {
  const mailbox = await serveMailbox(product.smtp);
  console.log(`The product is up for the end-to-end run at ${product.url} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  // jest's package exports no bin path; its package.json sits beside the bin folder.
  const jestBin = join(dirname(createRequire(import.meta.url).resolve('jest/package.json')), 'bin/jest.js');
  const jest = spawn(process.execPath, [jestBin, '--runInBand', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules', E2E_PRODUCT_URL: product.url, E2E_MAILBOX_URL: mailbox.url },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => jest.kill(signal));
  [code] = (await once(jest, 'exit')) as [number | null];
  await mailbox.close();
} finally {
  await product.stop();
}
process.exit(code ?? 1);
