import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Redis } from 'ioredis';
import { GetProfileStatsQuery } from '../../src/modules/reviews/get-stats/get-profile-stats.query.js';
import { RequestReviewCommand } from '../../src/modules/reviews/request-review/request-review.command.js';
import { CreateShareLinkCommand } from '../../src/modules/sharing/create-share-link/create-share-link.command.js';
import { MailProcessor } from '../../src/platform/mail/mail.processor.js';
import { PrivateRedis, until } from '../support/private-redis.js';
import { eventsDelivered, startTestApp, type TestApp, uniqueEmail } from '../support/test-app.js';
import { count, person } from './review-helpers.js';

/**
 * A Redis outage loses no review request (DESIGN.md, "Emails"). This file runs its own
 * redis-server on a free port and stops it; the machine's shared Redis is never touched.
 *
 * Tested at the command level: sessions live in Redis too, so during the outage an HTTP
 * request waits on reading its session, and the restarted (empty) Redis has forgotten the
 * session (401). The API's own write path is the CommandBus call the controller makes.
 */
describe('a Redis outage', () => {
  let redis: PrivateRedis;
  let app: TestApp;
  const consoleError = console.error;
  const startRedis = () => redis.start();
  const stopRedis = () => redis.stop();

  beforeAll(async () => {
    // BullMQ prints every refused reconnection while Redis is down; that is the point here.
    console.error = (...args: unknown[]) => {
      if (!String(args[0]).includes('ECONNREFUSED')) consoleError(...args);
    };
    redis = await PrivateRedis.create();
    await startRedis();
    // A short recheck, so a job Redis lost is handed over again within the test.
    app = await startTestApp({ REDIS_URL: redis.url, OUTBOX_RECHECK_MS: '1000' });
  });

  afterAll(async () => {
    try {
      if (!redis.running) await startRedis();
      await app.close();
    } finally {
      // Never leave the private Redis running, whatever happened above.
      redis.kill();
      console.error = consoleError;
    }
  }, 60_000);

  it('loses no review request: it is saved at once, and the invitation goes out when Redis is back', async () => {
    const requester = await person(app, { firstName: 'Alex', lastName: 'Morgan' });
    const reviewerEmail = uniqueEmail('outage');

    await stopRedis();
    const started = Date.now();
    const created = await app.api
      .get(CommandBus)
      .execute(new RequestReviewCommand(requester.user.id, reviewerEmail, 'M/Y Aurora during the outage', null, null, { ip: '127.0.0.1', userAgent: 'outage-test', requestId: 'outage-1' }));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(created).toMatchObject({ reviewerEmail, state: 'pending', emailStatus: 'queued' });

    // Saved in PostgreSQL: the event, the read row and the staged mail.
    expect(await count(app, `select count(*) from review_events where stream_id = ? and type = 'ReviewRequested'`, [created.id])).toBe(1);
    expect(await count(app, 'select count(*) from review_requests where id = ?', [created.id])).toBe(1);
    const stagedMail = `select count(*) from outbox_messages where data->>'to' = ? and dispatched_at is null`;
    expect(await count(app, stagedMail, [reviewerEmail])).toBe(1);
    // The relay keeps trying, fails, and keeps every staged mail while Redis is down.
    await until('the relay has tried and failed', async () => (await count(app, 'select count(*) from outbox_messages where dispatched_at is null and last_error is not null')) > 0);
    expect(await count(app, stagedMail, [reviewerEmail])).toBe(1);
    expect(app.smtp.mailsTo(reviewerEmail)).toEqual([]);

    await startRedis();
    const mail = await app.smtp.waitFor(reviewerEmail, /Alex Morgan asked you for a professional review/, 30_000);
    expect(mail.text).toContain(`${app.config.APP_URL}/reviews?highlight=${created.id}`);
    await until('the delivery is recorded on the request', async () => (await count(app, `select count(*) from review_requests where id = ? and email_status = 'sent'`, [created.id])) === 1);
  });

  it('delays integration events without losing one: the subscriber table catches up when Redis is back', async () => {
    const owner = await person(app, { firstName: 'Ines', lastName: 'Navarro' });
    await eventsDelivered(app);
    const stats = () => app.api.get(QueryBus).execute(new GetProfileStatsQuery(owner.user.id));

    await stopRedis();
    const link = await app.api.get(CommandBus).execute(new CreateShareLinkCommand(owner.user.id, 'During the outage', 'full', 30));
    const pending = `select count(*) from outbox_messages o join integration_events e on e.event_id = (o.data->>'eventId')::uuid
                     where e.type = 'sharing.share-link-created' and e.payload->>'linkId' = ? and o.delivered_at is null`;
    expect(await count(app, pending, [link.id])).toBe(1);
    await until('the relay has tried and failed', async () => (await count(app, 'select count(*) from outbox_messages where dispatched_at is null and last_error is not null')) > 0);
    expect(await stats()).toMatchObject({ activeLinks: 0 });

    await startRedis();
    await eventsDelivered(app, 30_000);
    expect(await count(app, pending, [link.id])).toBe(0);
    expect(await stats()).toMatchObject({ activeLinks: 1, profileViews: 0 });
  });

  it('loses no job when Redis restarts without its data: the relay hands it over again and the email is sent once', async () => {
    const requester = await person(app, { firstName: 'Alex', lastName: 'Morgan' });
    const reviewerEmail = uniqueEmail('flushed');
    const mailWorker = app.worker.get(MailProcessor).worker;
    await mailWorker.pause(true);
    try {
      const created = await app.api
        .get(CommandBus)
        .execute(new RequestReviewCommand(requester.user.id, reviewerEmail, 'M/Y Aurora before the flush', null, null, { ip: '127.0.0.1', userAgent: 'flush-test', requestId: 'flush-1' }));
      const handedOver = `select count(*) from outbox_messages where data->>'to' = ? and dispatched_at is not null and delivered_at is null`;
      await until('the relay has handed the mail to Redis', async () => (await count(app, handedOver, [reviewerEmail])) === 1);

      // Redis forgets everything (a restart without persistence, a failover) before the worker runs the job.
      const client = new Redis(redis.port, '127.0.0.1');
      await client.flushall();
      client.disconnect();
      mailWorker.resume();

      const mail = await app.smtp.waitFor(reviewerEmail, /Alex Morgan asked you for a professional review/, 30_000);
      expect(mail.text).toContain(`/reviews?highlight=${created.id}`);
      await until('the delivery is recorded', async () => (await count(app, `select count(*) from outbox_messages where data->>'to' = ? and delivered_at is not null`, [reviewerEmail])) === 1);
      await until('the request shows it sent', async () => (await count(app, `select count(*) from review_requests where id = ? and email_status = 'sent'`, [created.id])) === 1);
      // Handing it over again after a lost job must not send a second copy.
      await new Promise((r) => setTimeout(r, 1500));
      expect(app.smtp.mailsTo(reviewerEmail)).toHaveLength(1);
    } finally {
      mailWorker.resume();
    }
  });
});
