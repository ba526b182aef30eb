import { admin } from '../moderation/moderation-helpers.js';
import { crew, employer, settled } from '../search/search-helpers.js';
import type { Person } from '../sharing/sharing-helpers.js';
import { addAuthenticator } from '../support/second-factor.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface SupportRequest {
  id: string;
  category: string;
  subject: string;
  message: string;
  status: 'open' | 'closed';
  closedAt: string | null;
  replies: Array<{ id: string; message: string; createdAt: string; author?: { id: string | null; name: string } }>;
  employer?: { id: string | null; name: string; email: string | null };
  closedBy?: { id: string | null; name: string } | null;
}

const NEEDS_ENTERPRISE = 'Priority support needs an active Enterprise plan';
const ASK = { category: 'search', subject: 'Search misses a USCG licence', message: 'Searching "USCG Master" finds a captain whose card never shows the licence.' };

describe('priority support: Enterprise employers ask, admins answer by email and in the product', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  const ask = async (owner: Person, body: Record<string, unknown> = ASK) => (await owner.agent.post('/api/support/requests').send(body).expect(201)).body as SupportRequest;
  const adminList = async (someone: Person, status = 'open') =>
    (await someone.agent.get(`/api/admin/support/requests?status=${status}`).expect(200)).body as SupportRequest[];
  const sql = (text: string, params: unknown[] = []) => app.em.fork().getConnection().execute(text, params);

  it('takes requests from an active Enterprise plan only, naming the plan to the others', async () => {
    await app.http().post('/api/support/requests').send(ASK).expect(401);
    const someone = await crew(app, { firstName: 'Crew', lastName: 'Member' });
    expect((await someone.agent.post('/api/support/requests').send(ASK).expect(403)).body.message).toBe('Employer Access Required');
    expect((await someone.agent.get('/api/support/requests').expect(403)).body.message).toBe('Employer Access Required');
    for (const plan of [null, 'basic', 'professional'] as const) {
      const owner = await employer(app, plan);
      expect((await owner.agent.post('/api/support/requests').send(ASK).expect(403)).body.message).toBe(NEEDS_ENTERPRISE);
      expect((await owner.agent.get('/api/support/requests').expect(200)).body).toEqual([]);
    }
    expect(await sql('select 1 from support_requests')).toEqual([]);
  });

  it.each([
    ['an unknown category', { ...ASK, category: 'refund' }, 'category must be one of: account, billing, search, api, other'],
    ['no category', { subject: ASK.subject, message: ASK.message }, 'category must be one of: account, billing, search, api, other'],
    ['a subject of one letter and spaces', { ...ASK, subject: ' a ' }, 'subject must be 3 to 150 characters'],
    ['a subject of 151 characters', { ...ASK, subject: 'x'.repeat(151) }, 'subject must be 3 to 150 characters'],
    ['a message of 7 characters', { ...ASK, message: 'Help me' }, 'message must be 10 to 5000 characters'],
    ['a message of 5,001 characters', { ...ASK, message: 'x'.repeat(5001) }, 'message must be 10 to 5000 characters'],
  ])('refuses %s naming the field, storing nothing', async (_label, body, message) => {
    const owner = await employer(app, 'enterprise');
    expect((await owner.agent.post('/api/support/requests').send(body).expect(400)).body.message).toBe(message);
    expect(await sql('select 1 from support_requests where employer_id = ?', [owner.user.id])).toEqual([]);
  });

  it('reaches every admin level, whose answer is emailed to the employer and shown in their history; a closed request takes no more answers', async () => {
    const owner = await employer(app, 'enterprise');
    const asked = await ask(owner, { ...ASK, message: 'Line one.\nLine two of the question.' });
    expect(asked).toMatchObject({ category: 'search', subject: ASK.subject, message: 'Line one.\nLine two of the question.', status: 'open', closedAt: null, replies: [] });

    // Not for employers or crew.
    expect((await owner.agent.get('/api/admin/support/requests').expect(403)).body.message).toBe('Admin privileges required');
    await owner.agent.post(`/api/admin/support/requests/${asked.id}/replies`).send({ message: 'Answering myself here.' }).expect(403);

    const moderator = await admin(app, 'moderator', { firstName: 'Mona', lastName: 'Moderator' });
    const listed = (await adminList(moderator)).find((r) => r.id === asked.id)!;
    expect(listed).toMatchObject({ subject: ASK.subject, status: 'open', employer: { id: owner.user.id, name: 'Erin Employer', email: owner.user.email }, closedBy: null, replies: [] });

    const answered = (await moderator.agent.post(`/api/admin/support/requests/${asked.id}/replies`).send({ message: '  The licence shows now.\nThank you for telling us.  ' }).expect(201))
      .body as SupportRequest;
    expect(answered.replies).toEqual([
      { id: expect.any(String), message: 'The licence shows now.\nThank you for telling us.', createdAt: expect.any(String), author: { id: moderator.user.id, name: 'Mona Moderator', email: moderator.user.email } },
    ]);

    const mail = await app.smtp.waitFor(owner.user.email, /^Re: Search misses a USCG licence$/);
    expect(mail.text).toContain('The licence shows now.\nThank you for telling us.');
    expect(mail.text).toContain(`${app.config.APP_URL}/employer?tab=support`);

    const [mine] = (await owner.agent.get('/api/support/requests').expect(200)).body as SupportRequest[];
    expect(mine).toMatchObject({ id: asked.id, status: 'open', replies: [{ message: 'The licence shows now.\nThank you for telling us.' }] });
    // Which admin answered stays in the admin area.
    expect(mine.replies[0]).not.toHaveProperty('author');

    const boss = await admin(app, 'super_admin');
    const closed = (await boss.agent.post(`/api/admin/support/requests/${asked.id}/close`).expect(200)).body as SupportRequest;
    expect(closed).toMatchObject({ status: 'closed', closedAt: expect.any(String), closedBy: { id: boss.user.id } });
    expect((await adminList(moderator)).map((r) => r.id)).not.toContain(asked.id);
    expect((await adminList(moderator, 'closed')).map((r) => r.id)).toContain(asked.id);
    expect((await moderator.agent.post(`/api/admin/support/requests/${asked.id}/replies`).send({ message: 'One more thing to add.' }).expect(409)).body.message).toBe(
      'This support request is closed',
    );
    await boss.agent.post(`/api/admin/support/requests/${asked.id}/close`).expect(409);
    expect(((await owner.agent.get('/api/support/requests').expect(200)).body as SupportRequest[])[0]).toMatchObject({ status: 'closed', replies: [{}] });

    await settled(app);
    const audit = await sql(`select actor_id, action, details from admin_audit_log where target_id = ? and action like 'support.%' order by id`, [owner.user.id]);
    expect(audit).toEqual([
      { actor_id: moderator.user.id, action: 'support.answered', details: { supportRequest: asked.id } },
      { actor_id: boss.user.id, action: 'support.closed', details: { supportRequest: asked.id } },
    ]);
  });

  it('refuses unknown requests, bad answers, and an admin answering their own request', async () => {
    const boss = await admin(app, 'admin');
    await boss.agent.post('/api/admin/support/requests/00000000-0000-4000-8000-000000000000/replies').send({ message: 'Nobody asked this.' }).expect(404);
    await boss.agent.post('/api/admin/support/requests/not-an-id/close').expect(404);
    expect((await boss.agent.get('/api/admin/support/requests?status=pending').expect(400)).body.message).toBe('status must be open or closed');

    const owner = await employer(app, 'enterprise');
    const asked = await ask(owner);
    expect((await boss.agent.post(`/api/admin/support/requests/${asked.id}/replies`).send({ message: 'short' }).expect(400)).body.message).toBe(
      'message must be 10 to 5000 characters',
    );
    // An admin who is also an Enterprise employer: their own request is for another admin.
    await sql('update users set admin_level = ? where id = ?', ['admin', owner.user.id]);
    // An admin level acts only in a session that passed a second factor (DESIGN.md, "Second factors").
    await addAuthenticator(app, owner.agent);
    expect((await owner.agent.post(`/api/admin/support/requests/${asked.id}/replies`).send({ message: 'Answering myself here.' }).expect(403)).body.message).toBe(
      'You cannot answer your own support request from the admin area',
    );
    expect(await sql('select 1 from support_replies where request_id = ?', [asked.id])).toEqual([]);
  });

  it('keeps the history readable after the plan changes, and deletes it with the account', async () => {
    const owner = await employer(app, 'enterprise');
    const asked = await ask(owner);
    await sql(`update users set subscription_plan = 'basic' where id = ?`, [owner.user.id]);
    expect((await owner.agent.post('/api/support/requests').send(ASK).expect(403)).body.message).toBe(NEEDS_ENTERPRISE);
    expect(((await owner.agent.get('/api/support/requests').expect(200)).body as SupportRequest[]).map((r) => r.id)).toEqual([asked.id]);

    await sql('delete from users where id = ?', [owner.user.id]);
    expect(await sql('select 1 from support_requests where id = ?', [asked.id])).toEqual([]);
  });
});
