import type { INestApplicationContext } from '@nestjs/common';
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { seedStorageDir } from '../../bench/seed/objects.js';
import { createSeedApp } from '../../bench/seed/seed-app.js';
import { MAINTENANCE_CHECKS, MAINTENANCE_SUBSCRIBERS } from '../../src/maintenance-app.js';
import { ConsistencyChecker, type ConsistencyResult } from '../../src/platform/consistency/consistency-checker.js';
import { Subscribers } from '../../src/platform/events/subscribers.js';
import { isWellFormedShareToken } from '../../src/modules/sharing/domain/share-token.js';
import { databaseUrl, dropDatabase } from '../support/run-services.mjs';

const run = promisify(execFile);

/**
 * Issue 26, "A realistic data set at market size": the market-size seed at its smallest
 * (2,000 people, 6,000 reviews) builds read models the product could have produced. The
 * consistency check rebuilds every read model from its sources through the production code
 * (the review projector over the review log; each subscriber's handler over every integration
 * event it holds) and compares: whatever the seed built in bulk or by replay must come out
 * row for row the same.
 */
describe('the market-size seed', () => {
  const database = `crew_seed_${randomBytes(4).toString('hex')}`;
  let output = '';
  let db: pg.Client;
  let app: INestApplicationContext;
  const count = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0].n);

  beforeAll(async () => {
    const seeded = await run(process.execPath, ['--import', '@swc-node/register/esm-register', 'bench/seed-scale.ts', '--scale', '0.001', '--database', database], {
      cwd: new URL('../..', import.meta.url).pathname,
      maxBuffer: 16 * 1024 * 1024,
    });
    output = seeded.stdout;
    db = new pg.Client({ connectionString: databaseUrl(database) });
    await db.connect();
    app = await createSeedApp(databaseUrl(database));
  }, 600_000);

  afterAll(async () => {
    await app?.close();
    await db?.end();
    await dropDatabase(database);
    rmSync(seedStorageDir(database), { recursive: true, force: true });
  });

  it('builds and checks every subscriber and read model the source declares', () => {
    const src = new URL('../../src/', import.meta.url).pathname;
    const declared = (mark: string) =>
      readdirSync(src, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
        .flatMap((file) => {
          const text = readFileSync(src + file, 'utf8');
          return text.includes(mark) ? [...text.matchAll(/export class (\w+)/g)].map((m) => m[1]) : [];
        })
        .sort();
    expect(MAINTENANCE_SUBSCRIBERS.map((c) => c.name).sort()).toEqual(declared('@Subscriber({'));
    expect(MAINTENANCE_CHECKS.map((c) => c.name).sort()).toEqual(declared('@CheckedReadModel()'));
  });

  it('prints each stage with its rate and the disk it took', () => {
    expect(output).toMatch(/people: 2,000 rows in [\d.]+ s \([\d,]+ rows\/s\)/);
    expect(output).toMatch(/read model search\.crew-directory .*rows in [\d.]+ s/);
    expect(output).toMatch(/disk used: \d+ MB \([\d,]+ bytes\)/);
  });

  it('fills every part of the product: billing, integration events, every subscriber up to the log end', async () => {
    expect(await count(`select count(*) as n from users where role in ('employer', 'agency')`)).toBeGreaterThan(50);
    expect(await count('select count(*) as n from employer_companies')).toBe(await count(`select count(*) as n from users where role in ('employer', 'agency')`));
    expect(await count('select count(*) as n from contact_requests')).toBeGreaterThan(100);
    expect(await count(`select count(*) as n from verification_reports where status = 'ready'`)).toBeGreaterThan(10);
    expect(await count('select count(*) as n from usage_counters')).toBeGreaterThan(10);
    // A month's profile-view counter is the crew members counted for it, one row each.
    expect(await count('select count(*) as n from profile_views_counted')).toBeGreaterThan(100);
    expect(
      await count(`select count(*) as n from usage_counters u where u.feature = 'profile_view'
                   and u.used <> (select count(*) from profile_views_counted v where v.employer_id = u.employer_id and v.period = u.period)`),
    ).toBe(0);
    // Balances are what the ledger sums to, never below zero (spends stay within the grants).
    expect(await count(`select count(*) as n from credit_balances where balance < 0`)).toBe(0);
    for (const type of ['identity.user-registered', 'identity.profile-changed', 'reviews.public-review-changed', 'reviews.review-summary-changed',
      'certifications.certificate-expiries-changed', 'sea-service.service-changed', 'sharing.share-link-created', 'sharing.profile-viewed',
      'billing.subscription-activated', 'billing.credits-added', 'reviews.review-flagged', 'reviews.review-cleared', 'reviews.review-deleted']) {
      const n = await count(`select count(*) as n from integration_events where type = '${type}'`);
      expect(n > 0 ? type : `no ${type}`).toBe(type);
    }
    // Personal fields are sealed, as the product seals them: no name in the clear.
    expect(await count(`select count(*) as n from integration_events where type = 'identity.user-registered' and jsonb_typeof(payload->'firstName') <> 'object'`)).toBe(0);
    // Each subscriber holds the whole log: up to its watermark, and past it the deliveries processed_events
    // still records (the last days', as the retention leaves them).
    const watermarks = await db.query<{ subscriber: string }>('select subscriber from subscriber_watermarks order by subscriber');
    expect(watermarks.rows.map((w) => w.subscriber)).toEqual([...app.get(Subscribers).names()].sort());
    expect(await count('select count(*) as n from processed_events')).toBeGreaterThan(0);
    const unaccounted = await db.query(
      `select s.name, e.position from integration_subscribers s join subscriber_watermarks w on w.subscriber = s.name
       join integration_events e on s.events ? e.type and e.position > w.position
       where not exists (select 1 from processed_events p where p.subscriber = s.name and p.event_id = e.event_id) limit 5`,
    );
    expect(unaccounted.rows).toEqual([]);
    // Read models hold real rows: the directory lists crew with a document; profiles show reviews.
    expect(await count('select count(*) as n from crew_search where searchable and document is not null')).toBeGreaterThan(1000);
    expect(await count('select count(*) as n from sharing_public_reviews')).toBeGreaterThan(1000);
    expect(await count('select count(*) as n from admin_audit_log where event_id is not null')).toBeGreaterThan(100);
    // Share links open: their tokens have the shape the product answers (anything else is a 404 before any query).
    const tokens = await db.query<{ token: string }>('select token from share_links');
    expect(tokens.rows.length).toBeGreaterThan(100);
    expect(tokens.rows.filter((r) => !isWellFormedShareToken(r.token))).toEqual([]);
    // Every object the rows name is in the store under its key, of the size the row says
    // (what a backup copies): some certificates' scans, and every ready report's PDF with its sha256.
    const named = (
      await db.query<{ key: string; size: number; sha256: string | null }>(
        `select scan_key as key, scan_size as size, null as sha256 from certificate_details where scan_key is not null
         union all select pdf_key, byte_size, sha256 from verification_reports where pdf_key is not null order by 1`,
      )
    ).rows;
    expect(named.filter((o) => o.key.startsWith('cert-scan-')).length).toBeGreaterThan(50);
    expect(named.filter((o) => o.key.startsWith('report-')).length).toBeGreaterThan(10);
    expect(readdirSync(seedStorageDir(database)).sort()).toEqual(named.map((o) => o.key));
    for (const object of [named[0], named.at(-1)!]) {
      const body = readFileSync(`${seedStorageDir(database)}/${object.key}`);
      expect(body.length).toBe(object.size);
      if (object.sha256) expect(createHash('sha256').update(body).digest('hex')).toBe(object.sha256);
    }
    expect(output).toMatch(new RegExp(`objects: ${named.length.toLocaleString('en')} certificate scans and report PDFs, \\d+ MB in `));
  });

  it('builds read models identical to what the production code rebuilds from their sources', async () => {
    const result: ConsistencyResult = await app.get(ConsistencyChecker).run();
    expect(result.kinds.map((k) => k.kind)).toEqual(['allowance-counters', 'audit-log', 'credit-balances', 'crew-search', 'public-profiles', 'reviews', 'shared-links']);
    expect(result.kinds.filter((k) => k.differing > 0 || k.error)).toEqual([]);
  }, 600_000);
});
