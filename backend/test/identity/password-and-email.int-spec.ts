import { linkIn, type ReceivedMail } from '../support/smtp-sink.js';
import { person, requestReview, reviewPayload, randomIp, verifyEmail, type Person } from '../reviews/review-helpers.js';
import { signUp, STRONG_PASSWORD, startTestApp, type TestApp, uniqueEmail } from '../support/test-app.js';

const NEW_PASSWORD = 'starboard-light-green-77';

describe('password and email address: change, set, forget, move and take back', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => app.em.fork().getConnection().execute<T[]>(text, params);

  /** Another browser of the same person, signed in with their password. */
  async function secondBrowser(email: string, password = STRONG_PASSWORD) {
    const browser = app.agent();
    await browser.post('/api/auth/login').send({ email, password }).expect(200);
    return browser;
  }

  async function mailsAbout(to: string, subject: RegExp, count: number): Promise<ReceivedMail[]> {
    for (let i = 0; i < 300 && app.smtp.mailsTo(to).filter((m) => subject.test(m.subject)).length < count; i++) await new Promise((r) => setTimeout(r, 50));
    return app.smtp.mailsTo(to).filter((m) => subject.test(m.subject));
  }

  const tokenIn = (mail: ReceivedMail, path: string) => linkIn(mail, `${app.config.APP_URL}${path}#token=`).split('#token=')[1];

  describe('changing the password', () => {
    it('needs the current password, ends every other session but keeps this one, and tells the person by email', async () => {
      const { agent, user } = await signUp(app, { firstName: 'Paula' });
      const other = await secondBrowser(user.email);

      const wrong = await agent.put('/api/user/password').send({ currentPassword: 'not-the-password-1', newPassword: NEW_PASSWORD }).expect(400);
      expect(wrong.body.message).toBe('Your current password is not correct');
      expect((await agent.put('/api/user/password').send({ newPassword: NEW_PASSWORD }).expect(400)).body.message).toBe('Enter your current password');
      expect((await agent.put('/api/user/password').send({ currentPassword: STRONG_PASSWORD, newPassword: 'password' }).expect(400)).body.message).toMatch(/too common/);
      await other.get('/api/auth/user').expect(200); // nothing changed on a refusal

      const done = await agent.put('/api/user/password').send({ currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD }).expect(200);
      expect(done.body.message).toBe('Your password was changed. You were signed out on your other devices.');
      await agent.get('/api/auth/user').expect(200);
      await other.get('/api/auth/user').expect(401);

      await app.http().post('/api/auth/login').send({ email: user.email, password: STRONG_PASSWORD }).expect(401);
      await app.http().post('/api/auth/login').send({ email: user.email, password: NEW_PASSWORD }).expect(200);

      const [mail] = await mailsAbout(user.email, /^Your password was changed$/, 1);
      expect(mail.text).toContain('The password of your Crew Reviews account was changed');
      expect(mail.text).toContain('If it was not you');
      expect(mail.text).toContain(`${app.config.APP_URL}/forgot-password?email=${encodeURIComponent(user.email)}`);
      await app.http().put('/api/user/password').send({ currentPassword: NEW_PASSWORD, newPassword: STRONG_PASSWORD }).expect(401);
    });

    it('lets an account that signs in with emailed links set its first password, and asks for it from then on', async () => {
      const { agent, user } = await signUp(app);
      await sql('update users set password_hash = null where id = ?', [user.id]);
      expect((await agent.get('/api/auth/user').expect(200)).body.hasPassword).toBe(false);

      const set = await agent.put('/api/user/password').send({ newPassword: NEW_PASSWORD }).expect(200);
      expect(set.body.message).toMatch(/^Your password is set/);
      expect((await agent.get('/api/auth/user').expect(200)).body.hasPassword).toBe(true);
      await app.http().post('/api/auth/login').send({ email: user.email, password: NEW_PASSWORD }).expect(200);
      const [mail] = await mailsAbout(user.email, /^Your password was changed$/, 1);
      expect(mail.text).toContain('A password was set for your Crew Reviews account');

      expect((await agent.put('/api/user/password').send({ newPassword: STRONG_PASSWORD }).expect(400)).body.message).toBe('Enter your current password');
    });
  });

  describe('forgotten password', () => {
    it('mails a link that sets a new password once, and signs the person out everywhere', async () => {
      const { agent, user } = await signUp(app, { firstName: 'Fran' });
      const other = await secondBrowser(user.email);
      const asked = await app.http().post('/api/auth/password-reset').send({ email: user.email.toUpperCase() }).expect(202);
      expect(asked.body.message).toBe('If an account exists for this email, a link to set a new password is on its way. Check your inbox.');
      const [mail] = await mailsAbout(user.email, /Set a new password/, 1);
      expect(mail.text).toMatch(/expires in 30 minutes/);
      const token = tokenIn(mail, '/reset-password');
      expect(await sql('select 1 from sign_in_tokens where token_hash = ?', [token])).toEqual([]); // only its hash is stored

      // A password the policy refuses leaves the link working.
      expect((await app.http().post('/api/auth/password-reset/complete').send({ token, newPassword: 'short' }).expect(400)).body.message).toMatch(/at least 8/);
      const done = await app.http().post('/api/auth/password-reset/complete').send({ token, newPassword: NEW_PASSWORD }).expect(200);
      expect(done.body.message).toBe('Your new password is set and you were signed out everywhere. Sign in with it now.');
      await agent.get('/api/auth/user').expect(401);
      await other.get('/api/auth/user').expect(401);
      await app.http().post('/api/auth/login').send({ email: user.email, password: STRONG_PASSWORD }).expect(401);
      await app.http().post('/api/auth/login').send({ email: user.email, password: NEW_PASSWORD }).expect(200);
      const [changed] = await mailsAbout(user.email, /^Your password was changed$/, 1);
      expect(changed.text).toContain('"Forgot password"');

      const again = await app.http().post('/api/auth/password-reset/complete').send({ token, newPassword: 'another-long-phrase-99' }).expect(400);
      expect(again.body.message).toBe('This link is invalid, used or expired. Ask for a new one on the sign-in page.');
      // Not a sign-in link either.
      expect((await app.http().get(`/api/auth/email-link/${token}`).expect(303)).headers.location).toBe('/login?error=link-invalid');
    });

    it('answers alike for an address without an account, and mails it nothing', async () => {
      const stranger = uniqueEmail('stranger');
      const known = await signUp(app);
      const [a, b] = await Promise.all([
        app.http().post('/api/auth/password-reset').send({ email: stranger }).expect(202),
        app.http().post('/api/auth/password-reset').send({ email: known.user.email }).expect(202),
      ]);
      expect(a.body).toEqual(b.body);
      await mailsAbout(known.user.email, /Set a new password/, 1);
      await new Promise((r) => setTimeout(r, 300));
      expect(app.smtp.mailsTo(stranger)).toEqual([]);
    });

    it('refuses a link after its 30 minutes', async () => {
      const { user } = await signUp(app);
      await app.http().post('/api/auth/password-reset').send({ email: user.email }).expect(202);
      const token = tokenIn((await mailsAbout(user.email, /Set a new password/, 1))[0], '/reset-password');
      await sql(`update sign_in_tokens set expires_at = now() - interval '1 second' where user_id = ? and purpose = 'reset-password'`, [user.id]);
      await app.http().post('/api/auth/password-reset/complete').send({ token, newPassword: NEW_PASSWORD }).expect(400);
      await app.http().post('/api/auth/login').send({ email: user.email, password: STRONG_PASSWORD }).expect(200);
    });

    it('is limited like sign-in links, sharing their count per address', async () => {
      const limited = await startTestApp({ RATE_LIMITS_ENABLED: 'true' });
      try {
        const email = uniqueEmail();
        for (let i = 0; i < 3; i++) await limited.http().post('/api/auth/email-link').send({ email }).expect(202);
        for (let i = 0; i < 2; i++) await limited.http().post('/api/auth/password-reset').send({ email }).expect(202);
        const res = await limited.http().post('/api/auth/password-reset').send({ email }).expect(429);
        expect(res.body.message).toMatch(/^Too many attempts/);
        await limited.http().post('/api/auth/email-link').send({ email }).expect(429);
      } finally {
        await limited.close();
      }
    });
  });

  describe('changing the email address', () => {
    /** A person with a confirmed email, and a colleague's pending request for a review addressed to it. */
    async function personWithPendingRequest() {
      const someone = await person(app, { firstName: 'Mia', lastName: 'Mover' });
      await verifyEmail(app, someone.user.email);
      const requester = await person(app, { firstName: 'Rory', lastName: 'Requester' });
      const request = await requestReview(requester, someone.user.email);
      return { someone, requester, request };
    }

    async function changeEmail(someone: Person, newEmail: string) {
      const res = await someone.agent.post('/api/user/email-change').send({ newEmail }).expect(202);
      return res.body as { newEmail: string; expiresAt: string; message: string };
    }

    async function confirmedChange(someone: Person, newEmail: string) {
      await changeEmail(someone, newEmail);
      const token = tokenIn((await mailsAbout(newEmail, /Confirm your new email/, 1))[0], '/account/email/confirm');
      return app.http().post('/api/auth/email-change/confirm').send({ token }).expect(200);
    }

    const incoming = async (agent: Person['agent']) => ((await agent.get('/api/incoming-review-requests').expect(200)).body as Array<{ id: string }>).map((r) => r.id);

    it('moves nothing until the new address confirms; then the account, its sign-in and pending review requests move, and reviews from it count as verified', async () => {
      const { someone, requester, request } = await personWithPendingRequest();
      const oldEmail = someone.user.email;
      const newEmail = uniqueEmail('mia.new');

      const asked = await changeEmail(someone, newEmail.toUpperCase());
      expect(asked.message).toBe(`We sent a confirmation link to ${newEmail}. Your email stays the same until you open it (within 24 hours).`);
      expect((await someone.agent.get('/api/user/email-change').expect(200)).body).toMatchObject({ newEmail, message: asked.message });
      expect((await someone.agent.get('/api/auth/user').expect(200)).body.email).toBe(oldEmail);
      expect(await incoming(someone.agent)).toEqual([request.id]);

      const confirmation = (await mailsAbout(newEmail, /Confirm your new email/, 1))[0];
      expect(confirmation.text).toContain(`instead of ${oldEmail}`);
      const token = tokenIn(confirmation, '/account/email/confirm');
      const confirmed = await app.http().post('/api/auth/email-change/confirm').send({ token }).expect(200);
      expect(confirmed.body).toEqual({ email: newEmail, message: `Your account now uses ${newEmail}. Sign in with it from now on.` });
      expect((await app.http().post('/api/auth/email-change/confirm').send({ token }).expect(400)).body.message).toMatch(/invalid, used or expired/);

      expect((await someone.agent.get('/api/auth/user').expect(200)).body).toMatchObject({ email: newEmail, isVerified: true });
      expect((await someone.agent.get('/api/user/email-change').expect(200)).body.newEmail).toBeNull();
      await app.http().post('/api/auth/login').send({ email: oldEmail, password: STRONG_PASSWORD }).expect(401);
      await app.http().post('/api/auth/login').send({ email: newEmail, password: STRONG_PASSWORD }).expect(200);
      expect(await incoming(someone.agent)).toEqual([request.id]);

      const told = (await mailsAbout(oldEmail, /Your Crew Reviews email was changed/, 1))[0];
      expect(told.text).toContain(`from ${oldEmail} to ${newEmail}`);
      expect(told.text).toContain('within 7 days');

      await someone.agent.post('/api/reviews').set('X-Forwarded-For', randomIp()).send(reviewPayload(request.id, requester.user.id)).expect(201);
      const [review] = (await requester.agent.get('/api/reviews').expect(200)).body as Array<{ reviewerVerificationStatus: string }>;
      expect(review.reviewerVerificationStatus).toBe('verified');
    });

    it('lets the old address take the account back within 7 days: address, sign-in and requests return, every session ends, the password goes', async () => {
      const { someone, request } = await personWithPendingRequest();
      const oldEmail = someone.user.email;
      const newEmail = uniqueEmail('taken.over');
      await confirmedChange(someone, newEmail);
      expect(await incoming(someone.agent)).toEqual([request.id]);
      const elsewhere = await secondBrowser(newEmail);

      const undoToken = tokenIn((await mailsAbout(oldEmail, /Your Crew Reviews email was changed/, 1))[0], '/account/email/undo');
      const undone = await app.http().post('/api/auth/email-change/undo').send({ token: undoToken }).expect(200);
      expect(undone.body.email).toBe(oldEmail);
      expect(undone.body.message).toMatch(/^Your account uses .* again\. Everyone was signed out and the password was removed/);
      await someone.agent.get('/api/auth/user').expect(401);
      await elsewhere.get('/api/auth/user').expect(401);
      await app.http().post('/api/auth/login').send({ email: newEmail, password: STRONG_PASSWORD }).expect(401);
      await app.http().post('/api/auth/login').send({ email: oldEmail, password: STRONG_PASSWORD }).expect(401);
      expect((await app.http().post('/api/auth/email-change/undo').send({ token: undoToken }).expect(400)).body.message).toBe('This link is invalid, used or expired.');

      // Only the old inbox gets in now, and finds its request again.
      await app.http().post('/api/auth/email-link').send({ email: oldEmail }).expect(202);
      const signIn = linkIn((await mailsAbout(oldEmail, /sign-in link/, 1))[0], `${app.config.APP_URL}/api/auth/email-link/`);
      const back = app.agent();
      await back.get(new URL(signIn).pathname).expect(303);
      expect((await back.get('/api/auth/user').expect(200)).body).toMatchObject({ email: oldEmail, hasPassword: false });
      expect(await incoming(back)).toEqual([request.id]);
    });

    it('refuses an undo link after its 7 days', async () => {
      const { someone } = await personWithPendingRequest();
      const oldEmail = someone.user.email;
      const newEmail = uniqueEmail('moved.for.good');
      await confirmedChange(someone, newEmail);
      const undoToken = tokenIn((await mailsAbout(oldEmail, /Your Crew Reviews email was changed/, 1))[0], '/account/email/undo');
      await sql(`update email_changes set undo_expires_at = now() - interval '1 second' where user_id = ?`, [someone.user.id]);
      await app.http().post('/api/auth/email-change/undo').send({ token: undoToken }).expect(400);
      expect((await someone.agent.get('/api/auth/user').expect(200)).body.email).toBe(newEmail);
    });

    it('answers alike for an address that already has an account, moves nothing, and tells that account', async () => {
      const { someone } = await personWithPendingRequest();
      const owner = await person(app, { firstName: 'Olga', lastName: 'Owner' });
      const free = uniqueEmail('free');

      const taken = await changeEmail(someone, owner.user.email);
      const pendingTaken = (await someone.agent.get('/api/user/email-change').expect(200)).body;
      const freeAnswer = await changeEmail(someone, free);
      const pendingFree = (await someone.agent.get('/api/user/email-change').expect(200)).body;
      const shape = (body: Record<string, unknown>, email: string) => ({ ...body, newEmail: body.newEmail === email ? '<address>' : body.newEmail, expiresAt: typeof body.expiresAt, message: String(body.message).replace(email, '<address>') });
      expect(shape(taken, owner.user.email)).toEqual(shape(freeAnswer, free));
      expect(shape(pendingTaken, owner.user.email)).toEqual(shape(pendingFree, free));

      const notice = (await mailsAbout(owner.user.email, /Someone tried to use your email address/, 1))[0];
      expect(notice.text).toContain('nothing changed');
      expect(app.smtp.mailsTo(owner.user.email).filter((m) => /Confirm your new email/.test(m.subject))).toEqual([]);
      expect((await someone.agent.get('/api/auth/user').expect(200)).body.email).toBe(someone.user.email);
      expect((await owner.agent.get('/api/auth/user').expect(200)).body.email).toBe(owner.user.email);

      // The later request replaced the earlier one; its own link works.
      await mailsAbout(free, /Confirm your new email/, 1);
      expect((await someone.agent.post('/api/user/email-change').send({ newEmail: someone.user.email }).expect(400)).body.message).toBe('This is already your email address');
    });

    it('refuses a confirmation link once the address has become another account’s', async () => {
      const { someone } = await personWithPendingRequest();
      const contested = uniqueEmail('contested');
      await changeEmail(someone, contested);
      const token = tokenIn((await mailsAbout(contested, /Confirm your new email/, 1))[0], '/account/email/confirm');
      await signUp(app, { email: contested });
      expect((await app.http().post('/api/auth/email-change/confirm').send({ token }).expect(409)).body.message).toBe(
        'This address now belongs to another Crew Reviews account, so it cannot be used for yours.',
      );
      expect((await someone.agent.get('/api/auth/user').expect(200)).body.email).toBe(someone.user.email);
    });
  });
});
