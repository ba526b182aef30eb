import { CommandBus } from '@nestjs/cqrs';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { EXPIRY_REMINDERS_SCHEDULER, SEND_EXPIRY_REMINDERS_JOB } from '../../src/modules/certifications/reminders/expiry-reminders.processor.js';
import { SendExpiryRemindersCommand } from '../../src/modules/certifications/reminders/send-expiry-reminders.command.js';
import { Clock } from '../../src/platform/clock/clock.js';
import { CERTIFICATE_REMINDERS_QUEUE } from '../../src/platform/queue/queues.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { DAY, dayFrom, holder } from './wallet-helpers.js';

const PST = 'stcwEndorsements:pst';
const EFA = 'stcwEndorsements:efa';
const ENG1 = 'free:ENG1 Medical';

describe('certificate expiry reminders: 90, 30 and 7 days before and on the day, once each, under a controlled clock', () => {
  let app: TestApp;
  let moved = 0;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => {
    app.worker.get(Clock).advance(-moved);
    moved = 0;
  });

  /** Moves the worker's clock (the sweep's today) forward; undone after each test. */
  const advanceDays = (days: number) => {
    app.worker.get(Clock).advance(days * DAY);
    moved += days * DAY;
  };
  const sweep = () => app.worker.get(CommandBus).execute(new SendExpiryRemindersCommand());
  const reminders = (email: string) => app.smtp.mailsTo(email).filter((m) => /^Your certificate /.test(m.subject));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 800));

  it('is scheduled as a repeatable job in the worker', async () => {
    const queue = app.worker.get<Queue>(getQueueToken(CERTIFICATE_REMINDERS_QUEUE), { strict: false });
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toEqual([expect.objectContaining({ key: EXPIRY_REMINDERS_SCHEDULER, name: SEND_EXPIRY_REMINDERS_JOB, every: 3_600_000 })]);
  });

  it('sends each reminder once as the days pass, however often the job runs, and nothing after expiry', async () => {
    const nina = await holder(app, { firstName: 'Nina' });
    const expiry = dayFrom(100);
    await nina.agent.put('/api/certifications/wallet/certificate').send({ key: PST, expiryDate: expiry }).expect(200);
    await sweep();
    await settle();
    expect(reminders(nina.user.email)).toEqual([]); // 100 days ahead: too early

    advanceDays(10); // 90 days left
    await sweep();
    await sweep(); // a second run the same day sends nothing more
    const first = await app.smtp.waitFor(nina.user.email, /^Your certificate/);
    expect(first.subject).toBe('Your certificate Personal Survival Techniques expires in 90 days');
    expect(first.text).toContain(`Hello Nina,`);
    // The date as the product writes dates ('Mar 4, 2027'), not '2027-03-04'.
    const written = new Date(`${expiry}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    expect(first.text).toContain(`(${written})`);
    expect(first.text).not.toContain(expiry);
    expect(first.text).toContain('http://localhost:3000/profile#certificate-wallet');

    advanceDays(30); // 60 days left: between thresholds
    await sweep();
    advanceDays(30); // 30 days left
    await sweep();
    await app.smtp.waitFor(nina.user.email, /expires in 30 days/);
    advanceDays(23); // 7 days left
    await sweep();
    await sweep();
    await app.smtp.waitFor(nina.user.email, /expires in 7 days/);
    advanceDays(7); // the day itself
    await sweep();
    await app.smtp.waitFor(nina.user.email, /expires today/);
    advanceDays(1); // expired: no more
    await sweep();
    await settle();
    // Mails are delivered concurrently, so their arrival order is not the point: each came once.
    expect(reminders(nina.user.email).map((m) => m.subject).sort()).toEqual([
      'Your certificate Personal Survival Techniques expires in 30 days',
      'Your certificate Personal Survival Techniques expires in 7 days',
      'Your certificate Personal Survival Techniques expires in 90 days',
      'Your certificate Personal Survival Techniques expires today',
    ]);
    const sent = await app.em.fork().getConnection().execute<Array<{ threshold: number }>>(
      'select threshold from certificate_reminders where user_id = ? order by threshold desc',
      [nina.user.id],
    );
    expect(sent.map((r) => r.threshold)).toEqual([90, 30, 7, 0]);
  });

  it('catches up with a missed day, and starts afresh for a renewed certificate', async () => {
    const omar = await holder(app, { firstName: 'Omar' });
    await omar.agent.put('/api/certifications/wallet/certificate').send({ key: EFA, expiryDate: dayFrom(20) }).expect(200);
    // Entered with 20 days left: the 30-day reminder goes (saying how many days are left), not the 90-day one.
    await sweep();
    expect((await app.smtp.waitFor(omar.user.email, /^Your certificate/)).subject).toBe('Your certificate Elementary First Aid expires in 20 days');

    // Renewed: a new expiry date means new reminders.
    await omar.agent.put('/api/certifications/wallet/certificate').send({ key: EFA, expiryDate: dayFrom(25) }).expect(200);
    await sweep();
    await app.smtp.waitFor(omar.user.email, /expires in 25 days/);
    await settle();
    expect(reminders(omar.user.email)).toHaveLength(2);
  });

  it('sends nothing to a person who turned reminders off, nor for certifications no longer on the profile', async () => {
    const quiet = await holder(app);
    await quiet.agent.put('/api/certifications/wallet/certificate').send({ key: PST, expiryDate: dayFrom(7) }).expect(200);
    await quiet.agent.put('/api/certifications/wallet/settings').send({ expiryReminders: false }).expect(200);

    const dropped = await holder(app);
    await dropped.agent.put('/api/certifications/wallet/certificate').send({ key: ENG1, expiryDate: dayFrom(7) }).expect(200);
    await dropped.agent.patch('/api/user/profile').send({ certifications: [] }).expect(200);

    const control = await holder(app);
    await control.agent.put('/api/certifications/wallet/certificate').send({ key: ENG1, expiryDate: dayFrom(7) }).expect(200);

    await sweep();
    await app.smtp.waitFor(control.user.email, /ENG1 Medical expires in 7 days/);
    await settle();
    expect(reminders(quiet.user.email)).toEqual([]);
    expect(reminders(dropped.user.email)).toEqual([]);

    // Turned back on: the reminder of the window it is in goes out.
    await quiet.agent.put('/api/certifications/wallet/settings').send({ expiryReminders: true }).expect(200);
    await sweep();
    await app.smtp.waitFor(quiet.user.email, /expires in 7 days/);
  });
});
