import { type INestApplicationContext, Module, type Provider, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import request from 'supertest';
import { REDIS } from '../../src/platform/redis/redis.module.js';
import { AppConfig, loadConfig } from '../../src/platform/config/app-config.js';
import { createApiApp, createWorkerApp } from '../../src/bootstrap.js';
import { INTEGRATION_EVENTS_QUEUE } from '../../src/platform/queue/queues.js';
import { WorkerModule } from '../../src/worker.module.js';
import { cloneDatabase, dropDatabase, pooledDatabaseUrl } from './run-services.mjs';
import { SmtpSink } from './smtp-sink.js';

export interface TestApp {
  api: NestExpressApplication;
  worker: INestApplicationContext;
  smtp: SmtpSink;
  config: AppConfig;
  em: EntityManager;
  /** A cookie-keeping client, like one browser. */
  agent(): ReturnType<typeof request.agent>;
  http(): ReturnType<typeof request>;
  close(): Promise<void>;
}

/**
 * The real API and worker against this run's PostgreSQL database and Redis prefix, with a
 * real SMTP server started for the test. `apiModules` adds test-only modules to the API,
 * `workerProviders` test-only providers (e.g. a subscriber) to the worker.
 */
export async function startTestApp(
  overrides: Partial<Record<keyof AppConfig, string>> = {},
  options: { apiModules?: Type[]; workerProviders?: Provider[] } = {},
): Promise<TestApp> {
  const smtp = await new SmtpSink().start();
  // Each app gets its own database (cloned from the run's migrated one) and Redis prefix:
  // otherwise one test file's worker would deliver another file's queued mails.
  // (Random, not a counter: jest reloads this module for each test file in the same process.)
  const suffix = randomBytes(4).toString('hex');
  const id = `${process.env.TEST_DATABASE}_${suffix}`;
  await cloneDatabase(process.env.TEST_DATABASE!, id);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: pooledDatabaseUrl(id),
    REDIS_PREFIX: `${process.env.REDIS_PREFIX}:${suffix}`,
    NODE_ENV: 'test',
    SMTP_URL: smtp.url,
    APP_URL: 'http://localhost:3000',
    RATE_LIMITS_ENABLED: 'false',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    ...overrides,
  });
  const worker = options.workerProviders ? await createWorkerWith(config, options.workerProviders) : await createWorkerApp(config);
  const api = await createApiApp(config, options.apiModules ?? []);
  // The shared ioredis client connects in the background and refuses commands until then;
  // a test's first rate-limited call must not race it.
  const redis = api.get<Redis>(REDIS);
  if (redis.status !== 'ready') await new Promise<void>((resolve) => redis.once('ready', () => resolve()));
  const server = api.getHttpServer();
  return {
    api,
    worker,
    smtp,
    config,
    em: api.get(EntityManager).fork(),
    agent: () => request.agent(server),
    http: () => request(server),
    async close() {
      await api.close();
      await worker.close();
      await smtp.stop();
      await dropDatabase(id);
    },
  };
}

/** The worker with extra providers (e.g. a subscriber that exists only in a test). */
async function createWorkerWith(config: AppConfig, providers: Provider[]) {
  @Module({ imports: [WorkerModule.forRoot(config)], providers })
  class TestWorkerModule {}
  const app = await NestFactory.createApplicationContext(TestWorkerModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  await app.init();
  return app;
}

/**
 * Waits until the worker has delivered every integration event staged so far (the outbox
 * records each delivery), so a read table fed by events can be read. Delivery is
 * asynchronous: this changes when a test reads, never what it expects.
 */
export async function eventsDelivered(app: TestApp, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await app.em.fork().getConnection().execute<Array<{ count: string }>>(
      'select count(*) from outbox_messages where queue = ? and delivered_at is null',
      [INTEGRATION_EVENTS_QUEUE],
    );
    if (Number(row.count) === 0) return;
    if (Date.now() > deadline) throw new Error(`${row.count} integration events still undelivered after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let counter = 0;
/** A unique address per call, so test files can share one database. */
export function uniqueEmail(name = 'crew') {
  return `${name}.${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
}

export const STRONG_PASSWORD = 'anchor-watch-at-dawn-42';

/** Signs up a fresh user through the API; returns the signed-in agent and the user JSON. */
export async function signUp(app: TestApp, fields: Partial<{ email: string; firstName: string; lastName: string; password: string }> = {}) {
  const agent = app.agent();
  const body = { email: uniqueEmail(), firstName: 'Alex', lastName: 'Morgan', password: STRONG_PASSWORD, ...fields };
  const res = await agent.post('/api/auth/signup').send(body).expect(201);
  return { agent, user: res.body as { id: string; email: string }, password: body.password };
}
