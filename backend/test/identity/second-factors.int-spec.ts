import { admin } from '../moderation/moderation-helpers.js';
import { addAuthenticator, afterRecentCheckWindow, nextCode } from '../support/second-factor.js';
import { linkIn } from '../support/smtp-sink.js';
import { SoftAuthenticator } from '../support/soft-authenticator.js';
import { eventsDelivered, signUp, STRONG_PASSWORD, startTestApp, type TestApp } from '../support/test-app.js';

const because = (note: string, category = 'other') => ({ reason: { category, note } });
const OPERATOR = 'harbour.master@example.com';

describe('second factors', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAILS: OPERATOR });
  });
  afterAll(() => app.close());

  const signIn = (email: string, password = STRONG_PASSWORD) => {
    const agent = app.agent();
    return { agent, res: agent.post('/api/auth/login').send({ email, password }) };
  };
  const linkPath = (text: string, base: string) => new URL(linkIn({ text } as never, `${app.config.APP_URL}${base}`)).pathname;

  describe('authenticator app', () => {
    it('is set up from its key with a first code, gives ten recovery codes once, and then a sign-in asks for a code after the password', async () => {
      const { agent, user } = await signUp(app);
      const setup = await agent.post('/api/auth/security/authenticator').expect(201);
      expect(setup.body).toMatchObject({ secret: expect.stringMatching(/^[A-Z2-7]{32}$/), qrCode: expect.stringMatching(/^data:image\/svg\+xml;base64,/) });
      expect(setup.body.otpauthUrl).toBe(`otpauth://totp/Crew%20Reviews:${encodeURIComponent(user.email)}?secret=${setup.body.secret}&issuer=Crew%20Reviews`);
      // Not a factor until a code proves the app has it.
      expect((await agent.get('/api/auth/security').expect(200)).body).toMatchObject({ authenticatorAddedAt: null, hasSecondFactor: false });
      expect((await agent.post('/api/auth/security/authenticator/confirm').send({ code: '000000' }).expect(400)).body.message).toBe('That code did not work. Enter the six digits the app shows now.');
      const confirmed = await agent.post('/api/auth/security/authenticator/confirm').send({ code: nextCode(app, setup.body.secret) }).expect(200);
      expect(confirmed.body.recoveryCodes).toHaveLength(10);
      expect((await agent.get('/api/auth/security').expect(200)).body).toMatchObject({ hasSecondFactor: true, recoveryCodesLeft: 10, secondFactorPassed: true });
      await app.smtp.waitFor(user.email, /An authenticator app was added to your account/);
      // Another app cannot be added on top.
      expect((await agent.post('/api/auth/security/authenticator').expect(409)).body.message).toBe('Your account already has an authenticator app. Remove it first to set up another one.');

      await agent.post('/api/logout').expect(303);
      const { agent: browser, res } = signIn(user.email);
      expect((await res.expect(202)).body).toEqual({ secondFactorNeeded: true, methods: ['authenticator', 'recovery-code'] });
      // Half signed in is not signed in.
      await browser.get('/api/auth/user').expect(401);
      expect((await browser.get('/api/auth/sign-in/pending').expect(200)).body).toEqual({ methods: ['authenticator', 'recovery-code'], returnTo: '/', recoverByEmail: false });
      const wrong = await browser.post('/api/auth/sign-in/code').send({ code: '123456' }).expect(401);
      expect(wrong.body.message).toBe('That code did not work. Check the time on your phone and try the newest code, or use a recovery code.');
      await browser.get('/api/auth/user').expect(401);
      const code = nextCode(app, setup.body.secret);
      expect((await browser.post('/api/auth/sign-in/code').send({ code }).expect(200)).body).toMatchObject({ id: user.id, email: user.email });
      expect((await browser.get('/api/auth/security').expect(200)).body).toMatchObject({ secondFactorPassed: true, checkedRecently: true });
      // A code works once: seen again (a shoulder-surfer, a replay), it is refused.
      const replay = app.agent();
      await replay.post('/api/auth/login').send({ email: user.email, password: STRONG_PASSWORD }).expect(202);
      await replay.post('/api/auth/sign-in/code').send({ code }).expect(401);
    });

    it('makes each recovery code work once, and new ones replace the old', async () => {
      const { agent, user } = await signUp(app);
      const { recoveryCodes } = await addAuthenticator(app, agent);
      const [first, second] = recoveryCodes;
      const one = signIn(user.email);
      await one.res.expect(202);
      // Typed as people type them: lower case, spaces for dashes.
      await one.agent.post('/api/auth/sign-in/code').send({ code: first.toLowerCase().replace(/-/g, ' ') }).expect(200);
      const again = signIn(user.email);
      await again.res.expect(202);
      await again.agent.post('/api/auth/sign-in/code').send({ code: first }).expect(401);
      await again.agent.post('/api/auth/sign-in/code').send({ code: second }).expect(200);
      expect((await agent.get('/api/auth/security').expect(200)).body.recoveryCodesLeft).toBe(8);

      const renewed = await agent.post('/api/auth/security/recovery-codes').expect(201);
      expect(renewed.body.recoveryCodes).toHaveLength(10);
      expect(renewed.body.recoveryCodes).not.toContain(recoveryCodes[2]);
      const third = signIn(user.email);
      await third.res.expect(202);
      await third.agent.post('/api/auth/sign-in/code').send({ code: recoveryCodes[2] }).expect(401);
      await third.agent.post('/api/auth/sign-in/code').send({ code: renewed.body.recoveryCodes[0] }).expect(200);
    });

    it('asks an email link for the second factor too, then goes where the link was going', async () => {
      const { agent, user } = await signUp(app);
      const { secret } = await addAuthenticator(app, agent);
      await app.http().post('/api/auth/email-link').send({ email: user.email, returnTo: '/reviews' }).expect(202);
      const mail = await app.smtp.waitFor(user.email, /sign-in link/);
      const browser = app.agent();
      const follow = await browser.get(linkPath(mail.text, '/api/auth/email-link/')).expect(303);
      expect(follow.headers.location).toBe(`/login/second-factor?returnTo=${encodeURIComponent('/reviews?emailConfirmed=1')}`);
      await browser.get('/api/auth/user').expect(401);
      expect((await browser.get('/api/auth/sign-in/pending').expect(200)).body.returnTo).toBe('/reviews?emailConfirmed=1');
      await browser.post('/api/auth/sign-in/code').send({ code: nextCode(app, secret) }).expect(200);
      await browser.get('/api/auth/user').expect(200);
      // Finished: the pending step is gone with it.
      await browser.get('/api/auth/sign-in/pending').expect(401);
    });

    it('is removed only after a recent check, and an admin keeps at least one factor', async () => {
      const { agent, user } = await signUp(app);
      const { secret } = await addAuthenticator(app, agent);
      afterRecentCheckWindow(app);
      expect((await agent.delete('/api/auth/security/authenticator').expect(403)).body.code).toBe('recent-check-required');
      await agent.post('/api/auth/check/code').send({ code: nextCode(app, secret) }).expect(204);
      await app.em.fork().execute(`update users set admin_level = 'moderator' where id = ?`, [user.id]);
      expect((await agent.delete('/api/auth/security/authenticator').expect(409)).body.message).toBe('Admins keep at least one second factor: add another one before removing this one.');
      await app.em.fork().execute(`update users set admin_level = null where id = ?`, [user.id]);
      await agent.delete('/api/auth/security/authenticator').expect(204);
      // Recovery codes go with the last factor; the password alone signs in again.
      expect((await agent.get('/api/auth/security').expect(200)).body).toMatchObject({ hasSecondFactor: false, recoveryCodesLeft: 0 });
      await signIn(user.email).res.expect(200);
      await app.smtp.waitFor(user.email, /An authenticator app was removed from your account/);
    });
  });

  describe('brute force', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await startTestApp({ RATE_LIMITS_ENABLED: 'true' });
    });
    afterAll(() => limited?.close());

    it('limits codes per account: after ten tries even the right code waits', async () => {
      const { agent, user } = await signUp(limited);
      const { secret } = await addAuthenticator(limited, agent);
      const browser = limited.agent();
      await browser.post('/api/auth/login').set('X-Forwarded-For', '203.0.113.70').send({ email: user.email, password: STRONG_PASSWORD }).expect(202);
      // The authenticator's confirmation counted one already.
      for (let i = 0; i < 9; i++) await browser.post('/api/auth/sign-in/code').set('X-Forwarded-For', `203.0.113.${71 + i}`).send({ code: '000000' }).expect(401);
      const res = await browser.post('/api/auth/sign-in/code').set('X-Forwarded-For', '203.0.113.90').send({ code: nextCode(limited, secret) }).expect(429);
      expect(res.body.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
      await browser.get('/api/auth/user').expect(401);
    });

    it('limits codes per address across accounts', async () => {
      const ip = '198.51.100.140';
      let refused = 0;
      for (let account = 0; account < 4 && !refused; account++) {
        const { agent, user } = await signUp(limited);
        await addAuthenticator(limited, agent);
        const browser = limited.agent();
        await browser.post('/api/auth/login').set('X-Forwarded-For', `198.51.100.${account + 1}`).send({ email: user.email, password: STRONG_PASSWORD }).expect(202);
        for (let i = 0; i < 9; i++) {
          const res = await browser.post('/api/auth/sign-in/code').set('X-Forwarded-For', ip).send({ code: '000000' });
          if (res.status === 429) refused++;
        }
      }
      // 30 tries from one address, whichever accounts they were for.
      expect(refused).toBeGreaterThan(0);
    });

    it("lets the owner of a locked-out address in with the right password and a second factor, but not with either alone", async () => {
      const { agent, user } = await signUp(limited);
      const { secret } = await addAuthenticator(limited, agent);
      const attempt = (body: Record<string, unknown>, n: number) => limited.agent().post('/api/auth/login').set('X-Forwarded-For', `192.0.2.${n}`).send({ email: user.email, ...body });
      for (let i = 0; i < 10; i++) await attempt({ password: 'guessing-a-password-now' }, i + 1).expect(401);
      const locked = await attempt({ password: STRONG_PASSWORD }, 20).expect(429);
      expect(locked.body).toMatchObject({ code: 'sign-in-locked' });
      expect(locked.body.message).toContain('If this is your account, you can sign in now with a passkey, with your password and a code from your authenticator app, or with a link we email you.');
      // Neither half alone tells anything: a wrong password with a right code, a right password with a wrong code.
      expect((await attempt({ password: 'guessing-a-password-now', code: nextCode(limited, secret) }, 21).expect(429)).body.code).toBe('sign-in-locked');
      expect((await attempt({ password: STRONG_PASSWORD, code: '000000' }, 22).expect(429)).body.code).toBe('sign-in-locked');
      const owner = limited.agent();
      await owner.post('/api/auth/login').set('X-Forwarded-For', '192.0.2.23').send({ email: user.email, password: STRONG_PASSWORD, code: nextCode(limited, secret) }).expect(200);
      await owner.get('/api/auth/user').expect(200);
      // The owner proved who they are: the lock is lifted for the password too.
      await attempt({ password: STRONG_PASSWORD }, 24).expect(202);
    });

    it('lifts the lock for the owner who follows an emailed sign-in link', async () => {
      const { user } = await signUp(limited);
      const attempt = (password: string, n: number) => limited.agent().post('/api/auth/login').set('X-Forwarded-For', `192.0.2.${100 + n}`).send({ email: user.email, password });
      for (let i = 0; i < 10; i++) await attempt('guessing-a-password-now', i).expect(401);
      await attempt(STRONG_PASSWORD, 11).expect(429);
      await limited.http().post('/api/auth/email-link').send({ email: user.email }).expect(202);
      const mail = await limited.smtp.waitFor(user.email, /sign-in link/);
      await limited.agent().get(new URL(linkIn(mail, `${limited.config.APP_URL}/api/auth/email-link/`)).pathname).expect(303);
      await attempt(STRONG_PASSWORD, 12).expect(200);
    });
  });

  describe('passkeys', () => {
    it('are registered, named, renamed and removed; one signs in on its own and as the second step', async () => {
      const { agent, user } = await signUp(app);
      const phone = new SoftAuthenticator(app.config.APP_URL);
      const options = await agent.post('/api/auth/security/passkeys/options').expect(200);
      expect(options.body).toMatchObject({ rp: { id: 'localhost', name: 'Crew Reviews' }, authenticatorSelection: { residentKey: 'required', userVerification: 'required' } });
      const added = await agent.post('/api/auth/security/passkeys').send({ name: '  My phone ', credential: phone.create(options.body) }).expect(201);
      expect(added.body.passkey).toMatchObject({ name: 'My phone', lastUsedAt: null });
      expect(added.body.recoveryCodes).toHaveLength(10);
      // A second one, from another device: no new recovery codes.
      const laptop = new SoftAuthenticator(app.config.APP_URL);
      const second = await agent.post('/api/auth/security/passkeys').send({ name: 'Laptop', credential: laptop.create((await agent.post('/api/auth/security/passkeys/options').expect(200)).body) }).expect(201);
      expect(second.body.recoveryCodes).toBeNull();
      // An answer to a challenge already used is refused.
      await agent.post('/api/auth/security/passkeys').send({ name: 'Replay', credential: laptop.create(options.body) }).expect(400);

      await agent.patch(`/api/auth/security/passkeys/${second.body.passkey.id}`).send({ name: 'Work laptop' }).expect(200);
      expect((await agent.patch(`/api/auth/security/passkeys/${second.body.passkey.id}`).send({ name: '' }).expect(400)).body.message).toBe('Give the passkey a name of 1 to 60 characters, such as "Work laptop"');
      expect((await agent.get('/api/auth/security').expect(200)).body.passkeys.map((p: { name: string }) => p.name)).toEqual(['My phone', 'Work laptop']);

      // On its own: no email, no password.
      const browser = app.agent();
      const signInOptions = await browser.post('/api/auth/sign-in/passkey/options').expect(200);
      expect(signInOptions.body.allowCredentials).toEqual([]);
      const signedIn = await browser.post('/api/auth/sign-in/passkey').send({ credential: phone.get(signInOptions.body) }).expect(200);
      expect(signedIn.body.id).toBe(user.id);
      expect((await browser.get('/api/auth/security').expect(200)).body).toMatchObject({ secondFactorPassed: true });

      // As the second step after the password: only this account's passkeys.
      const stranger = new SoftAuthenticator(app.config.APP_URL);
      const other = await signUp(app);
      stranger.create((await other.agent.post('/api/auth/security/passkeys/options').expect(200)).body);
      const pending = app.agent();
      await pending.post('/api/auth/login').send({ email: user.email, password: STRONG_PASSWORD }).expect(202);
      const stepOptions = await pending.post('/api/auth/sign-in/pending/passkey/options').expect(200);
      expect(stepOptions.body.allowCredentials).toHaveLength(2);
      await pending.post('/api/auth/sign-in/passkey').send({ credential: laptop.get(stepOptions.body) }).expect(200);
      expect((await pending.get('/api/auth/security').expect(200)).body.passkeys.find((p: { name: string }) => p.name === 'Work laptop').lastUsedAt).not.toBeNull();

      await agent.delete(`/api/auth/security/passkeys/${second.body.passkey.id}`).expect(204);
      const left = await agent.get('/api/auth/security').expect(200);
      expect(left.body.passkeys.map((p: { name: string }) => p.name)).toEqual(['My phone']);
      await app.smtp.waitFor(user.email, /A passkey was removed from your account/);
      // The removed passkey no longer signs in.
      const later = app.agent();
      const laterOptions = await later.post('/api/auth/sign-in/passkey/options').expect(200);
      await later.post('/api/auth/sign-in/passkey').send({ credential: laptop.get(laterOptions.body) }).expect(401);
    });

    it("refuses another account's passkey as the second step of a sign-in", async () => {
      const mine = await signUp(app);
      const theirs = await signUp(app);
      const myKey = new SoftAuthenticator(app.config.APP_URL);
      const theirKey = new SoftAuthenticator(app.config.APP_URL);
      await mine.agent.post('/api/auth/security/passkeys').send({ name: 'Phone', credential: myKey.create((await mine.agent.post('/api/auth/security/passkeys/options').expect(200)).body) }).expect(201);
      await theirs.agent.post('/api/auth/security/passkeys').send({ name: 'Phone', credential: theirKey.create((await theirs.agent.post('/api/auth/security/passkeys/options').expect(200)).body) }).expect(201);
      const browser = app.agent();
      await browser.post('/api/auth/login').send({ email: mine.user.email, password: STRONG_PASSWORD }).expect(202);
      const options = await browser.post('/api/auth/sign-in/pending/passkey/options').expect(200);
      const res = await browser.post('/api/auth/sign-in/passkey').send({ credential: theirKey.get({ ...options.body, allowCredentials: [] }) }).expect(401);
      expect(res.body.message).toBe('That passkey did not sign you in. Try again, or sign in with your email.');
      await browser.get('/api/auth/user').expect(401);
    });
  });

  describe('an employer asking for a second factor on every session', () => {
    it('needs a factor, ends the sessions that never passed one, and keeps the last factor', async () => {
      const { agent, user } = await signUp(app);
      await app.em.fork().execute(`update users set role = 'employer' where id = ?`, [user.id]);
      const other = app.agent();
      await other.post('/api/auth/login').send({ email: user.email, password: STRONG_PASSWORD }).expect(200);
      expect((await agent.put('/api/auth/security/second-factor-required').send({ required: true }).expect(409)).body.message).toBe(
        'Add an authenticator app or a passkey before asking for a second factor on every sign-in.',
      );
      await addAuthenticator(app, agent);
      await agent.put('/api/auth/security/second-factor-required').send({ required: true }).expect(204);
      expect((await agent.get('/api/auth/user').expect(200)).body.secondFactorRequired).toBe(true);
      await other.get('/api/auth/user').expect(401);
      await agent.get('/api/auth/user').expect(200);
      expect((await agent.delete('/api/auth/security/authenticator').expect(409)).body.message).toBe(
        'You asked for a second factor on every sign-in: add another one, or turn that setting off, before removing this one.',
      );
      const crew = await signUp(app);
      await crew.agent.put('/api/auth/security/second-factor-required').send({ required: true }).expect(403);
    });
  });

  describe('a super admin resetting the factors of someone who lost them', () => {
    it('removes every factor with a reason, ends their sessions, tells them, and keeps it in the audit log', async () => {
      const boss = await admin(app, 'super_admin', { firstName: 'Bea', lastName: 'Boss' });
      const moderator = await admin(app, 'admin');
      const lost = await admin(app, 'moderator', { firstName: 'Lou', lastName: 'Lost' });
      expect((await boss.agent.get(`/api/admin/users/${lost.user.id}/detail`).expect(200)).body.account.secondFactors).toEqual({ authenticator: true, passkeys: 0, recoveryCodesLeft: 10 });

      expect((await moderator.agent.post(`/api/admin/users/${lost.user.id}/second-factors/reset`).send(because('Lost the phone at sea')).expect(403)).body.message).toBe('Super admin privileges required');
      expect((await boss.agent.post(`/api/admin/users/${lost.user.id}/second-factors/reset`).send({}).expect(400)).body.message).toContain('reason is required');
      expect((await boss.agent.post(`/api/admin/users/${boss.user.id}/second-factors/reset`).send(because('Trying my own account')).expect(403)).body.message).toBe(
        'You cannot reset your own second factors from the admin area',
      );
      await boss.agent
        .post(`/api/admin/users/${lost.user.id}/second-factors/reset`)
        .set('X-Forwarded-For', '198.51.100.9')
        .send(because('Lost the phone at sea; called from the ship office to confirm', 'other'))
        .expect(204);

      expect((await boss.agent.get(`/api/admin/users/${lost.user.id}/detail`).expect(200)).body.account.secondFactors).toEqual({ authenticator: false, passkeys: 0, recoveryCodesLeft: 0 });
      await lost.agent.get('/api/auth/user').expect(401);
      await app.smtp.waitFor(lost.user.email, /Your second factors were reset/);
      const log = (await boss.agent.get('/api/admin/audit-log').expect(200)).body as Array<{ action: string; actor: { id: string }; target: { id: string }; details: Record<string, unknown>; ip: string }>;
      expect(log.find((e) => e.action === 'user.second-factors-reset' && e.target.id === lost.user.id)).toMatchObject({
        actor: { id: boss.user.id },
        ip: '198.51.100.9',
        details: { reason: { category: 'other', note: 'Lost the phone at sea; called from the ship office to confirm' } },
      });
      // They sign in with the password alone, and must set up a new factor before the admin area opens.
      const back = signIn(lost.user.email);
      await back.res.expect(200);
      expect((await back.agent.get('/api/admin/users').expect(403)).body.code).toBe('second-factor-setup-required');
    });

    it('asks the super admin to check again when the last check is old', async () => {
      const boss = await admin(app, 'super_admin');
      const lost = await signUp(app);
      afterRecentCheckWindow(app);
      expect((await boss.agent.post(`/api/admin/users/${lost.user.id}/second-factors/reset`).send(because('Lost the phone at sea')).expect(403)).body.code).toBe('recent-check-required');
    });
  });

  describe('the ADMIN_EMAILS way back', () => {
    it('lets an operator address that lost every factor recover by email: the link removes them (audited) and a new one is needed for the admin area', async () => {
      const agent = app.agent();
      await agent.post('/api/auth/signup').send({ email: OPERATOR, password: STRONG_PASSWORD, firstName: 'Hana', lastName: 'Master' }).expect(201);
      const confirm = await app.smtp.waitFor(OPERATOR, /Confirm your email/);
      await app.agent().get(linkPath(confirm.text, '/api/auth/email-link/')).expect(303);
      await addAuthenticator(app, agent);
      const operatorId = (await agent.get('/api/auth/user').expect(200)).body.id as string;

      // The phone is lost: the password gets as far as the second step.
      const browser = app.agent();
      await browser.post('/api/auth/login').send({ email: OPERATOR, password: STRONG_PASSWORD }).expect(202);
      expect((await browser.get('/api/auth/sign-in/pending').expect(200)).body.recoverByEmail).toBe(true);
      expect((await browser.post('/api/auth/sign-in/recover-by-email').expect(202)).body.message).toBe(
        'If this account can recover its second factors by email, a link is on its way. Otherwise use a recovery code, or ask the support team to reset your second factors.',
      );
      const mail = await app.smtp.waitFor(OPERATOR, /Recover access to your Crew Reviews account/);
      const follow = await browser.get(linkPath(mail.text, '/api/auth/sign-in/recover/')).expect(303);
      expect(follow.headers.location).toBe('/profile?setup=second-factor#security');
      expect((await browser.get('/api/auth/security').expect(200)).body).toMatchObject({ hasSecondFactor: false, secondFactorNeededForAdmin: true });
      await agent.get('/api/auth/user').expect(401);
      expect((await browser.get('/api/admin/users').expect(403)).body.code).toBe('second-factor-setup-required');
      await addAuthenticator(app, browser);
      await browser.get('/api/admin/users').expect(200);
      // Used once.
      expect((await app.agent().get(linkPath(mail.text, '/api/auth/sign-in/recover/')).expect(303)).headers.location).toBe('/login?error=link-invalid');

      await eventsDelivered(app);
      const log = (await browser.get('/api/admin/audit-log').expect(200)).body as Array<{ action: string; actor: unknown; target: { id: string }; details: Record<string, unknown> }>;
      expect(log.find((e) => e.action === 'user.second-factors-reset' && e.target.id === operatorId)).toMatchObject({ details: { source: 'ADMIN_EMAILS' } });
    });

    it('gives any other account the same answer and no link', async () => {
      const { agent, user } = await signUp(app);
      await addAuthenticator(app, agent);
      const browser = app.agent();
      await browser.post('/api/auth/login').send({ email: user.email, password: STRONG_PASSWORD }).expect(202);
      expect((await browser.get('/api/auth/sign-in/pending').expect(200)).body.recoverByEmail).toBe(false);
      await browser.post('/api/auth/sign-in/recover-by-email').expect(202);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(app.smtp.mailsTo(user.email).filter((m) => /Recover access/.test(m.subject))).toEqual([]);
    });
  });
});
