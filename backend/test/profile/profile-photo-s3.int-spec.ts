import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { s3ClientFor } from '../../src/platform/storage/s3-storage.js';
import { S3Server } from '../support/s3-server.js';
import { binary } from '../support/pdf-files.js';
import { signUp, STRONG_PASSWORD, startTestApp, type TestApp } from '../support/test-app.js';
import { picture, tinyPng } from './tiny-images.js';

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

const TOO_LARGE = 'File exceeds maximum allowed size of 5 MB';
const NOT_AN_IMAGE = 'Only image files (PNG, JPEG, GIF, WebP) can be uploaded';

/** The same flow as on local disk, with the bytes going straight to a real S3-protocol server. */
describe('profile photos in an S3-compatible bucket', () => {
  let s3: S3Server;
  let app: TestApp;
  let bucket: S3Client;
  beforeAll(async () => {
    s3 = await new S3Server().start();
    app = await startTestApp(s3.env);
    bucket = s3ClientFor(app.config);
  });
  afterAll(async () => {
    bucket?.destroy();
    await app?.close();
    await s3?.stop();
  });

  const keys = async () => ((await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((o) => o.Key!).sort();

  async function newUpload(agent: Agent) {
    const res = await agent.post('/api/objects/upload').expect(200);
    const { uploadURL, objectPath } = res.body as { uploadURL: string; objectPath: string };
    return { uploadURL, objectPath, objectId: objectPath.split('/').pop()!, res };
  }

  /** What the browser does: PUT the file to the presigned URL, no cookies, its own Content-Type. */
  const putToBucket = (uploadURL: string, body: Buffer, contentType = 'image/png') =>
    fetch(uploadURL, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': contentType } });

  const served = (objectId: string) => app.http().get(`/api/objects/${objectId}`).buffer(true).parse(binary);

  it('hands out a presigned PUT URL for the bucket, valid for 10 minutes', async () => {
    const { agent } = await signUp(app);
    const { uploadURL, objectPath, objectId, res } = await newUpload(agent);
    const url = new URL(uploadURL);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toBe(`/${s3.bucket}/incoming-${objectId}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // The page may PUT there: the Content-Security-Policy names the store.
    expect(res.headers['content-security-policy']).toContain(`connect-src 'self' ${s3.endpoint};`);
    expect(objectPath).toMatch(/^\/api\/objects\/[0-9a-f-]{36}$/);
    // Signed for the host only (s3rver does not check V4 signatures, so the form is what is tested here).
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^S3RVER\/\d{8}\/us-east-1\/s3\/aws4_request$/);
  });

  it('uploads a PNG through the presigned URL, sets it as the photo and serves the same picture', async () => {
    const { agent } = await signUp(app);
    const { uploadURL, objectPath, objectId } = await newUpload(agent);
    const png = tinyPng([12, 34, 56]);

    const put = await putToBucket(uploadURL, png);
    expect(put.status).toBe(200);
    expect(await put.text()).toBe(''); // why the frontend takes objectPath from the first answer

    await agent.put('/api/profile-photo').send({ profilePhotoURL: objectPath }).expect(200, { profileImageUrl: objectPath });
    expect((await agent.get('/api/auth/user').expect(200)).body.profileImageUrl).toBe(objectPath);
    const res = await served(objectId).expect(200);
    const stored = res.body as Buffer;
    expect(await picture(stored)).toEqual(await picture(png));
    expect(res.headers['content-type']).toBe('image/png');
    // The cleaned bytes now live under the object's own key; the staging object is gone.
    expect(await keys()).toContain(objectId);
    expect(await keys()).not.toContain(`incoming-${objectId}`);

    // The presigned URL still accepts PUTs until it expires, but never reaches the served photo.
    expect((await putToBucket(uploadURL, Buffer.from('<html>not a photo</html>'), 'text/html')).status).toBe(200);
    await agent.put('/api/profile-photo').send({ profilePhotoURL: objectPath }).expect(200);
    expect(Buffer.compare((await served(objectId).expect(200)).body as Buffer, stored)).toBe(0);
  });

  it('refuses a file that is not an image with 415 when it is set, and deletes it', async () => {
    const { agent } = await signUp(app);
    const { uploadURL, objectPath, objectId } = await newUpload(agent);
    expect((await putToBucket(uploadURL, Buffer.from('just some notes, not a picture\n'))).status).toBe(200);

    const res = await agent.put('/api/profile-photo').send({ profilePhotoURL: objectPath }).expect(415);
    expect(res.body).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message: NOT_AN_IMAGE });
    expect((await agent.get('/api/auth/user').expect(200)).body.profileImageUrl).toBeNull();
    expect(await keys()).not.toContain(`incoming-${objectId}`);
    await app.http().get(`/api/objects/${objectId}`).expect(404);

    // The link is still good for a real image until it expires.
    expect((await putToBucket(uploadURL, tinyPng())).status).toBe(200);
    await agent.put('/api/profile-photo').send({ profilePhotoURL: objectPath }).expect(200);
  });

  it('refuses a file over 5 MB with 413 when it is set, and deletes it', async () => {
    const { agent } = await signUp(app);
    const png = tinyPng();
    const { uploadURL, objectPath, objectId } = await newUpload(agent);
    expect((await putToBucket(uploadURL, Buffer.concat([png, Buffer.alloc(5_242_881 - png.length)]))).status).toBe(200);

    const res = await agent.put('/api/profile-photo').send({ profilePhotoURL: objectPath }).expect(413);
    expect(res.body).toEqual({ statusCode: 413, error: 'Payload Too Large', message: TOO_LARGE });
    expect(await keys()).not.toContain(`incoming-${objectId}`);
    await app.http().get(`/api/objects/${objectId}`).expect(404);

    const exact = await newUpload(agent);
    expect((await putToBucket(exact.uploadURL, Buffer.concat([png, Buffer.alloc(5_242_880 - png.length)]))).status).toBe(200);
    await agent.put('/api/profile-photo').send({ profilePhotoURL: exact.objectPath }).expect(200);
  });

  it('refuses to set a photo whose bytes never arrived', async () => {
    const { agent } = await signUp(app);
    const { objectPath } = await newUpload(agent);
    const res = await agent.put('/api/profile-photo').send({ profilePhotoURL: objectPath }).expect(400);
    expect(res.body.message).toBe('This photo has not been uploaded yet. Please upload it again.');
  });

  it("never sets another account's upload, and leaves it in place", async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const { uploadURL, objectPath, objectId } = await newUpload(owner.agent);
    await putToBucket(uploadURL, tinyPng());
    await other.agent.put('/api/profile-photo').send({ profilePhotoURL: objectPath }).expect(403);
    expect(await keys()).toContain(`incoming-${objectId}`);
  });

  it('deletes the photo and any unchecked upload from the bucket when the account is deleted', async () => {
    const { agent } = await signUp(app);
    const photo = await newUpload(agent);
    await putToBucket(photo.uploadURL, tinyPng());
    await agent.put('/api/profile-photo').send({ profilePhotoURL: photo.objectPath }).expect(200);
    const neverSet = await newUpload(agent);
    await putToBucket(neverSet.uploadURL, tinyPng([1, 2, 3]));
    expect(await keys()).toEqual(expect.arrayContaining([photo.objectId, `incoming-${neverSet.objectId}`]));

    await agent.delete('/api/user/account').send({ password: STRONG_PASSWORD }).expect(204);
    const left = await keys();
    expect(left).not.toContain(photo.objectId);
    expect(left).not.toContain(`incoming-${neverSet.objectId}`);
    await app.http().get(`/api/objects/${photo.objectId}`).expect(404);
  });
  // Last: it stops the store.
  it('reports the bucket in /api/health, and a store that stopped answering as down with a 503', async () => {
    expect((await app.http().get('/api/health').expect(200)).body).toMatchObject({ status: 'ok', storage: 'up' });
    await s3.stop();
    const res = await app.http().get('/api/health').expect(503);
    expect(res.body).toEqual({ status: 'degraded', database: 'up', redis: 'up', storage: 'down' });
    // A bucket outage must not take every instance out of the load balancer: only uploads need it.
    const ready = await app.http().get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ready', database: 'up', redis: 'up', storage: 'down' });
    expect((await app.http().get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
  });
});

/**
 * A store the API reaches by one name and browsers by another (S3_PUBLIC_ENDPOINT; here
 * 127.0.0.1 and localhost): upload URLs carry, and are signed for, the browsers' name.
 */
describe('profile photos in a bucket browsers reach by another name', () => {
  let s3: S3Server;
  let app: TestApp;
  let publicEndpoint: string;
  beforeAll(async () => {
    s3 = await new S3Server().start();
    publicEndpoint = s3.endpoint.replace('127.0.0.1', 'localhost');
    app = await startTestApp({ ...s3.env, S3_PUBLIC_ENDPOINT: publicEndpoint });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.stop();
  });

  it("hands out upload URLs for the browsers' name, allows it in the Content-Security-Policy, and sets the photo uploaded there", async () => {
    const { agent } = await signUp(app);
    const res = await agent.post('/api/objects/upload').expect(200);
    const { uploadURL, objectPath } = res.body as { uploadURL: string; objectPath: string };
    expect(new URL(uploadURL).origin).toBe(publicEndpoint);
    expect(res.headers['content-security-policy']).toContain(`connect-src 'self' ${publicEndpoint};`);

    const png = tinyPng([40, 80, 120]);
    expect((await fetch(uploadURL, { method: 'PUT', body: new Uint8Array(png), headers: { 'content-type': 'image/png' } })).status).toBe(200);
    // The API reads it back through its own name for the store.
    await agent.put('/api/profile-photo').send({ profilePhotoURL: objectPath }).expect(200);
    const photo = await app.http().get(objectPath).buffer(true).parse(binary).expect(200);
    expect(await picture(photo.body as Buffer)).toEqual(await picture(png));
  });
});
