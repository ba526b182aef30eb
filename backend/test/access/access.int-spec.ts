import { randomUUID } from 'node:crypto';
import { verifyEmail } from '../sharing/sharing-helpers.js';
import { addAuthenticator, afterRecentCheckWindow, nextCode } from '../support/second-factor.js';
import { signUp, startTestApp, STRONG_PASSWORD, type TestApp } from '../support/test-app.js';
import { AccessProbeModule } from './access-probe.module.js';
import { type RouteEntry, routeTable } from './route-table.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({}, { apiModules: [AccessProbeModule] });
});
afterAll(() => app?.close());

const setUser = (
  id: string,
  fields: { role?: string; admin_level?: string | null; subscription_status?: string | null; subscription_plan?: string | null; subscription_expires_at?: Date | null },
) =>
  app.em.getConnection().execute(
    `update users set ${Object.keys(fields).map((column) => `${column} = ?`).join(', ')} where id = ?`,
    [...Object.values(fields), id],
  );

describe('route table', () => {
  it('every route the API serves declares its access rule (public, signed-in, owner-checked, a permission or a plan feature)', () => {
    const routes = routeTable(app.api);
    // Nest's real routes, not a list kept by hand: the product's and the probes'.
    expect(routes.map((r) => r.route)).toEqual(expect.arrayContaining(['GET /api/health', 'GET /api/auth/user', 'GET /api/test-access/admin']));
    const undeclared = routes.filter((r) => !r.rule && r.controller !== 'UndeclaredProbeController');
    expect(undeclared.map((r) => `${r.route} (${r.controller})`)).toEqual([]);
  });

  it('every admin route that changes a user or a review declares it, so the admin-rights policy runs before the handler', () => {
    const changes = routeTable(app.api).filter((r) => r.route.startsWith('/api/admin', r.route.indexOf(' ') + 1) && !r.route.startsWith('GET '));
    // Real routes: the level change, deletions and review decisions at least.
    expect(changes.map((r) => r.route)).toEqual(
      expect.arrayContaining(['PATCH /api/admin/users/:userId/admin-level', 'DELETE /api/admin/users/:userId', 'POST /api/admin/reviews/:reviewId/clear-flag']),
    );
    const undeclared = changes.filter((r) => /:userId|:reviewId/.test(r.route) && !r.target);
    expect(undeclared.map((r) => r.route)).toEqual(['DELETE /api/admin/test-probe/forgotten/:userId']);
    // The declared parameter is the one in the path.
    for (const { route, target } of changes.filter((r) => r.target && 'param' in r.target!)) {
      expect([route, route.includes(`:${(target as { param: string }).param}`)]).toEqual([route, true]);
    }
  });

  it('runs the admin-rights policy on a declared target before the handler, and unknown ids reach the handler', async () => {
    const { agent, user } = await signUp(app);
    const other = await signUp(app);
    await addAuthenticator(app, agent);
    await setUser(user.id, { admin_level: 'moderator' });
    await setUser(other.user.id, { admin_level: 'super_admin' });
    expect((await agent.delete(`/api/admin/test-probe/declared/${other.user.id}`).expect(403)).body.message).toBe('Only a super admin can act on a super admin');
    expect((await agent.delete(`/api/admin/test-probe/declared/${user.id}`).expect(403)).body.message).toBe('You cannot delete your own account from the admin area');
    await agent.delete('/api/admin/test-probe/declared/00000000-0000-4000-8000-00000000dead').expect(200);
    // Without the declaration nothing stops it: which is why the route table must find it.
    await agent.delete(`/api/admin/test-probe/forgotten/${other.user.id}`).expect(200);
  });

  it('lists the routes an API key opens: crew search and crew profiles, and nothing else', () => {
    const withKey = routeTable(app.api).filter((r) => r.apiKey);
    expect(withKey.map((r) => r.route).sort()).toEqual(['GET /api/search/crew', 'GET /api/search/crew/:id']);
    // Both still name what their caller needs, key or session.
    expect(withKey.map((r) => r.rule)).toEqual([
      { kind: 'permission', permission: 'canSearchCrew' },
      { kind: 'permission', permission: 'canSearchCrew' },
    ]);
  });

  it('contacting crew and ordering reports declare that they need a confirmed email', () => {
    const declared = routeTable(app.api).filter((r) => r.confirmedEmail && r.controller !== 'AccessProbeController');
    expect(declared.map((r) => [r.route, r.confirmedEmail]).sort()).toEqual([
      ['POST /api/contact-requests', 'contactCrew'],
      ['POST /api/verification-reports', 'orderReport'],
    ]);
  });

  it('finds a route whose rule was forgotten', () => {
    const undeclared = routeTable(app.api).filter((r) => !r.rule);
    expect(undeclared.map((r) => r.route)).toEqual(['GET /api/test-undeclared']);
  });

  it('keeps a forgotten route closed at run time', async () => {
    await app.http().get('/api/test-undeclared').expect(401, { statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' });
    const { agent } = await signUp(app);
    const res = await agent.get('/api/test-undeclared').expect(403);
    expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' });
  });
});

describe('access guard', () => {
  it('answers anonymous callers 401 Unauthorized on every guarded route', async () => {
    for (const path of ['signed-in', 'employer', 'search', 'admin', 'analytics']) {
      const res = await app.http().get(`/api/test-access/${path}`).expect(401);
      expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' });
    }
  });

  it('refuses crew with Employer Access Required, never the data', async () => {
    const { agent } = await signUp(app);
    await agent.get('/api/test-access/signed-in').expect(200, { ok: true });
    for (const path of ['employer', 'search']) {
      const res = await agent.get(`/api/test-access/${path}`).expect(403);
      expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Employer Access Required' });
    }
  });

  it('refuses crew search to an employer without an active plan with Premium Subscription Required', async () => {
    const { agent, user } = await signUp(app);
    await setUser(user.id, { role: 'employer' });
    await agent.get('/api/test-access/employer').expect(200, { ok: true });
    const res = await agent.get('/api/test-access/search').expect(403);
    expect(res.body.message).toBe('Premium Subscription Required');

    await setUser(user.id, { subscription_status: 'active', subscription_plan: 'basic' });
    await agent.get('/api/test-access/search').expect(200, { ok: true });
  });

  it('opens a plan feature only to an employer whose active plan has it, naming the plan otherwise', async () => {
    const { agent, user } = await signUp(app);
    expect((await agent.get('/api/test-access/analytics').expect(403)).body.message).toBe('Employer Access Required');
    await setUser(user.id, { role: 'employer', subscription_status: 'active', subscription_plan: 'professional' });
    expect((await agent.get('/api/test-access/analytics').expect(403)).body.message).toBe('The analytics dashboard needs an active Enterprise plan');
    await setUser(user.id, { subscription_plan: 'enterprise', subscription_expires_at: new Date(Date.now() + 86_400_000) });
    await agent.get('/api/test-access/analytics').expect(200, { ok: true });
    // A plan past its month counts as no plan, from the next request.
    await setUser(user.id, { subscription_expires_at: new Date(Date.now() - 1000) });
    expect((await agent.get('/api/test-access/analytics').expect(403)).body.message).toBe('The analytics dashboard needs an active Enterprise plan');
  });

  it('refuses the admin routes without an admin level with Admin privileges required', async () => {
    const { agent } = await signUp(app);
    const res = await agent.get('/api/test-access/admin').expect(403);
    expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Admin privileges required' });
  });

  it('applies a role or admin-level change on the very next request of an existing session', async () => {
    const { agent, user } = await signUp(app);
    await addAuthenticator(app, agent);
    await agent.get('/api/test-access/admin').expect(403);
    await setUser(user.id, { admin_level: 'moderator', role: 'agency' });
    await agent.get('/api/test-access/admin').expect(200, { ok: true });
    await agent.get('/api/test-access/employer').expect(200, { ok: true });

    // A demotion, too, takes effect at once: no sign-in again needed, none possible to dodge it.
    await setUser(user.id, { admin_level: null, role: 'crew' });
    expect((await agent.get('/api/test-access/admin').expect(403)).body.message).toBe('Admin privileges required');
    expect((await agent.get('/api/test-access/employer').expect(403)).body.message).toBe('Employer Access Required');
  });

  it('refuses a route that needs a confirmed email until the address is confirmed, after the access rule', async () => {
    await app.http().get('/api/test-access/signed-in-confirmed').expect(401);
    const { agent, user } = await signUp(app);
    const refused = await agent.get('/api/test-access/signed-in-confirmed').expect(403);
    expect(refused.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Confirm your email address before contacting crew' });
    await verifyEmail(app, user.email);
    await agent.get('/api/test-access/signed-in-confirmed').expect(200, { ok: true });
  });

  it('treats a session whose account was deleted as signed out', async () => {
    const { agent, user } = await signUp(app);
    await app.em.getConnection().execute('delete from users where id = ?', [user.id]);
    await agent.get('/api/test-access/employer').expect(401);
  });
});

/** The admin routes: those that need an admin level, wherever they live. */
const adminRoutes = (routes: RouteEntry[]) => routes.filter((r) => r.rule?.kind === 'permission' && (r.rule.permission === 'isAdmin' || r.rule.permission === 'isSuperAdmin'));

/** A request to the route as a client would send it: every path parameter an id nobody has. */
function call(agent: ReturnType<TestApp['agent']>, route: string) {
  const [verb, path] = route.split(' ');
  const url = path.replace(/:\w+/g, () => randomUUID());
  const method = verb.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return method === 'get' ? agent.get(url) : agent[method](url).send({});
}

describe('second factors for admins (DESIGN.md, "Second factors")', () => {
  it('every admin route needs an admin level, so the second factor rule covers all of them', () => {
    const routes = routeTable(app.api);
    const underAdmin = routes.filter((r) => r.route.split(' ')[1].startsWith('/api/admin') && !r.controller.endsWith('ProbeController'));
    expect(underAdmin.length).toBeGreaterThan(20);
    expect(underAdmin.filter((r) => !adminRoutes(routes).includes(r)).map((r) => r.route)).toEqual([]);
  });

  it('refuses an admin level to a session without a second factor on every admin route, then grants it once the session passed one', async () => {
    const routes = adminRoutes(routeTable(app.api));
    expect(routes.map((r) => r.route)).toEqual(expect.arrayContaining(['GET /api/admin/users', 'DELETE /api/admin/users/:userId', 'GET /api/test-access/admin']));
    const { agent, user } = await signUp(app);
    await setUser(user.id, { admin_level: 'super_admin' });

    const refused: string[] = [];
    for (const { route } of routes) {
      const res = await call(agent, route);
      if (res.status !== 403 || res.body.code !== 'second-factor-setup-required') refused.push(`${route} -> ${res.status} ${res.body.code ?? res.body.message}`);
    }
    expect(refused).toEqual([]);
    const res = await agent.get('/api/admin/users').expect(403);
    expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', code: 'second-factor-setup-required', message: 'Admins need a second factor. Add an authenticator app or a passkey to continue.' });

    // Setting up the authenticator app in this session is passing it.
    const { secret } = await addAuthenticator(app, agent);
    const stillRefused: string[] = [];
    for (const { route } of routes) {
      const answer = await call(agent, route);
      if (answer.status === 401 || (answer.status === 403 && /second-factor/.test(String(answer.body.code)))) stillRefused.push(`${route} -> ${answer.status} ${answer.body.code}`);
    }
    expect(stillRefused).toEqual([]);
    await agent.get('/api/admin/users').expect(200);

    // Another browser: the password alone opens nothing; the code finishes the sign-in, and the admin area opens.
    const other = app.agent();
    const first = await other.post('/api/auth/login').send({ email: user.email, password: STRONG_PASSWORD }).expect(202);
    expect(first.body).toEqual({ secondFactorNeeded: true, methods: ['authenticator', 'recovery-code'] });
    await other.get('/api/auth/user').expect(401);
    await other.get('/api/admin/users').expect(401);
    await other.post('/api/auth/sign-in/code').send({ code: nextCode(app, secret) }).expect(200);
    await other.get('/api/admin/users').expect(200);
  });

  it('asks a session that predates the factor to pass it: second-factor-required, then a code opens the admin area', async () => {
    const { agent, user } = await signUp(app);
    const laptop = app.agent();
    await laptop.post('/api/auth/login').send({ email: user.email, password: STRONG_PASSWORD }).expect(200);
    const { secret } = await addAuthenticator(app, agent);
    await setUser(user.id, { admin_level: 'admin' });
    expect((await laptop.get('/api/admin/users').expect(403)).body.code).toBe('second-factor-required');
    await laptop.post('/api/auth/check/code').send({ code: nextCode(app, secret) }).expect(204);
    await laptop.get('/api/admin/users').expect(200);
  });
});

describe('recent checks before sensitive actions', () => {
  it('marks the sensitive actions: deleting an account, removing a second factor, an admin deleting a user or changing an admin level', () => {
    const sensitive = routeTable(app.api).filter((r) => r.recentCheck).map((r) => r.route);
    expect(sensitive).toEqual(
      expect.arrayContaining([
        'DELETE /api/user/account',
        'DELETE /api/auth/security/authenticator',
        'DELETE /api/auth/security/passkeys/:passkeyId',
        'DELETE /api/admin/users/:userId',
        'PATCH /api/admin/users/:userId/admin-level',
        'POST /api/admin/users/:userId/second-factors/reset',
        'POST /api/admin/system/failed-jobs/:queue/:jobId/retry',
        'DELETE /api/admin/system/failed-jobs/:queue/:jobId',
        'POST /api/admin/system/subscribers/:name/replay',
      ]),
    );
  });

  it('answers 403 recent-check-required once the last check is over 10 minutes old, and passes again after the password', async () => {
    const { agent } = await signUp(app);
    await agent.delete('/api/test-access/sensitive').expect(200, { done: true });
    afterRecentCheckWindow(app);
    const res = await agent.delete('/api/test-access/sensitive').expect(403);
    expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', code: 'recent-check-required', message: 'For your security, confirm it is you again to continue.' });
    // Signed in all along: only the sensitive action asks.
    await agent.get('/api/test-access/signed-in').expect(200);
    expect((await agent.post('/api/auth/check/password').send({ password: 'not-my-password-at-all' }).expect(400)).body.message).toBe('That password is not right. Please try again.');
    await agent.delete('/api/test-access/sensitive').expect(403);
    await agent.post('/api/auth/check/password').send({ password: STRONG_PASSWORD }).expect(204);
    await agent.delete('/api/test-access/sensitive').expect(200);
  });

  it('re-checks an account that has a second factor with the factor, not the password', async () => {
    const { agent } = await signUp(app);
    const { secret } = await addAuthenticator(app, agent);
    afterRecentCheckWindow(app);
    expect((await agent.delete('/api/test-access/sensitive').expect(403)).body.code).toBe('recent-check-required');
    expect((await agent.get('/api/auth/security').expect(200)).body).toMatchObject({ checkedRecently: false, checkMethods: ['authenticator', 'recovery-code'] });
    expect((await agent.post('/api/auth/check/password').send({ password: STRONG_PASSWORD }).expect(400)).body.message).toBe(
      'Your account has a second factor: confirm it is you with it instead.',
    );
    await agent.post('/api/auth/check/code').send({ code: nextCode(app, secret) }).expect(204);
    await agent.delete('/api/test-access/sensitive').expect(200);
  });
});
