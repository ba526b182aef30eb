import { EntityManager } from '@mikro-orm/postgresql';
import { findPlan } from '@crew/contracts/plans';
import { Clock } from '../../src/platform/clock/clock.js';
import { MonthlyAllowances } from '../../src/modules/billing/allowances/monthly-allowances.js';
import { CreditLedger } from '../../src/modules/billing/credits/credit-ledger.js';
import { person, review, type Person } from '../sharing/sharing-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DAY = 86_400_000;

describe('billing: employer upgrade, plans in test mode, credits and monthly allowances', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  async function employer(companyType = 'recruitment_agency'): Promise<Person> {
    const someone = await person(app);
    await someone.agent.post('/api/user/upgrade-employer').send({ companyName: 'Blue Horizon Crew', companyType }).expect(200);
    return someone;
  }

  describe('plans', () => {
    it('lists the three plans with prices, features, limits and included credits', async () => {
      const res = await app.http().get('/api/subscription-plans').expect(200);
      expect(res.body.map((p: { id: string; name: string; price: number; billingCycle: string }) => [p.id, p.name, p.price, p.billingCycle])).toEqual([
        ['basic', 'Basic', 50, 'monthly'],
        ['professional', 'Professional', 150, 'monthly'],
        ['enterprise', 'Enterprise', 250, 'monthly'],
      ]);
      expect(res.body[0].limits).toEqual({ profile_view: 5, message: 3, verification_report: 0 });
      expect(res.body[1].limits).toEqual({ profile_view: 50, message: 20, verification_report: 2 });
      expect(res.body[2].limits).toEqual({ profile_view: null, message: null, verification_report: 5 });
      expect(res.body[2].features).toContain('Unlimited profile views and messages');
      // Each line is written from what the plan unlocks, so the card and the rule cannot disagree.
      expect(res.body.map((p: { capabilities: { savedSearches: boolean; apiKeys: boolean } }) => [p.capabilities.savedSearches, p.capabilities.apiKeys])).toEqual([
        [false, false],
        [true, false],
        [true, true],
      ]);
      expect(res.body[0].features).not.toContain('API access');
      expect(res.body[2].features).toEqual(expect.arrayContaining(['API access', 'Priority support', 'Analytics dashboard']));
      expect(res.body.map((p: { includedCredits: number }) => p.includedCredits)).toEqual([50, 150, 250]);
    });
  });

  describe('upgrade to an employer account', () => {
    it('needs a session', async () => {
      await app.http().post('/api/user/upgrade-employer').send({ companyName: 'X', companyType: 'yacht_owner' }).expect(401);
    });

    it('makes a recruitment agency an agency account and the others employer accounts, at once', async () => {
      const agency = await person(app);
      const res = await agency.agent
        .post('/api/user/upgrade-employer')
        .send({ companyName: '  Blue Horizon Crew  ', companyType: 'recruitment_agency', licenseNumber: '' })
        .expect(200);
      expect(res.body).toEqual({ role: 'agency' });
      expect((await agency.agent.get('/api/auth/user').expect(200)).body.role).toBe('agency');
      const [company] = await app.em.fork().execute('select company_name, company_type, license_number from employer_companies where user_id = ?', [agency.user.id]);
      expect(company).toEqual({ company_name: 'Blue Horizon Crew', company_type: 'recruitment_agency', license_number: null });

      const owner = await person(app);
      await owner.agent.post('/api/user/upgrade-employer').send({ companyName: 'Owner Ltd', companyType: 'yacht_owner', licenseNumber: 'LIC-7' }).expect(200);
      expect((await owner.agent.get('/api/auth/user').expect(200)).body.role).toBe('employer');
    });

    it('keeps the account of an employer working, without a crew profile', async () => {
      const agency = await employer();
      expect((await agency.agent.get('/api/auth/user').expect(200)).body).toMatchObject({ role: 'agency', searchable: false });
      // Employer and agency accounts are not crew (DESIGN.md, "Companies"): no position, no place in the directory.
      expect((await agency.agent.patch('/api/user/profile').send({ position: 'Crew manager', location: 'Antibes' }).expect(403)).body.message).toBe(
        'Employer and agency accounts have no crew profile: position, location cannot be set',
      );
    });

    it('refuses a second upgrade with 409, changing nothing', async () => {
      const agency = await employer();
      const res = await agency.agent.post('/api/user/upgrade-employer').send({ companyName: 'Other Co', companyType: 'yacht_owner' }).expect(409);
      expect(res.body.message).toBe('This account is already an employer account');
      expect((await agency.agent.get('/api/auth/user').expect(200)).body.role).toBe('agency');
    });

    it('refuses an account that is no longer crew, and keeps no company for it (one transaction)', async () => {
      const someone = await person(app);
      await app.em.fork().execute(`update users set role = 'employer' where id = ?`, [someone.user.id]);
      await someone.agent.post('/api/user/upgrade-employer').send({ companyName: 'Late Co', companyType: 'yacht_owner' }).expect(409);
      expect(await app.em.fork().execute('select 1 from employer_companies where user_id = ?', [someone.user.id])).toEqual([]);
    });

    it.each([
      [{ companyType: 'yacht_owner' }, 'Company name is required'],
      [{ companyName: '   ', companyType: 'yacht_owner' }, 'Company name is required'],
      [{ companyName: 'X'.repeat(121), companyType: 'yacht_owner' }, 'companyName must be at most 120 characters'],
      [{ companyName: 'Co' }, 'companyType must be one of yacht_owner, recruitment_agency, management_company'],
      [{ companyName: 'Co', companyType: 'shipyard' }, 'companyType must be one of yacht_owner, recruitment_agency, management_company'],
    ])('refuses %j with a 400 naming the field', async (body, message) => {
      const someone = await person(app);
      const res = await someone.agent.post('/api/user/upgrade-employer').send(body).expect(400);
      expect(JSON.stringify(res.body)).toContain(message);
      expect((await someone.agent.get('/api/auth/user').expect(200)).body.role).toBe('crew');
    });
  });

  describe('employer-only calls', () => {
    it('answer a crew account 403 Employer Access Required', async () => {
      const crew = await person(app);
      for (const [method, path, body] of [
        ['post', '/api/test/activate-subscription', { planId: 'basic' }],
        ['post', '/api/credits/add', { amount: 50 }],
        ['get', '/api/transactions', undefined],
      ] as const) {
        const res = await (method === 'get' ? crew.agent.get(path) : crew.agent.post(path).send(body)).expect(403);
        expect(res.body.message).toBe('Employer Access Required');
      }
      expect(await app.em.fork().execute('select 1 from credit_ledger where employer_id = ?', [crew.user.id])).toEqual([]);
    });

    it('answer anonymous visitors 401', async () => {
      await app.http().get('/api/transactions').expect(401);
      await app.http().get('/api/user/subscription').expect(401);
    });
  });

  describe('test-mode plans and credits', () => {
    it('activates a plan for a month, adds its price as credits, and lists both entries newest first', async () => {
      const agency = await employer();
      const activated = await agency.agent.post('/api/test/activate-subscription').send({ planId: 'professional' }).expect(200);
      expect(activated.body).toMatchObject({ plan: 'professional', creditsAdded: 150 });
      const user = (await agency.agent.get('/api/auth/user').expect(200)).body;
      expect(user).toMatchObject({ subscriptionStatus: 'active', subscriptionPlan: 'professional' });
      expect(new Date(user.subscriptionExpiresAt).getTime() - Date.now()).toBeGreaterThan(27 * DAY);

      const added = await agency.agent.post('/api/credits/add').send({ amount: 100 }).expect(200);
      expect(added.body).toEqual({ creditsRemaining: 250 });

      const transactions = (await agency.agent.get('/api/transactions').expect(200)).body;
      expect(transactions.map((t: { description: string; amount: number; status: string }) => [t.description, t.amount, t.status])).toEqual([
        ['Credits added: $100 (test mode)', 100, 'completed'],
        ['Professional plan, one month (test mode)', 150, 'completed'],
      ]);
      expect(Number.isNaN(Date.parse(transactions[0].createdAt))).toBe(false);

      const info = (await agency.agent.get('/api/user/subscription').expect(200)).body;
      expect(info).toMatchObject({
        isEmployer: true,
        subscription: { plan: 'professional', status: 'active', creditsRemaining: 250 },
        analytics: { contacts: { totalContacts: 0, pendingContacts: 0, acceptedContacts: 0 }, monthlySpending: 250, creditsUsed: 0, profileViews: 0 },
      });
      expect(info.limits.features).toEqual([
        { feature: 'profile_view', limit: 50, used: 0 },
        { feature: 'message', limit: 20, used: 0 },
        { feature: 'verification_report', limit: 2, used: 0 },
      ]);
    });

    it('tells a crew account it is not an employer, with no plan and no credits', async () => {
      const crew = await person(app);
      const info = (await crew.agent.get('/api/user/subscription').expect(200)).body;
      expect(info).toMatchObject({ isEmployer: false, subscription: { plan: null, status: null, creditsRemaining: 0 } });
    });

    it.each([[{ planId: 'gold' }], [{ planId: '' }], [{}]])('refuses the unknown plan %j with 400', async (body) => {
      const agency = await employer();
      const res = await agency.agent.post('/api/test/activate-subscription').send(body).expect(400);
      expect(JSON.stringify(res.body)).toContain('planId must be one of basic, professional, enterprise');
      expect((await agency.agent.get('/api/transactions').expect(200)).body).toEqual([]);
    });

    it.each([[0], [75], [-50], ['100'], [100.5], [null]])('refuses the amount %j with 400', async (amount) => {
      const agency = await employer();
      const res = await agency.agent.post('/api/credits/add').send({ amount }).expect(400);
      expect(JSON.stringify(res.body)).toContain('amount must be 50, 100 or 250');
      expect((await agency.agent.get('/api/transactions').expect(200)).body).toEqual([]);
    });

    it('loses no credit addition when fifty arrive at once', async () => {
      const agency = await employer();
      const results = await Promise.all(Array.from({ length: 50 }, () => agency.agent.post('/api/credits/add').send({ amount: 50 })));
      expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
      const info = (await agency.agent.get('/api/user/subscription').expect(200)).body;
      expect(info.subscription.creditsRemaining).toBe(2500);
      expect((await agency.agent.get('/api/transactions').expect(200)).body).toHaveLength(50);
    });

    it('never lets the balance go below zero, and keeps no entry for a refused spend', async () => {
      const agency = await employer();
      await agency.agent.post('/api/credits/add').send({ amount: 50 }).expect(200);
      const ledger = app.api.get(CreditLedger);
      const em = app.api.get(EntityManager);
      await expect(
        em.transactional((tx) => ledger.record(tx, { employerId: agency.user.id, amount: -80, kind: 'spend', description: 'Too much', idempotencyKey: `spend:${agency.user.id}` })),
      ).rejects.toMatchObject({ status: 402 });
      expect((await agency.agent.get('/api/transactions').expect(200)).body).toHaveLength(1);
      expect((await agency.agent.get('/api/user/subscription').expect(200)).body.subscription.creditsRemaining).toBe(50);
    });

    it('records an entry once per idempotency key', async () => {
      const agency = await employer();
      const ledger = app.api.get(CreditLedger);
      const em = app.api.get(EntityManager);
      const entry = { employerId: agency.user.id, amount: 50, kind: 'credit_purchase' as const, description: 'Retried', idempotencyKey: `retry:${agency.user.id}` };
      expect(await em.transactional((tx) => ledger.record(tx, entry))).toBe(true);
      expect(await em.transactional((tx) => ledger.record(tx, entry))).toBe(false);
      expect((await agency.agent.get('/api/user/subscription').expect(200)).body.subscription.creditsRemaining).toBe(50);
    });

    it('keeps the ledger append-only in the database itself', async () => {
      const agency = await employer();
      await agency.agent.post('/api/credits/add').send({ amount: 50 }).expect(200);
      await expect(app.em.fork().execute('update credit_ledger set amount = 5000 where employer_id = ?', [agency.user.id])).rejects.toThrow(/append-only/);
      await expect(app.em.fork().execute('delete from credit_ledger where employer_id = ?', [agency.user.id])).rejects.toThrow(/append-only/);
    });
  });

  describe('monthly allowances', () => {
    const basic = findPlan('basic')!;

    async function consume(employerId: string, feature: 'profile_view' | 'message' | 'verification_report', crewId?: string) {
      const allowances = app.api.get(MonthlyAllowances);
      const now = app.api.get(Clock).now();
      return app.api.get(EntityManager).transactional((em) => allowances.consume(em, employerId, basic, feature, now, { subjectId: crewId }));
    }

    it('never lets fifty concurrent consumers exceed a limit', async () => {
      const agency = await employer();
      await agency.agent.post('/api/test/activate-subscription').send({ planId: 'basic' }).expect(200);
      const crewIds = Array.from({ length: 50 }, () => crypto.randomUUID());
      const results = await Promise.allSettled(crewIds.map((crewId) => consume(agency.user.id, 'profile_view', crewId)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(refused).toHaveLength(45);
      expect(refused[0].reason.message).toBe('Monthly limit of 5 profile views reached on the Basic plan');
      const info = (await agency.agent.get('/api/user/subscription').expect(200)).body;
      expect(info.limits.features[0]).toEqual({ feature: 'profile_view', limit: 5, used: 5 });
      expect(info.analytics.profileViews).toBe(5);
      // Only the five counted views are remembered as counted.
      expect(await app.em.fork().execute('select count(*)::int as n from profile_views_counted where employer_id = ?', [agency.user.id])).toEqual([{ n: 5 }]);
    });

    it('records every change of a counter, and only those: the counter is always the sum of its records', async () => {
      const agency = await employer();
      const crewIds = Array.from({ length: 12 }, () => crypto.randomUUID());
      // Seven of twelve refused at the limit: a refusal records nothing.
      await Promise.allSettled(crewIds.map((crewId) => consume(agency.user.id, 'profile_view', crewId)));
      const allowances = app.api.get(MonthlyAllowances);
      const period = app.api.get(Clock).now().toISOString().slice(0, 7);
      await app.api.get(EntityManager).transactional((em) => allowances.release(em, agency.user.id, 'profile_view', period, 'report-1'));
      const db = app.em.fork();
      expect(await db.execute(`select used from usage_counters where employer_id = ?`, [agency.user.id])).toEqual([{ used: 4 }]);
      expect(await db.execute(`select kind, units, count(*)::int as n from allowance_uses where employer_id = ? group by 1, 2 order by 1`, [agency.user.id])).toEqual([
        { kind: 'give-back', units: -1, n: 1 },
        { kind: 'use', units: 1, n: 5 },
      ]);
      // Nothing below zero is given back, and nothing recorded for it.
      await app.api.get(EntityManager).transactional((em) => allowances.release(em, agency.user.id, 'message', period));
      expect(await db.execute(`select count(*)::int as n from allowance_uses where employer_id = ? and feature = 'message'`, [agency.user.id])).toEqual([{ n: 0 }]);
      // The records are kept as written.
      await expect(db.execute(`delete from allowance_uses where employer_id = ?`, [agency.user.id])).rejects.toThrow('allowance_uses is append-only: DELETE is not allowed');
    });

    it('counts opening the same crew member once a month', async () => {
      const agency = await employer();
      const crewId = crypto.randomUUID();
      await consume(agency.user.id, 'profile_view', crewId);
      await consume(agency.user.id, 'profile_view', crewId);
      await Promise.all([consume(agency.user.id, 'profile_view', crewId), consume(agency.user.id, 'profile_view', crewId)]);
      const [row] = await app.em.fork().execute(`select used from usage_counters where employer_id = ? and feature = 'profile_view'`, [agency.user.id]);
      expect(row.used).toBe(1);
    });

    it('refuses what the plan does not include with a readable message', async () => {
      const agency = await employer();
      await expect(consume(agency.user.id, 'verification_report')).rejects.toMatchObject({ status: 403, message: 'The Basic plan does not include verification reports' });
      await Promise.all([1, 2, 3].map(() => consume(agency.user.id, 'message')));
      await expect(consume(agency.user.id, 'message')).rejects.toMatchObject({ message: 'Monthly limit of 3 messages reached on the Basic plan' });
    });
  });

  describe('when the month passes (a clock the test moves)', () => {
    afterEach(() => {
      // Back to the wall clock for the other tests of this file.
      app.api.get(Clock).advance(-moved);
      moved = 0;
    });
    let moved = 0;
    function advance(ms: number) {
      app.api.get(Clock).advance(ms);
      moved += ms;
    }

    it('reads the subscription as inactive, hides reviewer details again, and starts new allowances', async () => {
      const owner = await person(app);
      await review(owner, await person(app), { text: 'Kept the engine room spotless through a hard winter season.' });
      await owner.agent.post('/api/user/upgrade-employer').send({ companyName: 'Owner Ltd', companyType: 'yacht_owner' }).expect(200);
      expect((await owner.agent.get('/api/reviews').expect(200)).body[0]).not.toHaveProperty('reviewerVessel');

      await owner.agent.post('/api/test/activate-subscription').send({ planId: 'basic' }).expect(200);
      expect((await owner.agent.get('/api/reviews').expect(200)).body[0].reviewerVessel).toBe('M/Y Secret Vessel');
      await Promise.all([1, 2, 3].map(() => app.api.get(EntityManager).transactional((em) => app.api.get(MonthlyAllowances).consume(em, owner.user.id, findPlan('basic')!, 'message', app.api.get(Clock).now()))));

      advance(32 * DAY);
      expect((await owner.agent.get('/api/auth/user').expect(200)).body.subscriptionStatus).toBe('inactive');
      const info = (await owner.agent.get('/api/user/subscription').expect(200)).body;
      expect(info.subscription).toMatchObject({ plan: 'basic', status: 'inactive', creditsRemaining: 50 });
      expect(info.limits.features.find((f: { feature: string }) => f.feature === 'message')).toEqual({ feature: 'message', limit: 0, used: 0 });
      expect((await owner.agent.get('/api/reviews').expect(200)).body[0]).not.toHaveProperty('reviewerVessel');

      await owner.agent.post('/api/test/activate-subscription').send({ planId: 'basic' }).expect(200);
      const renewed = (await owner.agent.get('/api/user/subscription').expect(200)).body;
      expect(renewed.subscription.status).toBe('active');
      expect(renewed.limits.features.find((f: { feature: string }) => f.feature === 'message')).toEqual({ feature: 'message', limit: 3, used: 0 });
    });
  });
});
