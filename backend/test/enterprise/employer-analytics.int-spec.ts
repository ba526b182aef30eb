import { crew, employer, settled } from '../search/search-helpers.js';
import { verifyEmail, type Person } from '../sharing/sharing-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface Activity {
  profileViews: number;
  contactsSent: number;
  contactsAccepted: number;
  acceptanceRate: number | null;
  reportsOrdered: number;
}
type Week = Activity & { weekStart: string };

const QUIET: Activity = { profileViews: 0, contactsSent: 0, contactsAccepted: 0, acceptanceRate: null, reportsOrdered: 0 };

describe("employer analytics: an Enterprise employer's views, contacts and reports by week", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  const sql = (text: string, params: unknown[] = []) => app.em.fork().getConnection().execute(text, params);

  async function enterprise(): Promise<Person> {
    const fleet = await employer(app, 'enterprise');
    await verifyEmail(app, fleet.user.email);
    return fleet;
  }

  it('is for an active Enterprise plan: the others are told which plan has it', async () => {
    await app.http().get('/api/employer/analytics').expect(401);
    const someone = await crew(app, { firstName: 'Crew', lastName: 'Only' });
    expect((await someone.agent.get('/api/employer/analytics').expect(403)).body.message).toBe('Employer Access Required');
    for (const plan of [null, 'basic', 'professional'] as const) {
      const res = await (await employer(app, plan)).agent.get('/api/employer/analytics').expect(403);
      expect(res.body.message).toBe('The analytics dashboard needs an active Enterprise plan');
    }
  });

  it('counts profile views, contact requests sent and accepted, the acceptance rate and reports, per week and in total', async () => {
    const fleet = await enterprise();
    const [ana, ben, cleo] = await Promise.all(
      (['Ana', 'Ben', 'Cleo'] as const).map((firstName) =>
        crew(app, { firstName, lastName: 'Analytica' }, { position: 'Deckhand', rank: 'deckhand', location: 'Antibes', experienceYears: 4 }),
      ),
    );
    await settled(app);

    // Three profiles opened, one of them twice (a profile counts once a month, as the plan counts it).
    for (const someone of [ana, ben, cleo, ana]) await fleet.agent.get(`/api/search/crew/${someone.user.id}`).expect(200);
    const sent = new Map<Person, string>();
    for (const someone of [ana, ben, cleo]) {
      const res = await fleet.agent.post('/api/contact-requests').send({ crewId: someone.user.id, message: 'We have a deckhand position for the season.' }).expect(201);
      sent.set(someone, res.body.id);
    }
    await ana.agent.patch(`/api/contact-requests/${sent.get(ana)}`).send({ status: 'accepted' }).expect(200);
    await ben.agent.patch(`/api/contact-requests/${sent.get(ben)}`).send({ status: 'declined' }).expect(200);
    for (const someone of [ana, ben]) await fleet.agent.post('/api/verification-reports').send({ crewId: someone.user.id, reportType: 'background_check' }).expect(201);

    // Someone else's activity is not theirs.
    const other = await enterprise();
    await other.agent.get(`/api/search/crew/${ana.user.id}`).expect(200);

    // Ben's view and contact happened last week, Cleo's view long before the twelve weeks.
    await sql(`update profile_views_counted set counted_at = counted_at - interval '7 days' where employer_id = ? and crew_id = ?`, [fleet.user.id, ben.user.id]);
    await sql(`update contact_requests set created_at = created_at - interval '7 days' where id = ?`, [sent.get(ben)]);
    await sql(`update profile_views_counted set counted_at = counted_at - interval '100 days' where employer_id = ? and crew_id = ?`, [fleet.user.id, cleo.user.id]);

    const { weeks, totals } = (await fleet.agent.get('/api/employer/analytics').expect(200)).body as { weeks: Week[]; totals: Activity };
    expect(weeks).toHaveLength(12);
    const monday = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - ((date.getUTCDay() + 6) % 7)));
    const thisWeek = monday(new Date());
    expect(weeks[11].weekStart).toBe(thisWeek.toISOString().slice(0, 10));
    expect(weeks[10].weekStart).toBe(new Date(thisWeek.getTime() - 7 * 86_400_000).toISOString().slice(0, 10));
    expect(weeks[11]).toMatchObject({ profileViews: 1, contactsSent: 2, contactsAccepted: 1, acceptanceRate: 50, reportsOrdered: 2 });
    expect(weeks[10]).toMatchObject({ profileViews: 1, contactsSent: 1, contactsAccepted: 0, acceptanceRate: 0, reportsOrdered: 0 });
    for (const week of weeks.slice(0, 10)) expect(week).toEqual({ weekStart: week.weekStart, ...QUIET });
    expect(totals).toEqual({ profileViews: 2, contactsSent: 3, contactsAccepted: 1, acceptanceRate: 33, reportsOrdered: 2 });

    const fresh = (await (await enterprise()).agent.get('/api/employer/analytics').expect(200)).body as { weeks: Week[]; totals: Activity };
    expect(fresh.totals).toEqual(QUIET);
  });

  it('stops with the plan: a lapsed Enterprise plan counts as none', async () => {
    const fleet = await enterprise();
    await fleet.agent.get('/api/employer/analytics').expect(200);
    await sql(`update users set subscription_expires_at = now() - interval '1 second' where id = ?`, [fleet.user.id]);
    expect((await fleet.agent.get('/api/employer/analytics').expect(403)).body.message).toBe('The analytics dashboard needs an active Enterprise plan');
  });
});
