import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { binary } from '../support/pdf-files.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';
import sharp from 'sharp';
import { imageHeads, PHONE_MAKE, phonePhoto, picture, pngClaiming, tinyImages, tinyPng } from './tiny-images.js';

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

const TOO_LARGE = 'File exceeds maximum allowed size of 5 MB';
const NOT_AN_IMAGE = 'Only image files (PNG, JPEG, GIF, WebP) can be uploaded';

describe('profile photo upload', () => {
  let app: TestApp;
  let storageDir: string;
  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'crew-uploads-'));
    app = await startTestApp({ STORAGE_DIR: storageDir });
  });
  afterAll(async () => {
    await app.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  /** The path and query of an upload URL, to send to the test server. */
  const target = (uploadURL: string) => {
    const url = new URL(uploadURL);
    return { path: `${url.pathname}${url.search}`, objectId: url.pathname.split('/').pop()! };
  };

  async function newUploadUrl(agent: Agent) {
    const res = await agent.post('/api/objects/upload').expect(200);
    expect(res.body.uploadURL).toMatch(new RegExp(`^${app.config.APP_URL}/api/objects/upload/[0-9a-f-]{36}\\?expires=\\d+&sig=[\\w-]{43}$`));
    // The path comes with the URL too (a bucket's answer to the PUT carries none).
    expect(res.body.objectPath).toBe(`/api/objects/${target(res.body.uploadURL).objectId}`);
    return { uploadURL: res.body.uploadURL as string, ...target(res.body.uploadURL) };
  }

  /** The raw PUT a browser uploader makes: no session cookie, just the signed URL. */
  const put = (path: string, body: Buffer, contentType = 'image/png') => app.http().put(path).set('Content-Type', contentType).send(body);

  const uploadRow = async (objectId: string) => (await app.em.fork().getConnection().execute('select * from object_uploads where id = ?', [objectId]))[0];

  /** An object as served, its bytes whole. */
  const served = (objectId: string) => app.http().get(`/api/objects/${objectId}`).buffer(true).parse(binary);

  it('uploads a PNG, serves the same picture back, and shows it as the profile photo', async () => {
    const { agent, user } = await signUp(app);
    const { path, objectId } = await newUploadUrl(agent);
    const png = tinyPng();

    const uploaded = await put(path, png).expect(200);
    expect(uploaded.body).toEqual({ objectPath: `/api/objects/${objectId}` });
    expect(existsSync(join(storageDir, objectId))).toBe(true);

    const photo = await served(objectId).expect(200);
    expect(await picture(photo.body as Buffer)).toEqual(await picture(png));
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(photo.headers['content-disposition']).toBe('inline');

    const saved = await agent.put('/api/profile-photo').send({ profilePhotoURL: uploaded.body.objectPath }).expect(200);
    expect(saved.body).toEqual({ profileImageUrl: `/api/objects/${objectId}` });
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body.profileImageUrl).toBe(`/api/objects/${objectId}`);
    expect((await uploadRow(objectId)).user_id).toBe(user.id);
  });

  it('accepts the full object URL or the upload URL as the photo, and stores the path', async () => {
    const { agent } = await signUp(app);
    const first = await newUploadUrl(agent);
    await put(first.path, tinyPng([255, 0, 0])).expect(200);
    const viaUploadUrl = await agent.put('/api/profile-photo').send({ profilePhotoURL: first.uploadURL }).expect(200);
    expect(viaUploadUrl.body.profileImageUrl).toBe(`/api/objects/${first.objectId}`);

    const second = await newUploadUrl(agent);
    await put(second.path, tinyPng([0, 255, 0])).expect(200);
    const viaFullUrl = await agent.put('/api/profile-photo').send({ profilePhotoURL: `${app.config.APP_URL}/api/objects/${second.objectId}` }).expect(200);
    expect(viaFullUrl.body.profileImageUrl).toBe(`/api/objects/${second.objectId}`);
  });

  it.each(['png', 'jpeg', 'gif', 'webp'] as const)('accepts a %s image, judged by its content', async (kind) => {
    const bytes = (await tinyImages())[kind];
    const { agent } = await signUp(app);
    const { path, objectId } = await newUploadUrl(agent);
    // A misleading Content-Type does not matter: the bytes decide.
    await put(path, bytes, 'application/octet-stream').expect(200);
    const photo = await served(objectId).expect(200);
    expect(photo.headers['content-type']).toBe(`image/${kind}`);
    expect(await sharp(photo.body as Buffer).metadata()).toMatchObject({ format: kind, width: 2, height: 1 });
  });

  it("stores a phone photo without its EXIF (the camera, where it was taken), turned the way it was taken", async () => {
    const { agent } = await signUp(app);
    const { path, objectId } = await newUploadUrl(agent);
    const upload = await phonePhoto();
    expect(upload.includes(Buffer.from(PHONE_MAKE))).toBe(true);
    expect((await sharp(upload).metadata()).exif).toBeDefined();

    await put(path, upload, 'image/jpeg').expect(200);
    const stored = (await served(objectId).expect(200)).body as Buffer;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2, height: 4 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from(PHONE_MAKE))).toBe(false);
    expect(Number((await uploadRow(objectId)).size_bytes)).toBe(stored.length);
  });

  describe('refuses uploads that are not small images', () => {
    it('a 6 MB file with 413, storing nothing and leaving the link usable', async () => {
      const { agent } = await signUp(app);
      const { path, objectId } = await newUploadUrl(agent);
      const big = Buffer.concat([tinyPng(), Buffer.alloc(6 * 1024 * 1024)]);
      const res = await put(path, big).expect(413);
      expect(res.body).toEqual({ statusCode: 413, error: 'Payload Too Large', message: TOO_LARGE });
      expect(existsSync(join(storageDir, objectId))).toBe(false);
      expect((await uploadRow(objectId)).used_at).toBeNull();
      await put(path, tinyPng()).expect(200);
    });

    it('a file of 5,242,881 bytes; one of exactly 5,242,880 bytes is fine', async () => {
      const { agent } = await signUp(app);
      const png = tinyPng();
      const over = await newUploadUrl(agent);
      await put(over.path, Buffer.concat([png, Buffer.alloc(5_242_881 - png.length)])).expect(413);
      const exact = await newUploadUrl(agent);
      await put(exact.path, Buffer.concat([png, Buffer.alloc(5_242_880 - png.length)])).expect(200);
    });

    it('a 6 MB file sent without a Content-Length (chunked)', async () => {
      const { agent } = await signUp(app);
      const { path, objectId } = await newUploadUrl(agent);
      const server = app.api.getHttpServer() as Server;
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = httpRequest({ host: '127.0.0.1', port, path, method: 'PUT', headers: { 'content-type': 'image/png', 'transfer-encoding': 'chunked' } }, (res) => {
            let body = '';
            res.on('data', (c) => (body += c));
            res.on('end', () => resolve({ status: res.statusCode!, body }));
          });
          req.on('error', reject);
          req.write(tinyPng());
          for (let i = 0; i < 6; i++) req.write(Buffer.alloc(1024 * 1024));
          req.end();
        });
        expect(answer.status).toBe(413);
        expect(JSON.parse(answer.body).message).toBe(TOO_LARGE);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
      expect(existsSync(join(storageDir, objectId))).toBe(false);
    });

    it.each([
      ['a text file named .png', Buffer.from('just some notes, not a picture\n'), 'image/png'],
      ['an SVG (it can carry scripts)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml'],
      ['HTML', Buffer.from('<!doctype html><html><body>hi</body></html>'), 'image/png'],
      ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'), 'image/png'],
      ['a JSON body', Buffer.from('{"image":"png"}'), 'application/json'],
      ["a JPEG's opening bytes with no picture after them", imageHeads.jpeg, 'image/jpeg'],
    ])('%s with 415', async (_, bytes, contentType) => {
      const { agent } = await signUp(app);
      const { path, objectId } = await newUploadUrl(agent);
      const res = await put(path, bytes, contentType).expect(415);
      expect(res.body).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message: NOT_AN_IMAGE });
      expect(existsSync(join(storageDir, objectId))).toBe(false);
      expect((await uploadRow(objectId)).used_at).toBeNull();
    });

    it('an image claiming more than 100 megapixels with 413, before decoding it', async () => {
      const { agent } = await signUp(app);
      const { path, objectId } = await newUploadUrl(agent);
      const res = await put(path, pngClaiming(20_000, 20_000)).expect(413);
      expect(res.body.message).toBe('This photo is too large to process (over 100 megapixels). Please choose a smaller photo.');
      expect(existsSync(join(storageDir, objectId))).toBe(false);
      expect((await uploadRow(objectId)).used_at).toBeNull();
    });

    it('an empty body with 400', async () => {
      const { agent } = await signUp(app);
      const { path } = await newUploadUrl(agent);
      const res = await put(path, Buffer.alloc(0)).expect(400);
      expect(res.body.message).toBe('The upload is empty. Choose an image file.');
    });
  });

  describe('upload links', () => {
    it('work once: a second PUT to the same URL is refused with 410', async () => {
      const { agent } = await signUp(app);
      const { path, objectId } = await newUploadUrl(agent);
      await put(path, tinyPng([1, 2, 3])).expect(200);
      const again = await put(path, tinyPng([9, 9, 9])).expect(410);
      expect(again.body.message).toBe('This upload link has already been used. Please start the upload again.');
      expect(await picture((await served(objectId).expect(200)).body as Buffer)).toEqual(await picture(tinyPng([1, 2, 3])));
    });

    it('expire after their time (410), judged by the server-side record', async () => {
      const { agent } = await signUp(app);
      const { path, objectId } = await newUploadUrl(agent);
      const row = await uploadRow(objectId);
      const minutes = (new Date(row.expires_at).getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(9);
      expect(minutes).toBeLessThanOrEqual(10);
      await app.em.fork().getConnection().execute(`update object_uploads set expires_at = now() - interval '1 second' where id = ?`, [objectId]);
      const res = await put(path, tinyPng()).expect(410);
      expect(res.body.message).toBe('This upload link has expired. Please start the upload again.');
      expect(existsSync(join(storageDir, objectId))).toBe(false);
    });

    it('refuse a bad, missing or borrowed signature with 403', async () => {
      const { agent } = await signUp(app);
      const { path, objectId } = await newUploadUrl(agent);
      const other = await newUploadUrl(agent);
      const url = new URL(path, app.config.APP_URL);
      const expires = url.searchParams.get('expires')!;
      const sig = url.searchParams.get('sig')!;
      const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
      const base = `/api/objects/upload/${objectId}`;
      for (const attempt of [
        `${base}?expires=${expires}&sig=${flipped}`,
        `${base}?expires=${Number(expires) + 3600}&sig=${sig}`,
        `${base}?expires=${expires}`,
        `${base}?sig=${sig}`,
        base,
        `${base}?expires=${expires}&sig=${new URL(other.path, app.config.APP_URL).searchParams.get('sig')}`,
        `/api/objects/upload/${randomUUID()}?expires=${expires}&sig=${sig}`,
        `/api/objects/upload/not-a-uuid?expires=${expires}&sig=${sig}`,
        `${base}?expires=${expires}&sig=${sig}&sig=${sig}`,
      ]) {
        const res = await put(attempt, tinyPng()).expect(403);
        expect(res.body.message).toBe('This upload link is not valid. Please start the upload again.');
      }
      expect((await uploadRow(objectId)).used_at).toBeNull();
    });

    it('are only handed out to a signed-in user', async () => {
      const res = await app.http().post('/api/objects/upload').expect(401);
      expect(res.body.message).toBe('Unauthorized');
    });
  });

  describe('setting the profile photo', () => {
    it("refuses another user's upload with 403 and keeps the photo", async () => {
      const owner = await signUp(app);
      const { path, objectId } = await newUploadUrl(owner.agent);
      await put(path, tinyPng()).expect(200);
      const thief = await signUp(app);
      const res = await thief.agent.put('/api/profile-photo').send({ profilePhotoURL: `/api/objects/${objectId}` }).expect(403);
      expect(res.body.message).toBe('This photo belongs to another account');
      expect((await thief.agent.get('/api/auth/user').expect(200)).body.profileImageUrl).toBeNull();
    });

    it.each([
      [`/api/objects/${randomUUID()}`, 'This photo was not uploaded to this site. Please upload it again.'],
      ['https://evil.example/tracker.png', 'profilePhotoURL must be a photo uploaded to this site (POST /api/objects/upload)'],
      ['/api/objects/not-a-uuid', 'profilePhotoURL must be a photo uploaded to this site (POST /api/objects/upload)'],
      ['', 'profilePhotoURL is required'],
      [42, 'profilePhotoURL must be a string'],
    ])('refuses %p with 400', async (profilePhotoURL, message) => {
      const { agent } = await signUp(app);
      const res = await agent.put('/api/profile-photo').send({ profilePhotoURL }).expect(400);
      expect(res.body.message).toBe(message);
      expect((await agent.get('/api/auth/user').expect(200)).body.profileImageUrl).toBeNull();
    });

    it('refuses a link whose upload never arrived', async () => {
      const { agent } = await signUp(app);
      const { objectId } = await newUploadUrl(agent);
      const res = await agent.put('/api/profile-photo').send({ profilePhotoURL: `/api/objects/${objectId}` }).expect(400);
      expect(res.body.message).toBe('This photo has not been uploaded yet. Please upload it again.');
    });

    it('refuses extra fields and a signed-out visitor', async () => {
      const { agent } = await signUp(app);
      expect((await agent.put('/api/profile-photo').send({ profilePhotoURL: '/api/objects/x', role: 'employer' }).expect(400)).body.message).toContain('property role should not exist');
      expect((await app.http().put('/api/profile-photo').send({ profilePhotoURL: '/api/objects/x' }).expect(401)).body.message).toBe('Unauthorized');
    });
  });

  describe('serving objects', () => {
    it('answers 404 for unknown ids, malformed ids and links never uploaded to', async () => {
      const { agent } = await signUp(app);
      const { objectId } = await newUploadUrl(agent);
      for (const id of [randomUUID(), 'not-a-uuid', objectId]) {
        const res = await app.http().get(`/api/objects/${id}`).expect(404);
        expect(res.body.message).toBe('Object not found');
      }
    });

    it('leaves no temporary files in the storage directory', async () => {
      expect((await readdir(storageDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    });
  });
});
