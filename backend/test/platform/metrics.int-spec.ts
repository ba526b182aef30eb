import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import express from 'express';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { parse } from 'yaml';
import request from 'supertest';
import { loadConfig } from '../../src/platform/config/app-config.js';
import { type IntegrationEventSubscriber, Subscriber } from '../../src/platform/events/integration-event.js';
import { IntegrationEvents } from '../../src/platform/events/integration-events.js';
import { publicMetricsHandler, serveMetricsPort } from '../../src/platform/metrics/metrics-endpoint.js';
import { eventsDelivered, signUp, startTestApp, type TestApp } from '../support/test-app.js';

const TOKEN = 'scrape-token-for-the-metrics-test';

/** Holds its events until the test lets them through, so the lag can be seen before it closes. */
@Injectable()
@Subscriber({ name: 'test.metrics-watcher', events: ['test.metrics-pinged'], tables: [] })
class GatedSubscriber implements IntegrationEventSubscriber {
  static gate: Promise<void> = Promise.resolve();
  async handle(_em: EntityManager) {
    await GatedSubscriber.gate;
  }
}

/** One series' value from a scrape, by name and labels (every given label must match). */
function valueOf(scrape: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of scrape.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[3] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[4]);
  }
  return undefined;
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('GET /metrics on the public port, behind a token', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ METRICS_TOKEN: TOKEN }, { workerProviders: [GatedSubscriber] });
  });
  afterAll(() => app.close());

  const scrape = async () => (await app.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;

  it('answers 401 without the token or with a wrong one, and the Prometheus text format with it', async () => {
    await app.http().get('/metrics').expect(401);
    await app.http().get('/metrics').set('Authorization', 'Bearer not-the-token').expect(401);
    const res = await app.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    // Node's own figures, and this process's PostgreSQL pools (API and worker).
    expect(valueOf(res.text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(res.text, 'crew_db_pool_connections', { pool: 'api', state: 'total' })).toBeGreaterThan(0);
    expect(valueOf(res.text, 'crew_db_pool_connections', { pool: 'worker', state: 'total' })).toBeGreaterThan(0);
    expect(valueOf(res.text, 'crew_db_query_duration_seconds_count', { pool: 'worker', statement: 'select', outcome: 'ok' })).toBeGreaterThan(0);
  });

  it('counts a request under its route template, never its raw path', async () => {
    const before = await scrape();
    const labels = { method: 'GET', route: '/api/auth/email-link/:token', status: '303' };
    const counted = valueOf(before, 'crew_http_requests_total', labels) ?? 0;
    await app.http().get('/api/auth/email-link/not-a-real-token-1').expect(303);
    await app.http().get('/api/auth/email-link/not-a-real-token-2').expect(303);
    const after = await scrape();
    expect(valueOf(after, 'crew_http_requests_total', labels)).toBe(counted + 2);
    expect(valueOf(after, 'crew_http_request_duration_seconds_count', labels)).toBe(counted + 2);
    expect(after).not.toContain('not-a-real-token');
    // The scrapes themselves count as /metrics, not as the frontend's pages.
    const scrapes = valueOf(after, 'crew_http_requests_total', { method: 'GET', route: '/metrics', status: '200' })!;
    expect(scrapes).toBeGreaterThanOrEqual(1);
    expect(valueOf(await scrape(), 'crew_http_requests_total', { method: 'GET', route: '/metrics', status: '200' })).toBe(scrapes + 1);
  });

  it('counts a mail the SMTP server refused, and one it took', async () => {
    const before = await scrape();
    const failed = valueOf(before, 'crew_mails_failed_total') ?? 0;
    const sent = valueOf(before, 'crew_mails_sent_total') ?? 0;
    app.smtp.failing = true;
    try {
      await signUp(app); // queues the verification mail
      await until(scrape, (s) => (valueOf(s, 'crew_mails_failed_total') ?? 0) > failed, 'a failed mail in the metrics');
    } finally {
      app.smtp.failing = false;
    }
    // The job retries and the next attempt goes through.
    await until(scrape, (s) => (valueOf(s, 'crew_mails_sent_total') ?? 0) > sent, 'the retried mail sent');
    const after = await scrape();
    expect(valueOf(after, 'crew_queue_jobs', { queue: 'mail', state: 'failed' })).toBe(0);
    expect(valueOf(after, 'crew_queue_jobs', { queue: 'integration-events', state: 'waiting' })).toBeDefined();
  });

  it("shows a subscriber's lag while it holds an event, and 0 with its position at the log's head once applied", async () => {
    await eventsDelivered(app);
    let release!: () => void;
    GatedSubscriber.gate = new Promise<void>((resolve) => (release = resolve));
    try {
      await app.em.fork().transactional(async (em) => app.api.get(IntegrationEvents).publish(em, { type: 'test.metrics-pinged', version: 1, payload: {} }));
      const lagging = await until(scrape, (s) => valueOf(s, 'crew_subscriber_lag_events', { subscriber: 'test.metrics-watcher' }) === 1, 'the lag to show');
      expect(valueOf(lagging, 'crew_subscriber_lag_seconds', { subscriber: 'test.metrics-watcher' })).toBeGreaterThanOrEqual(0);
      expect(valueOf(lagging, 'crew_subscriber_position', { subscriber: 'test.metrics-watcher' })).toBeLessThan(valueOf(lagging, 'crew_integration_events_head_position')!);
      expect(valueOf(lagging, 'crew_outbox_waiting_rows', { queue: 'integration-events' })).toBeGreaterThanOrEqual(1);
    } finally {
      release();
    }
    await eventsDelivered(app);
    const caughtUp = await scrape();
    const head = valueOf(caughtUp, 'crew_integration_events_head_position')!;
    expect(valueOf(caughtUp, 'crew_subscriber_lag_events', { subscriber: 'test.metrics-watcher' })).toBe(0);
    expect(valueOf(caughtUp, 'crew_subscriber_lag_seconds', { subscriber: 'test.metrics-watcher' })).toBe(0);
    expect(valueOf(caughtUp, 'crew_subscriber_position', { subscriber: 'test.metrics-watcher' })).toBe(head);
    expect(valueOf(caughtUp, 'crew_outbox_waiting_rows', { queue: 'integration-events' })).toBe(0);
    expect(valueOf(caughtUp, 'crew_outbox_oldest_waiting_age_seconds', { queue: 'integration-events' })).toBe(0);
  });

  it('is what the alerts and the dashboard in deploy/ read: every metric they use is registered', async () => {
    const registered = new Set([...(await scrape()).matchAll(/^# TYPE (\w+) /gm)].map((m) => m[1]));
    const root = new URL('../../../deploy/', import.meta.url);
    const rules = parse(readFileSync(new URL('prometheus/rules.yml', root), 'utf8')) as { groups: Array<{ rules: Array<{ alert: string; expr: string }> }> };
    const dashboard = JSON.parse(readFileSync(new URL('grafana/crew-dashboard.json', root), 'utf8')) as { panels: Array<{ targets: Array<{ expr: string }> }> };
    const alerts = rules.groups.flatMap((g) => g.rules);
    expect(alerts.map((r) => r.alert)).toEqual(expect.arrayContaining(['CrewSubscriberLagging', 'CrewJobsFailed', 'CrewOutboxStuck', 'CrewHttp5xxRate', 'CrewSlowRoute']));
    const used = metricNamesIn([...alerts.map((r) => r.expr), ...dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr))]);
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((name) => !registered.has(name))).toEqual([]);
  });
});

/** Metric names in PromQL expressions (series suffixes of histograms folded to their name). */
function metricNamesIn(expressions: string[]): Set<string> {
  const names = expressions.flatMap((e) => [...e.replace(/\{[^}]*\}/g, '').matchAll(/\b((?:crew|process|nodejs)_\w+)/g)].map((m) => m[1]));
  return new Set(names.map((n) => n.replace(/_(bucket|count|sum)$/, '')));
}

describe('where /metrics is served', () => {
  const freePort = () =>
    new Promise<number>((resolve) => {
      const probe = createServer().listen(0, () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
  const publicPort = (env: Record<string, string>) => express().use('/metrics', publicMetricsHandler(loadConfig({ ...process.env, ...env })));

  it('is off on the public port (404) without a token, or when METRICS_PORT gives it its own listener', async () => {
    await request(publicPort({ METRICS_PORT: '0', METRICS_TOKEN: '' })).get('/metrics').expect(404);
    await request(publicPort({ METRICS_PORT: '9464', METRICS_TOKEN: TOKEN })).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
  });

  it('serves only GET /metrics on METRICS_PORT, asking for the token when one is set', async () => {
    const port = String(await freePort());
    const stop = await serveMetricsPort(loadConfig({ ...process.env, METRICS_PORT: port, METRICS_TOKEN: TOKEN }));
    try {
      const base = `http://127.0.0.1:${port}`;
      await request(base).get('/metrics').expect(401);
      const res = await request(base).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
      expect(res.text).toContain('# TYPE process_cpu_user_seconds_total counter');
      await request(base).get('/api/health').set('Authorization', `Bearer ${TOKEN}`).expect(404);
    } finally {
      await stop();
    }
    const open = await serveMetricsPort(loadConfig({ ...process.env, METRICS_PORT: port, METRICS_TOKEN: '' }));
    try {
      await request(`http://127.0.0.1:${port}`).get('/metrics').expect(200);
    } finally {
      await open();
    }
  });
});
