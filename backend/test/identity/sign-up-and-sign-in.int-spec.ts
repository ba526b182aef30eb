import { linkIn } from '../support/smtp-sink.js';
import { signUp, startTestApp, STRONG_PASSWORD, type TestApp, uniqueEmail } from '../support/test-app.js';

describe('sign-up and sign-in', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAILS: 'harbour.master@example.com' });
  });
  afterAll(() => app.close());

  it('signs up, starts a session with a safe cookie, and emails a verification link', async () => {
    const email = uniqueEmail('signup');
    const agent = app.agent();
    const res = await agent.post('/api/auth/signup').send({ email: email.toUpperCase(), password: STRONG_PASSWORD, firstName: 'Alex', lastName: 'Morgan' }).expect(201);
    expect(res.body).toMatchObject({ email, firstName: 'Alex', lastName: 'Morgan', role: 'crew', isVerified: false, adminLevel: null, stcwEndorsements: [] });
    expect(res.body.passwordHash).toBeUndefined();
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/crew\.sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body.email).toBe(email);

    const mail = await app.smtp.waitFor(email, /Confirm your email/);
    expect(mail.text).toContain('Welcome aboard, Alex!');
    const link = linkIn(mail, `${app.config.APP_URL}/api/auth/email-link/`);
    const follow = await app.agent().get(new URL(link).pathname).expect(303);
    expect(follow.headers.location).toBe('/?emailConfirmed=1');
    const verified = await app.em.fork().getConnection().execute('select email_verified_at from users where email = ?', [email]);
    expect(verified[0].email_verified_at).not.toBeNull();
  });

  it('answers a sign-up for a registered email (any letter case) like a new one, without a session, and tells the owner by email', async () => {
    const { user } = await signUp(app, { firstName: 'Alex' });
    const fresh = await app.agent().post('/api/auth/signup').send({ email: uniqueEmail(), password: 'another-long-passphrase-7', firstName: 'Bo', lastName: 'Cole' }).expect(201);
    const attacker = app.agent();
    const res = await attacker.post('/api/auth/signup').send({ email: user.email.toUpperCase(), password: 'another-long-passphrase-7', firstName: 'Bo', lastName: 'Cole' }).expect(201);
    // Same status and the same body shape and values, bar the id, email and creation time.
    const comparable = (body: Record<string, unknown>) => ({ ...body, id: typeof body.id, email: typeof body.email, createdAt: typeof body.createdAt });
    expect(comparable(res.body)).toEqual(comparable(fresh.body));
    expect(res.body).toMatchObject({ email: user.email, firstName: 'Bo', lastName: 'Cole', isVerified: false });
    expect(res.body.id).not.toBe(user.id);
    // No session for the caller, and the account is unchanged: only its password signs in.
    await attacker.get('/api/auth/user').expect(401);
    await app.http().post('/api/auth/login').send({ email: user.email, password: 'another-long-passphrase-7' }).expect(401);
    await app.http().post('/api/auth/login').send({ email: user.email, password: STRONG_PASSWORD }).expect(200);
    const mail = await app.smtp.waitFor(user.email, /You already have a Crew Reviews account/);
    expect(mail.text).toContain('Hello Alex,');
    expect(mail.text).toContain('Someone just tried to create a Crew Reviews account with this email address');
    expect(linkIn(mail, `${app.config.APP_URL}/api/auth/email-link/`)).toBeDefined();
    expect(await app.em.fork().getConnection().execute('select count(*)::int as n from users where email = ?', [user.email])).toEqual([{ n: 1 }]);
  });

  it.each([
    ['short', 'Password must be at least 8 characters'],
    ['password123', 'This password is too common. Please choose a less predictable one'],
  ])('refuses the password %p with a clear message', async (password, message) => {
    const email = uniqueEmail();
    const res = await app.http().post('/api/auth/signup').send({ email, password, firstName: 'A', lastName: 'B' }).expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await app.em.fork().getConnection().execute('select 1 from users where email = ?', [email])).toHaveLength(0);
  });

  it('signs in with the password, whatever the letter case of the email', async () => {
    const { user } = await signUp(app);
    const agent = app.agent();
    await agent.post('/api/auth/login').send({ email: user.email.toUpperCase(), password: STRONG_PASSWORD }).expect(200);
    expect((await agent.get('/api/auth/user').expect(200)).body.id).toBe(user.id);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const { user } = await signUp(app);
    const wrong = await app.http().post('/api/auth/login').send({ email: user.email, password: 'not-the-password' }).expect(401);
    const unknown = await app.http().post('/api/auth/login').send({ email: uniqueEmail(), password: 'not-the-password' }).expect(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Invalid email or password');
  });

  it('issues a new session id at each sign-in', async () => {
    const { user, agent } = await signUp(app);
    const first = String((await agent.post('/api/auth/login').send({ email: user.email, password: STRONG_PASSWORD })).headers['set-cookie']);
    const second = String((await agent.post('/api/auth/login').send({ email: user.email, password: STRONG_PASSWORD })).headers['set-cookie']);
    const sid = (c: string) => c.match(/crew\.sid=([^;]+)/)?.[1];
    expect(sid(first)).toBeTruthy();
    expect(sid(first)).not.toBe(sid(second));
  });

  it('answers 401 Unauthorized to a signed-out visitor', async () => {
    const res = await app.http().get('/api/auth/user').expect(401);
    expect(res.body.message).toBe('Unauthorized');
  });

  it('signs out with a POST to /api/logout (as the sign-out form sends it) and returns to the landing page', async () => {
    const { agent } = await signUp(app);
    const res = await agent.post('/api/logout').set('origin', app.config.APP_URL).set('content-type', 'application/x-www-form-urlencoded').expect(303);
    expect(res.headers.location).toBe('/');
    await agent.get('/api/auth/user').expect(401);
  });

  it('GET /api/logout signs nobody out: it shows one Sign out button that POSTs /api/logout', async () => {
    const { agent } = await signUp(app);
    // Any site can make a browser send this GET (a link, an image); it must not sign out.
    const res = await agent.get('/api/logout').set('sec-fetch-site', 'cross-site').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<form method="post" action="/api/logout"><button type="submit" autofocus>Sign out</button></form>');
    expect(res.headers['content-security-policy']).toContain("form-action 'self'");
    await agent.get('/api/auth/user').expect(200);
  });

  it('refuses a sign-out POST sent by another site', async () => {
    const { agent } = await signUp(app);
    const res = await agent.post('/api/logout').set('origin', 'https://evil.example').expect(403);
    expect(res.body.message).toBe('Cross-site request refused');
    await agent.post('/api/logout').set('sec-fetch-site', 'cross-site').expect(403);
    // A sandboxed or no-referrer page sends Origin: null; only the app's own form passes then.
    await agent.post('/api/logout').set('origin', 'null').set('sec-fetch-site', 'cross-site').expect(403);
    await agent.post('/api/logout').set('origin', 'null').expect(403);
    await agent.get('/api/auth/user').expect(200);
  });

  it("accepts the app's own sign-out form, which browsers send with Origin: null under Referrer-Policy no-referrer", async () => {
    const { agent } = await signUp(app);
    await agent.post('/api/logout').set('origin', 'null').set('sec-fetch-site', 'same-origin').expect(303);
    await agent.get('/api/auth/user').expect(401);
  });

  it('/api/login leads to the sign-in page and keeps a same-origin returnTo only', async () => {
    expect((await app.http().get('/api/login?returnTo=/reviews%3Fhighlight%3D1').expect(302)).headers.location).toBe('/login?returnTo=%2Freviews%3Fhighlight%3D1');
    expect((await app.http().get('/api/login?returnTo=https://evil.example').expect(302)).headers.location).toBe('/login');
  });

  it('makes an ADMIN_EMAILS account super_admin once its email is verified, not before', async () => {
    const agent = app.agent();
    const res = await agent.post('/api/auth/signup').send({ email: 'Harbour.Master@example.com', password: STRONG_PASSWORD, firstName: 'H', lastName: 'M' }).expect(201);
    expect(res.body.adminLevel).toBeNull();
    await agent.post('/api/auth/login').send({ email: 'harbour.master@example.com', password: STRONG_PASSWORD }).expect(200);
    expect((await agent.get('/api/auth/user')).body.adminLevel).toBeNull();

    const mail = await app.smtp.waitFor('harbour.master@example.com', /Confirm your email/);
    await agent.get(new URL(linkIn(mail, `${app.config.APP_URL}/api/auth/email-link/`)).pathname).expect(303);
    expect((await agent.get('/api/auth/user')).body.adminLevel).toBe('super_admin');
  });
});
