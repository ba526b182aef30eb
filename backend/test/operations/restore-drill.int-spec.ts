import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { takeBackup } from '../../src/backup/take-backup.js';
import { erasuresIn, restoreBackup } from '../../src/backup/restore-backup.js';
import { loadConfig } from '../../src/platform/config/app-config.js';
import { ConsistencyChecker, totalDiffering } from '../../src/platform/consistency/consistency-checker.js';
import { databaseUrl, dropDatabase } from '../support/run-services.mjs';
import { eventsDelivered, STRONG_PASSWORD, startTestApp, type TestApp } from '../support/test-app.js';
import { createLink, type Person, review } from '../sharing/sharing-helpers.js';
import { employer } from '../search/search-helpers.js';
import { holder, scanKeysOf, stored, tinyPdf } from '../certifications/wallet-helpers.js';

const PST = 'stcwEndorsements:pst';

/**
 * Issue 27, "Backups that restore", at small scale: seed, back up, write more (an erasure
 * among it), restore into a fresh database and store, start the product on it: the check finds
 * nothing, everyone is as at the backup, and the person erased after it stays erased.
 */
describe('restore drill', () => {
  const dirs = [mkdtempSync(join(tmpdir(), 'crew-store-')), mkdtempSync(join(tmpdir(), 'crew-backup-')), mkdtempSync(join(tmpdir(), 'crew-restored-store-'))];
  const [storeDir, backupDir, restoredStoreDir] = dirs;
  const restoredDb = `${process.env.TEST_DATABASE}_restored_${randomBytes(3).toString('hex')}`;
  let app: TestApp;
  let restored: TestApp | undefined;

  afterAll(async () => {
    await app?.close();
    await restored?.close();
    await dropDatabase(restoredDb);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('brings back everyone as at the backup, and nobody erased since', async () => {
    app = await startTestApp({ STORAGE_DIR: storeDir });
    // Seed: two crew members with reviews, wallet scans and share links; an employer with credits (billing, audit).
    const kept = await holder(app, { firstName: 'Kira', lastName: 'Kept' });
    const erased = await holder(app, { firstName: 'Eric', lastName: 'Erased' });
    const colleague = await holder(app, { firstName: 'Cole', lastName: 'Colleague' });
    const tokens: string[] = [];
    for (const who of [kept, erased]) {
      await review(who, colleague, { text: `Steady hand on watch, ${who.user.email} kept the bridge calm.` });
      await who.agent.put(`/api/certifications/wallet/scan?key=${encodeURIComponent(PST)}`).set('Content-Type', 'application/pdf').send(tinyPdf()).expect(200);
      tokens.push((await createLink(who)).token);
    }
    const boss = await employer(app, 'basic');
    await boss.agent.post('/api/credits/add').send({ amount: 50 }).expect(200);
    await eventsDelivered(app);

    const views = async (t: TestApp, who: Person) => ({
      reviews: (await who.agent.get('/api/reviews').expect(200)).body,
      wallet: (await who.agent.get('/api/certifications/wallet').expect(200)).body,
      links: (await who.agent.get('/api/share-links').expect(200)).body,
      audit: await t.em.fork().getConnection().execute('select action, actor_id, target_id, details, occurred_at from admin_audit_log order by occurred_at, action'),
    });
    const atBackup = await views(app, kept);
    const bossAtBackup = (await boss.agent.get('/api/user/subscription').expect(200)).body;
    const erasedScans = await scanKeysOf(app, erased.user.id);
    expect(erasedScans).toHaveLength(1);

    const started = Date.now();
    const manifest = await takeBackup(app.config, backupDir);
    const backupMs = Date.now() - started;
    expect(manifest.objects.items.map((o) => o.key).sort()).toEqual([...(await scanKeysOf(app, kept.user.id)), ...erasedScans].sort());
    expect(readdirSync(join(backupDir, 'objects')).sort()).toEqual(manifest.objects.items.map((o) => o.key).sort());

    // More writes after the backup, among them an erasure.
    await review(kept, await holder(app, { firstName: 'Late', lastName: 'Reviewer' }), { text: 'Written after the backup: a fine deckhand in every weather.' });
    await boss.agent.post('/api/credits/add').send({ amount: 50 }).expect(200);
    await erased.agent.delete('/api/user/account').send({ password: STRONG_PASSWORD }).expect(204);
    await eventsDelivered(app);
    expect(stored(storeDir, erasedScans[0])).toBe(false);

    // Into a fresh database and an empty store.
    const target = loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl(restoredDb), STORAGE_DIR: restoredStoreDir, REDIS_PREFIX: app.config.REDIS_PREFIX, LOG_LEVEL: 'silent' });
    const restoreStarted = Date.now();
    const result = await restoreBackup(target, backupDir, await erasuresIn(app.config.DATABASE_URL));
    const restoreMs = Date.now() - restoreStarted;
    expect(result.erasures.accounts).toBe(1);
    console.log(
      `Restore drill: backup ${backupMs} ms (${manifest.database.bytes} bytes dump, ${manifest.objects.count} objects), ` +
        `restore ${restoreMs} ms (database ${result.databaseSeconds} s, objects ${result.objectsSeconds} s, erasures re-applied)`,
    );
    // A second restore into the same, now full, target is refused, and changes nothing.
    await expect(restoreBackup(target, backupDir, null)).rejects.toThrow(/The target database is not empty .*: restore only into an empty database/);

    // The product starts on it.
    restored = await startTestApp({ DATABASE_URL: databaseUrl(restoredDb), STORAGE_DIR: restoredStoreDir });
    await eventsDelivered(restored);
    const check = await restored.worker.get(ConsistencyChecker).run();
    expect(check.kinds.filter((k) => k.differing > 0 || k.error)).toEqual([]);
    expect(totalDiffering(check)).toBe(0);

    const signIn = async (who: Person) => {
      const agent = restored!.agent();
      await agent.post('/api/auth/login').send({ email: who.user.email, password: STRONG_PASSWORD }).expect(200);
      return { agent, user: who.user };
    };
    const keptAgain = await signIn(kept);
    const now = await views(restored, keptAgain);
    expect({ ...now, audit: null }).toEqual({ ...atBackup, audit: null });
    // The audit log as at the backup, plus the deletion applied again, which it records as the person's own.
    expect(now.audit).toEqual([...atBackup.audit, expect.objectContaining({ action: 'user.self-deleted', actor_id: erased.user.id, target_id: erased.user.id })]);
    const scan = await keptAgain.agent.get(`/api/certifications/wallet/scan?key=${encodeURIComponent(PST)}`).buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(scan.body).toEqual(tinyPdf());
    expect((await (await signIn(boss)).agent.get('/api/user/subscription').expect(200)).body).toEqual(bossAtBackup);

    // The person erased after the backup stays erased: no account, no keys, no scan, no public trace.
    await restored.agent().post('/api/auth/login').send({ email: erased.user.email, password: STRONG_PASSWORD }).expect(401);
    const db = restored.em.fork().getConnection();
    expect(await db.execute('select 1 from users where id = ?', [erased.user.id])).toEqual([]);
    expect(await db.execute('select 1 from personal_data_keys where subject = ?', [erased.user.id])).toEqual([]);
    expect(await db.execute('select 1 from erased_subjects where subject = ?', [erased.user.id])).toHaveLength(1);
    // Search keeps a tombstone (so a late event cannot bring the row back), with nothing of the person in it.
    expect(await db.execute('select searchable, first_name, last_name, full_name from crew_search where user_id = ?', [erased.user.id])).toEqual([
      { searchable: false, first_name: null, last_name: null, full_name: null },
    ]);
    expect(await db.execute('select person from sharing_public_profiles where user_id = ?', [erased.user.id])).not.toContainEqual({ person: expect.anything() });
    await restored.http().get(`/api/public/profile/${tokens[1]}`).expect(404);
    await restored.http().get(`/api/public/profile/${tokens[0]}`).expect(200);
    expect(stored(restoredStoreDir, erasedScans[0])).toBe(false);
  });
});
