import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { rm } from 'node:fs/promises';
import { databaseUrl, deleteRedisPrefix, dropDatabase, assertServicesUp } from '../../backend/test/support/run-services.mjs';
import { SmtpSink } from '../../backend/test/support/smtp-sink.js';
import { RemoteMailbox } from './mailbox.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The run's admin address (ADMIN_EMAILS): the journey that needs an admin signs it up. */
export const E2E_ADMIN_EMAIL = 'e2e.admin@example.com';
/** A second one, for the journey of an admin who has no second factor yet. */
export const E2E_NEW_ADMIN_EMAIL = 'e2e.new.admin@example.com';

export interface RunningProduct {
  url: string;
  smtp: SmtpSink;
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * The product as a user gets it: the built start command (migrations, API, worker, built
 * frontend) on its own port, database and Redis prefix, sending mail to a real SMTP sink.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  const redisUrl = 'redis://127.0.0.1:6379';
  await assertServicesUp(redisUrl);
  const smtp = await new SmtpSink().start();
  const port = await freePort();
  const id = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const database = `crew_e2e_${id}`;
  const url = `http://localhost:${port}`;
  const redisPrefix = `crew-test:e2e-${id}`;
  const storageDir = `/tmp/crew-e2e-${id}`;
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['backend/dist/start.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      APP_URL: url,
      DATABASE_URL: databaseUrl(database),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'warn',
      RATE_LIMITS_ENABLED: 'false',
      STORAGE_DIR: storageDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The product exited with ${child.exitCode}:\n${output.join('')}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`The product did not become healthy within 60 s:\n${output.join('')}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    url,
    smtp,
    databaseUrl: databaseUrl(database),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      await smtp.stop();
      // What the run kept outside its process: nothing of it stays on the machine.
      await dropDatabase(database);
      await deleteRedisPrefix(redisUrl, redisPrefix);
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

/** What a test file uses: the product support/run-journeys.ts started for this run. */
export interface SharedProduct {
  url: string;
  smtp: RemoteMailbox;
}

export function sharedProduct(): SharedProduct {
  const url = process.env.E2E_PRODUCT_URL;
  const mailbox = process.env.E2E_MAILBOX_URL;
  if (!url || !mailbox) throw new Error('The end-to-end product is not running: run the journeys with npm test -w e2e, which starts it.');
  return { url, smtp: new RemoteMailbox(mailbox) };
}
