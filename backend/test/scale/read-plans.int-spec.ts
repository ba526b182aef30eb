import pg from 'pg';
import { encodeCursor } from '../../src/platform/http/keyset-pages.js';
import { admin } from '../moderation/moderation-helpers.js';
import { crew as crewMember, employer } from '../search/search-helpers.js';
import { createLink, person, review, type Person } from '../sharing/sharing-helpers.js';
import { captureStatements, type PlanNode, wholeTableScans } from '../support/statement-capture.js';
import { eventsDelivered, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 26: no read a person does plans a scan of a whole big table. Each read is called
 * through the API, the statements it sends are captured at the driver and EXPLAINed with
 * enable_seqscan off: a Seq Scan that remains, or an index read from end to end with no Limit
 * bounding it, means the read has no index path and would read a million rows at market size.
 * The tables hold some thousands of rows (the product's own, copied) and are analyzed, so the
 * planner works with real statistics.
 */
const BIG_TABLES = new Set([
  'users', 'reviews', 'review_requests', 'review_events', 'review_stats', 'certificate_details', 'sea_service_periods', 'share_links', 'admin_audit_log',
  'integration_events', 'processed_events', 'crew_search', 'personal_data_keys', 'contact_requests', 'credit_ledger', 'verification_reports',
  'sharing_public_reviews', 'sharing_public_profiles', 'sharing_review_summaries',
]);
const COPIES = 4000;

describe('reads at market size: every listed read has an index path', () => {
  let app: TestApp;
  let db: pg.Client;
  let crew: Person;
  let colleague: Person;
  let hirer: Person;
  let moderator: Person;
  let token: string;
  let reviewId: string;

  beforeAll(async () => {
    app = await startTestApp();
    crew = await crewMember(app, { firstName: 'Maria', lastName: 'Navarro' }, { position: 'Chief Officer', availability: 'available', location: 'Palma' });
    colleague = await person(app, { firstName: 'Lars', lastName: 'Jensen' });
    reviewId = await review(crew, colleague);
    await review(colleague, crew);
    token = (await createLink(crew)).token;
    hirer = await employer(app);
    moderator = await admin(app, 'admin');
    await moderator.agent.post(`/api/admin/reviews/${reviewId}/verify`).send({ notes: 'Checked with the captain' });
    await eventsDelivered(app);
    db = new pg.Client({ connectionString: app.config.DATABASE_URL });
    await db.connect();
    await copyRows(db);
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await app?.close();
  });

  const reads: Array<[string, () => Person | null, () => string]> = [
    ['dashboard stats', () => crew, () => '/api/stats'],
    ['skills', () => crew, () => '/api/skills'],
    ['received reviews', () => crew, () => '/api/reviews?limit=20'],
    ['sent requests', () => crew, () => '/api/review-requests'],
    ['sent requests, next page', () => crew, () => `/api/review-requests?limit=1&cursor=${encodeCursor({ at: '2100-01-01 00:00:00+00', id: '00000000-0000-4000-8000-000000000001' })}`],
    ['incoming requests', () => colleague, () => '/api/incoming-review-requests'],
    ['share links', () => crew, () => '/api/share-links'],
    ['public profile', () => null, () => `/api/public/profile/${token}`],
    ['crew search, text', () => hirer, () => '/api/search/crew?query=navarro'],
    ['crew search, filters', () => hirer, () => '/api/search/crew?availability=available&location=palma'],
    ['crew profile', () => hirer, () => `/api/search/crew/${crew.user.id}`],
    ['transactions', () => hirer, () => '/api/transactions'],
    ['contact requests', () => hirer, () => '/api/contact-requests'],
    ['verification reports', () => hirer, () => '/api/verification-reports'],
    ['admin users', () => moderator, () => '/api/admin/users'],
    ['admin users, search by name', () => moderator, () => '/api/admin/users?search=navar'],
    ['admin users, search by email', () => moderator, () => `/api/admin/users?search=${crew.user.email.slice(0, 8)}`],
    ['admin users, role filter', () => moderator, () => '/api/admin/users?role=employer'],
    ['admin reviews', () => moderator, () => '/api/admin/reviews'],
    ['admin suspicious reviews', () => moderator, () => '/api/admin/suspicious-reviews'],
    ["a review's history", () => moderator, () => `/api/admin/reviews/${reviewId}/history`],
    ['audit log', () => moderator, () => '/api/admin/audit-log'],
    ['system stats', () => moderator, () => '/api/admin/system-stats'],
    ['analytics', () => moderator, () => '/api/admin/analytics'],
  ];

  it.each(reads)('%s', async (_name, who, path) => {
    const caller = who();
    let status = 0;
    const statements = await captureStatements(async () => {
      status = (await (caller ? caller.agent.get(path()) : app.http().get(path()))).status;
    });
    expect(status).toBe(200);
    expect(statements.length).toBeGreaterThan(0);
    const offenders: string[] = [];
    for (const { text, values } of statements) {
      await db.query('begin');
      await db.query('set local enable_seqscan = off');
      const { rows } = await db.query({ text: `explain (format json) ${text}`, values });
      await db.query('rollback');
      const plan = (rows[0]['QUERY PLAN'] as Array<{ Plan: PlanNode }>)[0].Plan;
      // SHOW_PLANS=1 prints an offending statement's plan tree, to see which node reads it all.
      if (process.env.SHOW_PLANS && wholeTableScans(plan, BIG_TABLES).length) process.stderr.write(`PLAN ${text}\n${JSON.stringify(plan, ['Node Type', 'Relation Name', 'Index Name', 'Index Cond', 'Plans', 'Plan Rows', 'Subplan Name', 'Parent Relationship'], 1)}\n`);
      for (const scan of wholeTableScans(plan, BIG_TABLES)) offenders.push(`${scan} in: ${text.replace(/\s+/g, ' ').slice(0, 240)}`);
    }
    expect(offenders).toEqual([]);
  });

  it('finds crew matching several filters through one index scan that tests them all, not by reading every match of one', async () => {
    // A directory with its spreads: 1 in 30 in Palma, a third available, 1 in 17 captains.
    await db.query(
      `update crew_search set location = case when abs(hashtext(user_id::text)) % 30 = 0 then 'Palma de Mallorca' else 'Antibes' end,
         availability = (array['available', 'notice', 'future'])[1 + abs(hashtext(user_id::text || 'a')) % 3],
         position = case when abs(hashtext(user_id::text || 'p')) % 17 = 0 then 'Captain' else 'Deckhand' end,
         rank = case when abs(hashtext(user_id::text || 'p')) % 17 = 0 then 'master' else 'deckhand' end`,
    );
    await db.query('analyze crew_search');
    const statements = await captureStatements(() => hirer.agent.get('/api/search/crew?position=captain&availability=available&location=palma').expect(200));
    const page = statements.find((s) => /from crew_search where/.test(s.text))!;
    const { rows } = await db.query({ text: `explain (format json) ${page.text}`, values: page.values });
    const scans: Array<{ index?: string; cond?: string }> = [];
    const walk = (node: PlanNode & { 'Index Name'?: string }) => {
      if (/Index Scan/.test(node['Node Type'])) scans.push({ index: node['Index Name'], cond: node['Index Cond'] });
      node.Plans?.forEach(walk);
    };
    walk((rows[0]['QUERY PLAN'] as Array<{ Plan: PlanNode }>)[0].Plan);
    // Each index scan (one per side of the position filter's OR) tests location and availability together.
    expect(scans.length).toBeGreaterThan(0);
    for (const scan of scans) {
      expect(scan.index).toBe('crew_search_filters_index');
      expect(scan.cond).toMatch(/location_folded ~~\* .*availability = /);
    }
  });
});

/**
 * Thousands of copies of the rows the product wrote above, each with a new id (and for people
 * a new email), then ANALYZE: the planner sees tables of some size with real value spreads.
 */
async function copyRows(db: pg.Client) {
  await copies(db, 'users', `select * from users where admin_level is null limit 1`, COPIES * 5,
    `'id', gen_random_uuid(), 'email', 'copy' || g || '.' || t.email, 'role', (array['crew','crew','crew','employer','agency'])[1 + g % 5], 'created_at', now() - make_interval(hours => g)`);
  await copies(db, 'reviews', `select r.*, p.ids from reviews r, (select array_agg(id) ids from (select id from users limit 1000) x) p limit 1`, COPIES,
    `'id', gen_random_uuid(), 'request_id', gen_random_uuid(), 'reviewee_id', t.ids[1 + g % array_length(t.ids, 1)], 'created_at', now() - make_interval(mins => g)`);
  await copies(db, 'share_links', 'select * from share_links limit 1', COPIES, `'id', gen_random_uuid(), 'token', md5('copy' || g) || md5('t' || g)`);
  // Read models keyed by person: copies under new ids, so the directory and the profiles have some size too.
  // Other names and words: a name search matches few people, as in life (copies of the one
  // searched for would make every row a match and the plan a read of all of them).
  await copies(db, 'crew_search', 'select * from crew_search limit 1', COPIES,
    `'user_id', md5('crew' || g)::uuid, 'profile_position', g, 'first_name', 'Crew' || g, 'last_name', 'Member' || (g % 97), 'full_name', 'Crew' || g || ' Member' || (g % 97),
     'document', to_tsvector('simple', 'crew' || g || ' member' || (g % 97))`);
  await copies(db, 'sharing_public_profiles', 'select * from sharing_public_profiles limit 1', COPIES, `'user_id', md5('profile' || g)::uuid`);
  await db.query(
    `insert into admin_audit_log (actor_id, action, target_type, target_id, details, occurred_at)
     select actor_id, action, target_type, target_id, details, occurred_at - make_interval(mins => g)
     from (select * from admin_audit_log limit 1) a, generate_series(1, $1::int) g`,
    [COPIES],
  );
  await db.query('analyze');
}

/** `count` copies of the row `source` selects, with `changes` (jsonb_build_object pairs over t and g) applied. */
async function copies(db: pg.Client, table: string, source: string, count: number, changes: string) {
  const { rows } = await db.query<{ name: string }>(
    `select column_name as name from information_schema.columns where table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
    [table],
  );
  const columns = rows.map((r) => `"${r.name}"`).join(', ');
  await db.query(
    `insert into ${table} (${columns}) select ${rows.map((r) => `c."${r.name}"`).join(', ')}
     from (${source}) t, generate_series(1, $1::int) g, lateral jsonb_populate_record(null::${table}, to_jsonb(t) || jsonb_build_object(${changes})) c`,
    [count],
  );
}
