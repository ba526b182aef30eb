import { findPlan } from '@crew/contracts/plans';
import { EntityManager } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { createWorkerApp } from '../../src/bootstrap.js';
import { MonthlyAllowances } from '../../src/modules/billing/allowances/monthly-allowances.js';
import { Clock } from '../../src/platform/clock/clock.js';
import { until } from '../support/private-redis.js';
import { crew, employer, settled } from '../search/search-helpers.js';
import type { Person } from '../sharing/sharing-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface Transaction {
  description: string;
  amount: number;
}

/** DESIGN.md, "Credits": beyond the monthly allowance an action is paid with credits, only once the employer confirmed the price. */
describe('credits pay for actions beyond the monthly allowance', () => {
  let app: TestApp;
  let restartedWorker: INestApplicationContext | undefined;
  beforeAll(() => startTestApp().then((a) => (app = a)));
  afterAll(async () => {
    await restartedWorker?.close();
    await app.close();
  });

  const firstOfNextMonth = () => {
    const now = app.api.get(Clock).now();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
  };
  const info = async (who: Person) => (await who.agent.get('/api/user/subscription').expect(200)).body;
  const transactions = async (who: Person): Promise<Transaction[]> =>
    ((await who.agent.get('/api/transactions').expect(200)).body as Transaction[]).map(({ description, amount }) => ({ description, amount }));
  const view = (who: Person, crewId: string, payWithCredits?: 'true') =>
    who.agent.get(`/api/search/crew/${crewId}`).query(payWithCredits ? { payWithCredits } : {});
  const order = (who: Person, crewId: string, payWithCredits?: unknown) =>
    who.agent.post('/api/verification-reports').send({ crewId, reportType: 'background_check', ...(payWithCredits === undefined ? {} : { payWithCredits }) });

  /** A Basic employer who opened five crew profiles: the month's profile views are used up. */
  async function basicWithViewsUsedUp() {
    const boss = await employer(app, 'basic');
    const people = await Promise.all(Array.from({ length: 5 }, (_, i) => crew(app, { firstName: `Seen${i}`, lastName: 'Crew' })));
    const jane = await crew(app, { firstName: 'Jane', lastName: 'Doe' }, { position: 'Chief Stewardess' });
    await settled(app);
    for (const p of people) await view(boss, p.user.id).expect(200);
    return { boss, people, jane };
  }

  describe('profile views', () => {
    it('refuses one beyond the allowance without confirmation, with what the screen needs to offer the next step, and changes nothing', async () => {
      const { boss, jane } = await basicWithViewsUsedUp();
      const refused = await view(boss, jane.user.id).expect(403);
      expect(refused.body).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Monthly limit of 5 profile views reached on the Basic plan',
        code: 'allowance_used_up',
        feature: 'profile_view',
        limit: 5,
        resetsOn: firstOfNextMonth(),
        creditPrice: 2,
        creditsRemaining: 50,
        nextPlan: { id: 'professional', name: 'Professional', limit: 50 },
      });
      expect(await transactions(boss)).toHaveLength(1);
      const after = await info(boss);
      expect(after.subscription.creditsRemaining).toBe(50);
      expect(after.analytics).toMatchObject({ creditsUsed: 0, profileViews: 5 });
    });

    it('with confirmation writes one spend naming the crew member, lowers the balance, and a second opening that month is free', async () => {
      const { boss, people, jane } = await basicWithViewsUsedUp();
      const paid = await view(boss, jane.user.id, 'true').expect(200);
      expect(paid.body).toMatchObject({ id: jane.user.id, firstName: 'Jane' });
      expect((await transactions(boss))[0]).toEqual({ description: 'Extra profile view: Jane Doe', amount: -2 });

      // Opening her again, or one from the allowance, this month costs nothing, confirmed or not.
      await view(boss, jane.user.id).expect(200);
      await view(boss, jane.user.id, 'true').expect(200);
      await view(boss, people[0].user.id).expect(200);
      expect(await transactions(boss)).toHaveLength(2);
      const after = await info(boss);
      expect(after.subscription.creditsRemaining).toBe(48);
      expect(after.analytics).toMatchObject({ creditsUsed: 2, monthlySpending: 50, profileViews: 6 });
      // Paid views stay out of the plan's counter: the allowance reads 5 of 5.
      expect(after.limits.features[0]).toEqual({ feature: 'profile_view', limit: 5, used: 5 });
    });

    it('refuses a confirmed view without enough credits, naming the shortfall, and spends nothing', async () => {
      const { boss, jane } = await basicWithViewsUsedUp();
      const em = app.api.get(EntityManager);
      // The plan's $50 spent on 25 other paid views.
      const allowances = app.api.get(MonthlyAllowances);
      const basic = findPlan('basic')!;
      for (let i = 0; i < 25; i++) {
        await em.transactional((tx) => allowances.consume(tx, boss.user.id, basic, 'profile_view', app.api.get(Clock).now(), { subjectId: crypto.randomUUID(), payWithCredits: true }));
      }
      const refused = await view(boss, jane.user.id, 'true').expect(402);
      expect(refused.body).toEqual({
        statusCode: 402,
        error: 'Payment Required',
        message: 'This needs $2 of credits; you have $0. Add credits or change plan.',
        code: 'not_enough_credits',
        feature: 'profile_view',
        creditPrice: 2,
        creditsRemaining: 0,
        shortfall: 2,
      });
      expect(await transactions(boss)).toHaveLength(26);
      expect((await info(boss)).analytics.profileViews).toBe(30);
      // Not counted as opened either: after adding credits it is a paid view, not a free one.
      await boss.agent.post('/api/credits/add').send({ amount: 50 }).expect(200);
      await view(boss, jane.user.id).expect(403);
      await view(boss, jane.user.id, 'true').expect(200);
      expect((await info(boss)).subscription.creditsRemaining).toBe(48);
    });

    it('never takes the balance below zero when thirty paid views race for $50', async () => {
      const boss = await employer(app, 'basic');
      const allowances = app.api.get(MonthlyAllowances);
      const em = app.api.get(EntityManager);
      const basic = findPlan('basic')!;
      const now = app.api.get(Clock).now();
      const consume = () =>
        em.transactional((tx) => allowances.consume(tx, boss.user.id, basic, 'profile_view', now, { subjectId: crypto.randomUUID(), payWithCredits: true }));
      // The five of the allowance first, then thirty paid ones at once: $50 pays for 25.
      for (let i = 0; i < 5; i++) expect(await consume()).toBe('allowance');
      const results = await Promise.allSettled(Array.from({ length: 30 }, consume));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(25);
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(refused).toHaveLength(5);
      for (const r of refused) expect(r.reason).toMatchObject({ status: 402, code: 'not_enough_credits' });
      const after = await info(boss);
      expect(after.subscription.creditsRemaining).toBe(0);
      expect(after.analytics.creditsUsed).toBe(50);
      expect((await transactions(boss)).filter((t) => t.amount === -2)).toHaveLength(25);
    });

    it('validates the confirmation', async () => {
      const { boss, jane } = await basicWithViewsUsedUp();
      const res = await boss.agent.get(`/api/search/crew/${jane.user.id}`).query({ payWithCredits: 'yes' }).expect(400);
      expect(res.body.message).toBe('payWithCredits must be true or false');
      await boss.agent.get(`/api/search/crew/${jane.user.id}`).query({ payWithCredits: 'false' }).expect(403);
    });
  });

  describe('verification reports', () => {
    it('on a plan without reports: offered at $25 and the next plan, paid once confirmed, refused with the shortfall when the balance is short', async () => {
      const boss = await employer(app, 'basic');
      const mia = await crew(app, { firstName: 'Mia', lastName: 'Hart' });
      await settled(app);
      const offered = await order(boss, mia.user.id).expect(403);
      expect(offered.body).toMatchObject({
        message: 'The Basic plan does not include verification reports',
        code: 'allowance_used_up',
        feature: 'verification_report',
        limit: 0,
        creditPrice: 25,
        creditsRemaining: 50,
        nextPlan: { id: 'professional', name: 'Professional', limit: 2 },
      });

      const first = await order(boss, mia.user.id, true).expect(201);
      expect(first.body).toMatchObject({ crewName: 'Mia Hart', status: 'pending' });
      await order(boss, mia.user.id, true).expect(201);
      const short = await order(boss, mia.user.id, true).expect(402);
      expect(short.body).toMatchObject({ message: 'This needs $25 of credits; you have $0. Add credits or change plan.', shortfall: 25 });

      expect((await boss.agent.get('/api/verification-reports').expect(200)).body).toHaveLength(2);
      expect(await transactions(boss)).toEqual([
        { description: 'Extra verification report: Mia Hart', amount: -25 },
        { description: 'Extra verification report: Mia Hart', amount: -25 },
        { description: 'Basic plan, one month (test mode)', amount: 50 },
      ]);
      const after = await info(boss);
      expect(after.analytics).toMatchObject({ creditsUsed: 50, monthlySpending: 50 });
      expect(after.limits.features[2]).toEqual({ feature: 'verification_report', limit: 0, used: 0 });
    });

    it('uses the allowance first, then credits only when confirmed, and validates the flag', async () => {
      const boss = await employer(app, 'professional');
      const mia = await crew(app, { firstName: 'Mia', lastName: 'Lind' });
      await settled(app);
      await order(boss, mia.user.id, true).expect(201);
      await order(boss, mia.user.id).expect(201);
      expect(await transactions(boss)).toHaveLength(1);
      expect((await order(boss, mia.user.id).expect(403)).body).toMatchObject({ code: 'allowance_used_up', limit: 2, nextPlan: { id: 'enterprise', limit: 5 } });
      expect((await order(boss, mia.user.id, 'yes').expect(400)).body.message).toBe('payWithCredits must be true or false');
      await order(boss, mia.user.id, true).expect(201);
      expect((await info(boss)).subscription.creditsRemaining).toBe(125);
    });

    it('gives back the credits of a paid report that could not be built', async () => {
      const boss = await employer(app, 'basic');
      const leaving = await crew(app, { firstName: 'Gone', lastName: 'Early' });
      await settled(app);
      // The worker must not build the order before the crew member leaves.
      await app.worker.close();
      try {
        const ordered = (await order(boss, leaving.user.id, true).expect(201)).body as { id: string };
        await leaving.agent.delete('/api/user/account').send({ password: 'anchor-watch-at-dawn-42' }).expect(204);
        restartedWorker = await createWorkerApp(app.config);
        await until('the report failed', async () =>
          ((await boss.agent.get('/api/verification-reports').expect(200)).body as Array<{ id: string; status: string }>).some((r) => r.id === ordered.id && r.status === 'failed'),
        );
      } finally {
        restartedWorker ??= await createWorkerApp(app.config);
      }
      expect(await transactions(boss)).toEqual([
        { description: 'Refund: verification report could not be built: Former member', amount: 25 },
        { description: 'Extra verification report: Former member', amount: -25 },
        { description: 'Basic plan, one month (test mode)', amount: 50 },
      ]);
      const after = await info(boss);
      expect(after.subscription.creditsRemaining).toBe(50);
      expect(after.analytics.creditsUsed).toBe(0);
      // A refund gives back credits, not an allowance the plan never had.
      expect(after.limits.features[2]).toEqual({ feature: 'verification_report', limit: 0, used: 0 });
    });
  });

  describe('messages', () => {
    const contact = (who: Person, crewId: string, payWithCredits?: boolean) =>
      who.agent.post('/api/contact-requests').send({ crewId, position: 'Bosun', message: 'We have a Bosun opening from March.', ...(payWithCredits === undefined ? {} : { payWithCredits }) });

    it('open a conversation beyond the month’s messages only once the $5 is confirmed, charged once', async () => {
      const boss = await employer(app, 'basic');
      const people = await Promise.all(Array.from({ length: 4 }, (_, i) => crew(app, { firstName: `Deck${i}`, lastName: 'Hand' })));
      await settled(app);
      for (const p of people.slice(0, 3)) await contact(boss, p.user.id).expect(201);

      const refused = await contact(boss, people[3].user.id).expect(403);
      expect(refused.body).toMatchObject({ code: 'allowance_used_up', feature: 'message', limit: 3, creditPrice: 5, creditsRemaining: 50 });
      // Refused: no conversation was opened, so the Contact button still offers one.
      const [state] = (await boss.agent.get('/api/contact-requests/with').query({ crewId: people[3].user.id }).expect(200)).body;
      expect(state).toMatchObject({ status: 'none', canRequest: true });

      await contact(boss, people[3].user.id, true).expect(201);
      expect((await transactions(boss))[0]).toEqual({ description: 'Extra message: Deck3 Hand', amount: -5 });
      expect((await info(boss)).subscription.creditsRemaining).toBe(45);
      // A second request to her is refused as a repeat, not charged again.
      await contact(boss, people[3].user.id, true).expect(409);
      expect((await info(boss)).subscription.creditsRemaining).toBe(45);
    });
  });

  describe('plan changes mid-month', () => {
    it("keeps the month's use on a downgrade: the lower allowance reads used up, further views cost credits, an upgrade gives the rest back", async () => {
      const boss = await employer(app, 'professional');
      const people = await Promise.all(Array.from({ length: 7 }, (_, i) => crew(app, { firstName: `Opened${i}`, lastName: 'Crew' })));
      const next = await crew(app, { firstName: 'Next', lastName: 'One' });
      await settled(app);
      for (const p of people) await view(boss, p.user.id).expect(200);

      await boss.agent.post('/api/test/activate-subscription').send({ planId: 'basic' }).expect(200);
      const downgraded = await info(boss);
      expect(downgraded.subscription).toMatchObject({ plan: 'basic', status: 'active', creditsRemaining: 200 });
      // 7 opened this month against 5: used up until the 1st (the Plans tab shows 'All 5 used').
      expect(downgraded.limits.features[0]).toEqual({ feature: 'profile_view', limit: 5, used: 7 });
      expect((await view(boss, next.user.id).expect(403)).body).toMatchObject({ code: 'allowance_used_up', limit: 5, resetsOn: firstOfNextMonth() });
      // What was opened this month stays open.
      await view(boss, people[6].user.id).expect(200);

      await boss.agent.post('/api/test/activate-subscription').send({ planId: 'professional' }).expect(200);
      expect((await info(boss)).limits.features[0]).toEqual({ feature: 'profile_view', limit: 50, used: 7 });
      await view(boss, next.user.id).expect(200);
      expect((await transactions(boss)).filter((t) => t.amount < 0)).toEqual([]);
    });
  });
});
