import { crew, employer, settled } from '../search/search-helpers.js';
import { person, review, type Person } from '../sharing/sharing-helpers.js';
import { linkIn } from '../support/smtp-sink.js';
import { addAuthenticator } from '../support/second-factor.js';
import { STRONG_PASSWORD, startTestApp, type TestApp } from '../support/test-app.js';

/** DESIGN.md, "Suspension": no sign-in, not found, nothing erased, lifted with a reason; each step audited and told. */
const because = (note: string, category = 'fake-account') => ({ reason: { category, note } });
const SUSPENDED = 'This account is suspended. If you think this is a mistake, reply to the email we sent you about it.';
const OPERATOR = 'harbour.master@example.com';

describe('suspending an account', () => {
  let app: TestApp;
  let boss: Person;

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAILS: OPERATOR });
    boss = await person(app, { firstName: 'Ada', lastName: 'Admin' });
    await sql(`update users set admin_level = 'super_admin' where id = ?`, [boss.user.id]);
    await addAuthenticator(app, boss.agent);
  });
  afterAll(() => app.close());

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => app.em.fork().getConnection().execute<T[]>(text, params);
  const found = async (searcher: Person, lastName: string) =>
    ((await searcher.agent.get('/api/search/crew').query({ query: lastName }).expect(200)).body as Array<{ lastName: string }>).some((r) => r.lastName === lastName);

  it('signs the person out everywhere, refuses their sign-in, hides them from search, erases nothing, and lifting brings all back', async () => {
    const suspect = await crew(app, { firstName: 'Sid', lastName: 'Suspectson' }, { position: 'Bosun', location: 'Antibes' });
    const agency = await employer(app);
    await settled(app);
    expect(await found(agency, 'Suspectson')).toBe(true);

    const res = await boss.agent.post(`/api/admin/users/${suspect.user.id}/suspend`).send(because('Same device as three fake reviewers')).expect(200);
    expect(res.body).toMatchObject({ id: suspect.user.id, suspendedAt: expect.any(String) });
    await suspect.agent.get('/api/auth/user').expect(401);
    expect((await app.agent().post('/api/auth/login').send({ email: suspect.user.email, password: STRONG_PASSWORD }).expect(403)).body.message).toBe(SUSPENDED);
    // A wrong password still says only that, so a suspension is never told to a stranger.
    expect((await app.agent().post('/api/auth/login').send({ email: suspect.user.email, password: 'not-the-password-at-all' }).expect(401)).body.message).toBe('Invalid email or password');
    // An emailed sign-in link is used up but gives no session.
    const linkAgent = app.agent();
    await linkAgent.post('/api/auth/email-link').send({ email: suspect.user.email }).expect(202);
    const link = linkIn(await app.smtp.waitFor(suspect.user.email, /sign-in link|Sign in/i), `${app.config.APP_URL}/api/auth/email-link/`);
    const followed = await linkAgent.get(new URL(link).pathname).expect(303);
    expect(followed.headers.location).toBe('/login?error=suspended');
    await linkAgent.get('/api/auth/user').expect(401);

    const mail = await app.smtp.waitFor(suspect.user.email, /suspended/);
    expect(mail.text).toContain('Reason: Fake or impersonated account. Same device as three fake reviewers');
    await settled(app);
    expect(await found(agency, 'Suspectson')).toBe(false);
    expect((await sql('select 1 from users where id = ?', [suspect.user.id])).length).toBe(1);

    await boss.agent.post(`/api/admin/users/${suspect.user.id}/lift-suspension`).send(because('Explained: shared the crew laptop', 'confirmed-genuine')).expect(200);
    const back = app.agent();
    await back.post('/api/auth/login').send({ email: suspect.user.email, password: STRONG_PASSWORD }).expect(200);
    expect((await back.get('/api/auth/user').expect(200)).body).toMatchObject({ position: 'Bosun', location: 'Antibes', searchable: true });
    await app.smtp.waitFor(suspect.user.email, /active again/);
    await settled(app);
    expect(await found(agency, 'Suspectson')).toBe(true);

    const log = (await boss.agent.get('/api/admin/audit-log').expect(200)).body.filter((e: { target: { id: string } }) => e.target.id === suspect.user.id);
    expect(log.map((e: { action: string; details: unknown }) => [e.action, e.details])).toEqual([
      ['user.suspension-lifted', because('Explained: shared the crew laptop', 'confirmed-genuine')],
      ['user.suspended', because('Same device as three fake reviewers')],
    ]);
  });

  it("takes the reviews a suspended person wrote out of their colleague's numbers, and puts them back when lifted", async () => {
    const owner = await person(app, { firstName: 'Olga', lastName: 'Owner' });
    const writer = await person(app, { firstName: 'Will', lastName: 'Writer' });
    await review(owner, writer, { text: 'Olga kept the bridge calm on every crossing.', rating: 5 });
    const totals = async () => (await owner.agent.get('/api/stats').expect(200)).body.totalReviews;
    expect(await totals()).toBe(1);
    await boss.agent.post(`/api/admin/users/${writer.user.id}/suspend`).send(because('Writes reviews for a paid ring')).expect(200);
    await settled(app);
    expect(await totals()).toBe(0);
    await boss.agent.post(`/api/admin/users/${writer.user.id}/lift-suspension`).send(because('Cleared after a call with the captain', 'confirmed-genuine')).expect(200);
    await settled(app);
    expect(await totals()).toBe(1);
  });

  it('suspends several accounts with one reason; a second suspension changes and audits nothing', async () => {
    const [a, b] = [await person(app), await person(app)];
    // A reviewer whose account is already gone is left out, not a failure of the batch.
    const gone = '00000000-0000-4000-8000-00000000dead';
    const res = await boss.agent.post('/api/admin/users/suspend').send({ userIds: [a.user.id, gone, b.user.id], ...because('A ring of fake reviewers') }).expect(200);
    expect(res.body.map((u: { id: string; suspendedAt: string | null }) => [u.id, !!u.suspendedAt])).toEqual([[a.user.id, true], [b.user.id, true]]);
    await boss.agent.post(`/api/admin/users/${a.user.id}/suspend`).send(because('A ring of fake reviewers')).expect(200);
    const entries = (await boss.agent.get('/api/admin/audit-log').expect(200)).body.filter((e: { target: { id: string } }) => e.target.id === a.user.id);
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['user.suspended']);
    expect(JSON.stringify((await boss.agent.post('/api/admin/users/suspend').send({ userIds: [], ...because('A ring of fake reviewers') }).expect(400)).body)).toContain('userIds must be a list of 1 to 100 ids');
  });

  it('follows the admin-rights rules: not yourself, not above your level, and never the last active super admin', async () => {
    const moderator = await person(app);
    await sql(`update users set admin_level = 'moderator' where id = ?`, [moderator.user.id]);
    await addAuthenticator(app, moderator.agent);
    expect((await moderator.agent.post(`/api/admin/users/${moderator.user.id}/suspend`).send(because('Testing the rules here')).expect(403)).body.message).toBe('You cannot suspend your own account');
    expect((await moderator.agent.post(`/api/admin/users/${boss.user.id}/suspend`).send(because('Testing the rules here')).expect(403)).body.message).toBe('Only a super admin can act on a super admin');
    expect((await moderator.agent.post('/api/admin/users/suspend').send({ userIds: [moderator.user.id], ...because('Testing the rules here') }).expect(403)).body.message).toBe(
      'You cannot suspend your own account',
    );
    const second = await person(app);
    await sql(`update users set admin_level = 'super_admin' where id = ?`, [second.user.id]);
    await sql(`update users set admin_level = 'admin' where admin_level = 'super_admin' and id not in (?, ?)`, [boss.user.id, second.user.id]);
    await boss.agent.post(`/api/admin/users/${second.user.id}/suspend`).send(because('Account taken over, locked')).expect(200);
    // Boss is now the last active super admin: no other super admin exists to suspend them, and the database agrees.
    await expect(sql(`update users set suspended_at = now() where id = ?`, [boss.user.id])).rejects.toThrow(/there must always be an active super admin/);
    await boss.agent.post(`/api/admin/users/${second.user.id}/lift-suspension`).send(because('Recovered the account', 'other')).expect(200);
  });

  it('lets the ADMIN_EMAILS operator back in: a suspended listed address is lifted and made super admin at sign-in', async () => {
    const agent = app.agent();
    await agent.post('/api/auth/signup').send({ email: OPERATOR, password: STRONG_PASSWORD, firstName: 'Hana', lastName: 'Master' }).expect(201);
    await agent.get(new URL(linkIn(await app.smtp.waitFor(OPERATOR, /Confirm your email/), `${app.config.APP_URL}/api/auth/email-link/`)).pathname).expect(303);
    const { id } = (await agent.get('/api/auth/user').expect(200)).body as { id: string };
    await boss.agent.post(`/api/admin/users/${id}/suspend`).send(because('Rogue super admin locked out')).expect(200);
    await agent.get('/api/auth/user').expect(401);

    await agent.post('/api/auth/login').send({ email: OPERATOR, password: STRONG_PASSWORD }).expect(200);
    expect((await agent.get('/api/auth/user').expect(200)).body.adminLevel).toBe('super_admin');
    await settled(app);
    const [entry] = (await boss.agent.get('/api/admin/audit-log').expect(200)).body.filter((e: { target: { id: string } }) => e.target.id === id);
    expect(entry).toMatchObject({ action: 'user.suspension-lifted', actor: { id: null }, details: { source: 'ADMIN_EMAILS' } });
  });
});
