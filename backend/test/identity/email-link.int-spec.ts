import { linkIn } from '../support/smtp-sink.js';
import { signUp, startTestApp, type TestApp, uniqueEmail } from '../support/test-app.js';

describe('email sign-in links', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const linkPath = (text: string, app: TestApp) => new URL(linkIn({ text } as never, `${app.config.APP_URL}/api/auth/email-link/`)).pathname;

  it('mails a one-time link that signs in, verifies the email and returns to the page asked for', async () => {
    const { user } = await signUp(app);
    const res = await app.http().post('/api/auth/email-link').send({ email: user.email.toUpperCase(), returnTo: '/reviews?highlight=abc' }).expect(202);
    expect(res.body.message).toBe('If an account exists for this email, a sign-in link is on its way. Check your inbox.');
    const mail = await app.smtp.waitFor(user.email, /sign-in link/);
    const path = linkPath(mail.text, app);

    const browser = app.agent();
    const follow = await browser.get(path).expect(303);
    expect(follow.headers.location).toBe('/reviews?highlight=abc');
    const me = await browser.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ id: user.id, isVerified: true });

    const again = await app.agent().get(path).expect(303);
    expect(again.headers.location).toBe('/login?error=link-invalid');
  });

  it('gives the same answer for an unknown address and mails it an invitation to sign up', async () => {
    const email = uniqueEmail('stranger');
    const res = await app.http().post('/api/auth/email-link').send({ email, returnTo: '/reviews?highlight=xyz' }).expect(202);
    expect(res.body.message).toBe('If an account exists for this email, a sign-in link is on its way. Check your inbox.');
    const mail = await app.smtp.waitFor(email, /Sign in to Crew Reviews/);
    expect(mail.text).toContain(`${app.config.APP_URL}/signup?email=${encodeURIComponent(email)}&returnTo=%2Freviews%3Fhighlight%3Dxyz`);
  });

  it('never redirects to another site', async () => {
    const { user } = await signUp(app);
    await app.http().post('/api/auth/email-link').send({ email: user.email, returnTo: '//evil.example/phish' }).expect(202);
    const mail = await app.smtp.waitFor(user.email, /sign-in link/);
    const follow = await app.agent().get(linkPath(mail.text, app)).expect(303);
    expect(follow.headers.location).toBe('/');
  });

  it('refuses an expired link', async () => {
    const { user } = await signUp(app);
    await app.http().post('/api/auth/email-link').send({ email: user.email }).expect(202);
    const mail = await app.smtp.waitFor(user.email, /sign-in link/);
    await app.em.fork().getConnection().execute(`update sign_in_tokens set expires_at = now() - interval '1 minute' where user_id = ?`, [user.id]);
    const follow = await app.agent().get(linkPath(mail.text, app)).expect(303);
    expect(follow.headers.location).toBe('/login?error=link-invalid');
  });

  it('answers a malformed token with the same redirect, never an error', async () => {
    for (const token of ['x', 'a'.repeat(300), '..%2F..%2Fetc']) {
      const res = await app.http().get(`/api/auth/email-link/${token}`);
      expect([303, 404]).toContain(res.status);
    }
    // A control character is refused for every path parameter before any route runs.
    await app.http().get('/api/auth/email-link/%00').expect(400);
  });
});
