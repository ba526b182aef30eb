import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { admin } from '../moderation/moderation-helpers.js';
import { crew, employer, settled } from '../search/search-helpers.js';
import { createLink, type Person } from '../sharing/sharing-helpers.js';
import { ReplicaCluster } from '../support/replica-cluster.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { until } from '../support/private-redis.js';
import { nodeArgs } from '../support/entry-points.mjs';

const backendDir = fileURLToPath(new URL('../..', import.meta.url));

/** The start command's migration step (src/migrate.ts), against the test's primary. */
const migrate = (databaseUrl: string) =>
  promisify(execFile)(process.execPath, nodeArgs('src/migrate.ts'), {
    cwd: backendDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
  });

type SearchResult = { id: string; firstName: string; lastName: string };
type Stats = { users: { totalUsers: number } };
type Week = { weekStart: string; signUps: number };

/**
 * DATABASE_REPLICA_URL against a real primary and hot standby (PostgreSQL streaming
 * replication on ports of the test's own). While the standby's replay is paused it answers
 * with the past, so an answer that lacks what the primary already has was read from the
 * standby: that is how each read below is shown to come from the replica.
 */
describe('reads from a streaming replica', () => {
  let cluster: ReplicaCluster;
  let app: TestApp;
  let boss: Person;
  let superAdmin: Person;
  let owner: Person;
  let link: { token: string };
  // A word only this test's crew have in their location, so searches see nobody else.
  const port = `Replica${Date.now().toString(36)}`;

  beforeAll(async () => {
    cluster = await ReplicaCluster.start();
    await cluster.query('primary', 'create database crew');
    await migrate(cluster.url('primary', 'crew'));
    app = await startTestApp({ DATABASE_URL: cluster.url('primary', 'crew'), DATABASE_REPLICA_URL: cluster.url('standby', 'crew') });
    [boss, superAdmin] = await Promise.all([employer(app, 'professional'), admin(app, 'super_admin')]);
    owner = await crew(app, { firstName: 'Olga', lastName: 'Lindqvist' }, { position: 'Bosun', location: `${port} Bergen` });
    link = await createLink(owner);
    await settled(app);
    await cluster.caughtUp();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await cluster?.stop();
  });

  const search = async () => (await boss.agent.get('/api/search/crew').query({ location: port }).expect(200)).body as SearchResult[];
  const count = async () => (await boss.agent.get('/api/search/crew/count').query({ location: port }).expect(200)).body as { total: number };
  const stats = async () => (await superAdmin.agent.get('/api/admin/system-stats').expect(200)).body as Stats;
  const signUpsThisWeek = async () => ((await superAdmin.agent.get('/api/admin/analytics').expect(200)).body as Week[]).at(-1)!.signUps;
  const publicPosition = async () => (await app.http().get(`/api/public/profile/${link.token}`).expect(200)).body.user.position as string;
  const onPrimary = async (sql: string) => Number(Object.values((await cluster.query('primary', sql, 'crew'))[0])[0]);

  it('the replica serves search, public profiles and admin statistics, and keeps serving them while it lags; a person reads their own writes back at once', async () => {
    // The directory row is written by the worker and then streamed to the standby: under a
    // loaded machine the first look can come before both (seen once in a full run).
    await until('the replica shows the new crew member in search', async () => (await search()).length === 1);
    const before = { stats: await stats(), signUps: await signUpsThisWeek() };
    expect((await search()).map((r) => r.firstName)).toEqual(['Olga']);
    expect(await publicPosition()).toBe('Bosun');

    await cluster.pauseReplay();
    // Written on the primary while the standby lags: a new crew member in search, the owner's new
    // position, a new share link.
    const newcomer = await crew(app, { firstName: 'Nils', lastName: 'Newcomer' }, { position: 'Deckhand', location: `${port} Oslo` });
    await owner.agent.patch('/api/user/profile').send({ position: 'Chief Officer' }).expect(200);
    const secondLink = await createLink(owner, { purpose: 'Application for Bosun' });
    await settled(app);

    // What the person just wrote reads back at once (the primary).
    expect((await owner.agent.get('/api/auth/user').expect(200)).body.position).toBe('Chief Officer');
    expect(((await owner.agent.get('/api/share-links').expect(200)).body as Array<{ id: string }>).map((l) => l.id)).toContain(secondLink.id);
    expect((await newcomer.agent.get('/api/auth/user').expect(200)).body.firstName).toBe('Nils');

    // The primary already has all of it...
    expect(await onPrimary(`select count(*) from crew_search where location like '${port}%'`)).toBe(2);
    expect(await onPrimary('select count(*) from users')).toBe(before.stats.users.totalUsers + 1);
    // ...the lagging replica answers, with the past.
    expect((await search()).map((r) => r.firstName)).toEqual(['Olga']);
    expect((await count()).total).toBe(1);
    expect(await publicPosition()).toBe('Bosun');
    expect((await stats()).users.totalUsers).toBe(before.stats.users.totalUsers);
    expect(await signUpsThisWeek()).toBe(before.signUps);

    await cluster.resumeReplay();
    await cluster.caughtUp();
    await until('the replica shows the newcomer', async () => (await search()).length === 2);
    expect((await search()).map((r) => r.firstName).sort()).toEqual(['Nils', 'Olga']);
    expect((await count()).total).toBe(2);
    expect(await publicPosition()).toBe('Chief Officer');
    expect((await stats()).users.totalUsers).toBe(before.stats.users.totalUsers + 1);
    expect(await signUpsThisWeek()).toBe(before.signUps + 1);
  });
});
