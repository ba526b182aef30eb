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
    // This click confirmed the email too: the page says so (and drops the flag).
    expect(follow.headers.location).toBe('/reviews?highlight=abc&emailConfirmed=1');
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
    expect(follow.headers.location).toBe('/?emailConfirmed=1');

    // Once confirmed, a sign-in link just signs in.
    await app.http().post('/api/auth/email-link').send({ email: user.email }).expect(202);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await waitForSecondLink(user.email);
    expect((await app.agent().get(linkPath(second, app)).expect(303)).headers.location).toBe('/');
  });

  async function waitForSecondLink(email: string) {
    for (let i = 0; i < 100; i++) {
      const links = app.smtp.mailsTo(email).filter((m) => /sign-in link/.test(m.subject));
      if (links.length >= 2) return links[1].text;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No second sign-in link for ${email}`);
  }

  it('mails a new confirmation link on request, until the email is confirmed', async () => {
    await app.http().post('/api/auth/email-link/resend-confirmation').expect(401);
    const { agent, user } = await signUp(app);
    const res = await agent.post('/api/auth/email-link/resend-confirmation').expect(202);
    expect(res.body.message).toBe(`A new confirmation email is on its way to ${user.email}.`);
    for (let i = 0; i < 100 && app.smtp.mailsTo(user.email).filter((m) => /Confirm your email/.test(m.subject)).length < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const confirmations = app.smtp.mailsTo(user.email).filter((m) => /Confirm your email/.test(m.subject));
    expect(confirmations).toHaveLength(2);
    await app.agent().get(linkPath(confirmations[1].text, app)).expect(303);
    const again = await agent.post('/api/auth/email-link/resend-confirmation').expect(409);
    expect(again.body.message).toBe('Your email is already confirmed');
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
