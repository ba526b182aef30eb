import { PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { loadConfig } from '../config/app-config.js';
import { s3ClientFor, s3UploadOrigin } from './s3-storage.js';

describe('the origin browsers upload to', () => {
  it.each([
    [{ S3_BUCKET: 'crew-photos', S3_REGION: 'eu-west-1' }, 'https://crew-photos.s3.eu-west-1.amazonaws.com'],
    [{ S3_BUCKET: 'crew-photos', S3_FORCE_PATH_STYLE: 'true' }, 'https://s3.us-east-1.amazonaws.com'],
    [{ S3_BUCKET: 'crew.photos', S3_REGION: 'eu-west-1' }, 'https://s3.eu-west-1.amazonaws.com'],
    [{ S3_BUCKET: 'crew-photos', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }, 'http://127.0.0.1:9000'],
    [{ S3_BUCKET: 'crew-photos', S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com' }, 'https://crew-photos.account.r2.cloudflarestorage.com'],
    // The API reaches the store by one name, browsers by another: theirs is the one to sign for.
    [{ S3_BUCKET: 'crew-photos', S3_ENDPOINT: 'http://minio:9000', S3_PUBLIC_ENDPOINT: 'http://localhost:9000', S3_FORCE_PATH_STYLE: 'true' }, 'http://localhost:9000'],
  ])('for %p is %p, where the SDK presigns to', async (env, origin) => {
    const config = loadConfig({ ...env, S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' });
    expect(s3UploadOrigin(config)).toBe(origin);
    const client = s3ClientFor(config, { forBrowsers: true });
    const url = await getSignedUrl(client, new PutObjectCommand({ Bucket: config.S3_BUCKET, Key: 'incoming-x' }), { expiresIn: 60 });
    client.destroy();
    expect(new URL(url).origin).toBe(origin);
  });
});
