import type { INestApplicationContext } from '@nestjs/common';
import { readdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWorkerApp } from '../../src/bootstrap.js';
import { tinyPng } from '../profile/tiny-images.js';
import { crew, settled } from '../search/search-helpers.js';
import { binary, readPdf } from '../support/pdf-files.js';
import { until } from '../support/private-redis.js';
import { startTestApp, STRONG_PASSWORD, type TestApp } from '../support/test-app.js';
import { addPeriod } from '../sea-service/sea-service-helpers.js';
import { person, review, verifyEmail, type Person } from './sharing-helpers.js';

interface ProfilePdf {
  id: string;
  status: 'pending' | 'ready' | 'failed';
  readyAt: string | null;
  byteSize: number | null;
  pageCount: number | null;
  downloadable: boolean;
  linkExpiresAt: string | null;
}

interface ShareLink {
  id: string;
  purpose: string;
  accessLevel: string;
  daysLeft: number;
  url: string;
}

async function read(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const { text, pages } = await readPdf(pdf);
  return { text: text.replace(/\s+/g, ' '), pages };
}

const imagesIn = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
/** The QR code is embedded as an image and its soft mask. */
const QR_IMAGES = 2;

describe('profile PDF: the owner starts it from the dashboard, the worker builds it with a summary link', () => {
  let app: TestApp;
  let storageDir: string;
  let restartedWorker: INestApplicationContext | undefined;

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'crew-profile-pdfs-'));
    app = await startTestApp({ STORAGE_DIR: storageDir });
  });
  afterAll(async () => {
    await restartedWorker?.close();
    await app.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  const pdfsOf = async (owner: Person) => (await owner.agent.get('/api/profile-pdfs').expect(200)).body as ProfilePdf[];
  const linksOf = async (owner: Person) => (await owner.agent.get('/api/share-links').expect(200)).body as ShareLink[];
  const download = (who: Person, id: string) => who.agent.get(`/api/profile-pdfs/${id}/download`).buffer(true).parse(binary);
  const filesOf = async (id: string) => (await readdir(storageDir)).filter((name) => name.startsWith(`profile-pdf-${id}`));

  async function built(owner: Person, id: string, status: ProfilePdf['status'] = 'ready'): Promise<ProfilePdf> {
    await until(`profile PDF ${id} ${status}`, async () => (await pdfsOf(owner)).find((p) => p.id === id)?.status === status);
    return (await pdfsOf(owner)).find((p) => p.id === id)!;
  }

  async function setPhoto(owner: Person) {
    const { uploadURL } = (await owner.agent.post('/api/objects/upload').expect(200)).body as { uploadURL: string };
    const url = new URL(uploadURL);
    const uploaded = await app.http().put(`${url.pathname}${url.search}`).set('Content-Type', 'image/png').send(tinyPng()).expect(200);
    await owner.agent.put('/api/profile-photo').send({ profilePhotoURL: uploaded.body.objectPath }).expect(200);
  }

  it('is for the signed-in owner only', async () => {
    await app.http().post('/api/profile-pdfs').expect(401);
    await app.http().get('/api/profile-pdfs').expect(401);
    await app.http().get('/api/profile-pdfs/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/download').expect(401);
    const someone = await person(app, { firstName: 'Nobody', lastName: 'Yet' });
    expect(await pdfsOf(someone)).toEqual([]);
    expect((await someone.agent.get('/api/profile-pdfs/not-an-id/download').expect(404)).body.message).toBe('Profile PDF not found');
    await someone.agent.get('/api/profile-pdfs/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/download').expect(404);
  });

  it('prints photo, rank, certificates with validity, rating and verified reviews, with a QR code to a new summary link listed with the others', async () => {
    const eleni = await crew(
      app,
      { firstName: 'Ελένη', lastName: 'Пападопулова' },
      { position: 'Chief Officer', rank: 'chief-officer', experienceYears: 12, stcwEndorsements: ['pst'], certifications: ['ENG1 Medical'] },
    );
    await setPhoto(eleni);
    await eleni.agent
      .put('/api/certifications/wallet/certificate')
      .send({ key: 'stcwEndorsements:pst', number: 'EP-PST-1234', authority: 'MCA', issueDate: '2024-01-02', expiryDate: '2029-01-10' })
      .expect(200);
    const colleague = await person(app, { firstName: 'Sam', lastName: 'Reviewer' });
    await verifyEmail(app, colleague.user.email);
    await review(eleni, colleague, { text: 'Ran the bridge with calm authority through a Biscay gale.' });
    const other = await person(app, { firstName: 'Kim', lastName: 'Hidden' });
    await verifyEmail(app, other.user.email);
    await review(eleni, other, { text: 'A review she chose to hide from her profile.', hide: true });
    const aurora = await addPeriod(eleni, { rank: 'chief-officer' });
    await settled(app);
    const linksBefore = await linksOf(eleni);

    const started = (await eleni.agent.post('/api/profile-pdfs').expect(202)).body as ProfilePdf;
    expect(started).toMatchObject({ status: 'pending', downloadable: false, readyAt: null });
    // A second click while it builds answers with the same PDF.
    expect((await eleni.agent.post('/api/profile-pdfs').expect(202)).body.id).toBe(started.id);

    const ready = await built(eleni, started.id);
    expect(ready).toMatchObject({ status: 'ready', downloadable: true, pageCount: 1 });
    const res = await download(eleni, started.id).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="crew-reviews-profile-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const pdf = res.body as Buffer;
    expect(pdf.length).toBe(ready.byteSize);
    const { text, pages } = await read(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      'Ελένη Пападопулова',
      'Chief Officer · Chief Officer',
      'Experience: 12 years at sea',
      'Personal Survival Techniques (STCW A-VI/1-1) MCA Jan 10, 2029 Valid',
      'ENG1 Medical',
      'Average rating: 5.0 out of 5 from 1 review (1 verified)',
      'Ran the bridge with calm authority through a Biscay gale.',
      'Chief Officer on M/Y Secret Vessel',
      'Sea service',
      'M/Y Aurora 9074729 Chief Officer',
      `Total sea time: ${aurora.days} days over 1 period.`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('A review she chose to hide');
    expect(text).not.toContain(eleni.user.email);
    expect(text).not.toContain('EP-PST-1234');
    // The photo beside the QR code.
    expect(imagesIn(pdf)).toBe(QR_IMAGES + 1);

    // The QR code's link is an ordinary 30-day summary link in her list, printed in the PDF too.
    const links = await linksOf(eleni);
    expect(links).toHaveLength(linksBefore.length + 1);
    const link = links.find((l) => !linksBefore.some((b) => b.id === l.id))!;
    expect(link).toMatchObject({ purpose: 'Profile PDF', accessLevel: 'summary', daysLeft: 30 });
    expect(text.replace(/\s+/g, '')).toContain(link.url);
    const shared = (await app.http().get(`/api/public/profile/${link.url.split('/').pop()}`).expect(200)).body;
    expect(shared.accessLevel).toBe('basic');

    // Nobody else downloads it; to them it does not exist.
    await download(await person(app), started.id).expect(404);
    await app.http().get(`/api/profile-pdfs/${started.id}/download`).expect(401);
  });

  it('prints a bare profile plainly on one page, with the initials for want of a photo', async () => {
    const newcomer = await person(app, { firstName: 'Nia', lastName: 'Newcomer' });
    const started = (await newcomer.agent.post('/api/profile-pdfs').expect(202)).body as ProfilePdf;
    await built(newcomer, started.id);
    const pdf = (await download(newcomer, started.id).expect(200)).body as Buffer;
    const { text, pages } = await read(pdf);
    expect(pages).toBe(1);
    for (const expected of ['Nia Newcomer', 'NN', 'Position not stated', 'No reviews yet', 'No certificates on the profile yet.', 'No verified reviews yet.']) {
      expect(text).toContain(expected);
    }
    expect(imagesIn(pdf)).toBe(QR_IMAGES);
  });

  it('keeps only the newest file: a newer PDF replaces the older one and prints the same link', async () => {
    const owner = await person(app, { firstName: 'Olga', lastName: 'Owner' });
    const first = (await owner.agent.post('/api/profile-pdfs').expect(202)).body as ProfilePdf;
    await built(owner, first.id);
    const second = (await owner.agent.post('/api/profile-pdfs').expect(202)).body as ProfilePdf;
    expect(second.id).not.toBe(first.id);
    await built(owner, second.id);
    expect((await pdfsOf(owner)).map((p) => [p.id, p.downloadable])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    await download(owner, first.id).expect(404);
    await download(owner, second.id).expect(200);
    expect(await filesOf(first.id)).toEqual([]);
    expect(await filesOf(second.id)).toHaveLength(1);
    // Building again adds no live link: one 'Profile PDF' link, printed in both.
    const links = (await linksOf(owner)).filter((l) => l.purpose === 'Profile PDF');
    expect(links).toHaveLength(1);
    const { text } = await read((await download(owner, second.id).expect(200)).body as Buffer);
    expect(text.replace(/\s+/g, '')).toContain(links[0].url);
  });

  it('reuses the last link a PDF made while it has more than a week left, and makes a fresh one once it is deleted or nearly expired', async () => {
    const owner = await person(app, { firstName: 'Rui', lastName: 'Reuse' });
    const build = async () => {
      const started = (await owner.agent.post('/api/profile-pdfs').expect(202)).body as ProfilePdf;
      const done = await built(owner, started.id);
      const { text } = await read((await download(owner, started.id).expect(200)).body as Buffer);
      return { pdf: done, text: text.replace(/\s+/g, '') };
    };
    const pdfLinks = async () => (await linksOf(owner)).filter((l) => l.purpose === 'Profile PDF');

    const first = await build();
    const [link] = await pdfLinks();
    expect(first.text).toContain(link.url);
    expect(first.pdf.linkExpiresAt).toEqual(expect.any(String));
    const second = await build();
    expect(await pdfLinks()).toEqual([link]);
    expect(second.text).toContain(link.url);
    // The PDF says until when its link works: the reused link's date, not 30 days from today.
    expect(second.pdf.linkExpiresAt).toBe(first.pdf.linkExpiresAt);
    // A link the person shares by hand is never taken for a PDF's.
    const own = (await owner.agent.post('/api/share-links').send({ purpose: 'Application', accessLevel: 'summary' }).expect(201)).body as { token: string };
    expect((await build()).text).not.toContain(own.token);

    // Deleted: the next PDF makes a new link (and the list says the old PDF's link is gone).
    await owner.agent.delete(`/api/share-links/${link.id}`).expect(204);
    const afterDelete = await build();
    const [fresh] = await pdfLinks();
    expect(fresh.id).not.toBe(link.id);
    expect(fresh.daysLeft).toBe(30);
    expect(afterDelete.text).toContain(fresh.url);
    expect((await pdfsOf(owner)).find((p) => p.id === first.pdf.id)?.linkExpiresAt).toBeNull();

    // Seven days left (as 23 days on): a link about to expire is not printed again.
    await app.em.fork().getConnection().execute(`update share_links set expires_at = now() + interval '7 days' where id = ?`, [fresh.id]);
    expect((await pdfLinks()).find((l) => l.id === fresh.id)?.daysLeft).toBe(7);
    const late = await build();
    const links = await pdfLinks();
    expect(links).toHaveLength(2);
    const newest = links.find((l) => l.id !== fresh.id)!;
    expect(newest.daysLeft).toBe(30);
    expect(late.text).toContain(newest.url);
    // Eight days left is still worth printing.
    await app.em.fork().getConnection().execute(`update share_links set expires_at = now() + interval '8 days' where id = ?`, [newest.id]);
    expect((await build()).text).toContain(newest.url);
    expect(await pdfLinks()).toHaveLength(2);
  });

  it('marks a PDF that cannot be built as failed, leaving no file and no share link', async () => {
    const owner = await person(app, { firstName: 'Broken', lastName: 'Snapshot' });
    const db = app.em.fork().getConnection();
    // Stop the worker from taking the request before the test breaks its snapshot.
    await app.worker.close();
    try {
      const started = (await owner.agent.post('/api/profile-pdfs').expect(202)).body as ProfilePdf;
      await db.execute(`update profile_pdfs set snapshot = '{"person": null}' where id = ?`, [started.id]);
      restartedWorker ??= await createWorkerApp(app.config);
      const failed = await built(owner, started.id, 'failed');
      expect(failed).toMatchObject({ downloadable: false, readyAt: null, byteSize: null });
      expect(await linksOf(owner)).toEqual([]);
      expect(await filesOf(started.id)).toEqual([]);
      const [row] = await db.execute<Array<{ snapshot: unknown; share_link_id: string | null }>>('select snapshot, share_link_id from profile_pdfs where id = ?', [started.id]);
      expect(row).toEqual({ snapshot: null, share_link_id: null });
      await download(owner, started.id).expect(404);
      // After a failure the person can simply ask again.
      const again = (await owner.agent.post('/api/profile-pdfs').expect(202)).body as ProfilePdf;
      expect(again.id).not.toBe(started.id);
      await built(owner, again.id);
    } finally {
      restartedWorker ??= await createWorkerApp(app.config);
    }
  });

  it("is in the person's data file, and goes with their account, files included", async () => {
    const leaving = await person(app, { firstName: 'Lea', lastName: 'Leaving' });
    const started = (await leaving.agent.post('/api/profile-pdfs').expect(202)).body as ProfilePdf;
    await built(leaving, started.id);

    const exported = (await leaving.agent.post('/api/user/data-exports').expect(202)).body as { id: string };
    await until('data export ready', async () => ((await leaving.agent.get('/api/user/data-exports').expect(200)).body as Array<{ status: string }>)[0]?.status === 'ready');
    const data = JSON.parse((await leaving.agent.get(`/api/user/data-exports/${exported.id}/download`).expect(200)).text);
    expect(data.profilePdfs).toEqual([expect.objectContaining({ id: started.id, status: 'ready', pageCount: 1, fileKept: true })]);

    expect(await filesOf(started.id)).toHaveLength(1);
    await leaving.agent.delete('/api/user/account').send({ password: STRONG_PASSWORD }).expect(204);
    expect(await filesOf(started.id)).toEqual([]);
    expect(await app.em.fork().getConnection().execute('select id from profile_pdfs where user_id = ?', [leaving.user.id])).toEqual([]);
  });
});
