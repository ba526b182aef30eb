import { createLink, person as sharingPerson } from '../sharing/sharing-helpers.js';
import { signUp, startTestApp, STRONG_PASSWORD, type TestApp, uniqueEmail } from '../support/test-app.js';

/**
 * NUL bytes used to reach PostgreSQL (a 500 there) and lone surrogates made the email
 * validator throw: every string field is checked in one place before its DTO rules run.
 */
describe('control characters and invalid Unicode in any string field', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const scalar = async (sql: string, params: unknown[] = []) => Number((await app.em.fork().getConnection().execute(sql, params))[0].n);

  it('sign-up: a NUL in a name is a 400 naming the field, and no account is created', async () => {
    const email = uniqueEmail('nul');
    const res = await app.http().post('/api/auth/signup').send({ email, password: STRONG_PASSWORD, firstName: 'Al\u0000ex', lastName: 'Morgan' }).expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'firstName contains a control character' });
    const newline = await app.http().post('/api/auth/signup').send({ email, password: STRONG_PASSWORD, firstName: 'Alex', lastName: 'Mor\ngan' }).expect(400);
    expect(newline.body.message).toBe('lastName contains a control character');
    expect(await scalar('select count(*) as n from users where email = ?', [email])).toBe(0);
  });

  it('sign-up and sign-in: a lone surrogate in an email is a 400, not a validator crash', async () => {
    const res = await app.http().post('/api/auth/signup').send({ email: 'sam\uD800@example.com', password: STRONG_PASSWORD, firstName: 'Sam', lastName: 'Lee' }).expect(400);
    expect(res.body.message).toBe('email contains invalid Unicode');
    await app.http().post('/api/auth/login').send({ email: '\uDFFFsam@example.com', password: STRONG_PASSWORD }).expect(400);
    await app.http().post('/api/auth/email-link').send({ email: 'sam@exa\uD83Dmple.com' }).expect(400);
  });

  it('profile: single-line fields refuse line breaks, the bio keeps them, NUL is refused everywhere', async () => {
    const { agent } = await signUp(app);
    expect((await agent.patch('/api/user/profile').send({ position: 'Chief\u0000Officer' }).expect(400)).body.message).toBe('position contains a control character');
    expect((await agent.patch('/api/user/profile').send({ bio: 'Ten years\u0000 at sea' }).expect(400)).body.message).toBe('bio contains a control character');
    expect((await agent.patch('/api/user/profile').send({ location: 'Palma\r\nde Mallorca' }).expect(400)).body.message).toBe('location contains a control character');
    await agent.patch('/api/user/profile').send({ bio: 'Ten years at sea.\r\nMostly motor yachts.\tAsk me.' }).expect(200);
  });

  it('review request: a lone surrogate in the reviewer email is refused and nothing reaches the outbox', async () => {
    const { agent } = await signUp(app);
    const outbox = () => scalar('select count(*) as n from outbox_messages');
    const before = await outbox();
    const res = await agent.post('/api/review-requests').send({ reviewerEmail: 'sam\uDBFF@example.com', context: 'M/Y Aurora' }).expect(400);
    expect(res.body.message).toBe('reviewerEmail contains invalid Unicode');
    expect((await agent.post('/api/review-requests').send({ reviewerEmail: uniqueEmail(), context: 'M/Y\u0000Aurora' }).expect(400)).body.message).toBe('context contains a control character');
    expect(await outbox()).toBe(before);
    expect(await scalar('select count(*) as n from review_events')).toBe(0);
    // The personal message is multi-line text.
    await agent.post('/api/review-requests').send({ reviewerEmail: uniqueEmail(), context: 'M/Y Aurora', message: 'Hi Sam,\n\nWould you write a few words?' }).expect(201);
  });

  it('share link: a NUL in the purpose is a 400', async () => {
    const owner = await sharingPerson(app);
    const res = await owner.agent.post('/api/share-links').send({ purpose: 'Application\u0000' }).expect(400);
    expect(res.body.message).toBe('purpose contains a control character');
    await createLink(owner);
  });

  it('path and query parameters are checked too', async () => {
    const res = await app.http().get('/api/public/profile/abc%00def').expect(400);
    expect(res.body.message).toBe('token contains a control character');
    await app.http().get('/api/public/profile/%ED%A0%80').expect((r) => expect(r.status).toBeLessThan(500));
  });
});
