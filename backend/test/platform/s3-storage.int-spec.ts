import { loadConfig } from '../../src/platform/config/app-config.js';
import { S3Storage, s3ClientFor } from '../../src/platform/storage/s3-storage.js';
import { S3Server } from '../support/s3-server.js';

/** The ObjectStorage contract (put, get, delete) that LocalDiskStorage keeps, over the S3 protocol. */
describe('S3Storage', () => {
  let s3: S3Server;
  let storage: S3Storage;
  beforeAll(async () => {
    s3 = await new S3Server().start();
    storage = new S3Storage(s3ClientFor(loadConfig(s3.env)), s3.bucket);
  });
  afterAll(async () => {
    storage?.onApplicationShutdown();
    await s3?.stop();
  });

  // First: the bucket is new. A restore goes only into an empty store.
  it('is empty until an object is stored, and again once it is deleted', async () => {
    expect(await storage.isEmpty()).toBe(true);
    await storage.put('first-object', Buffer.from('x'), 'image/png');
    expect(await storage.isEmpty()).toBe(false);
    await storage.delete('first-object');
    expect(await storage.isEmpty()).toBe(true);
  });

  it('stores and returns the same bytes, replacing an object whole', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await storage.put('report-1', bytes, 'application/pdf');
    expect(await storage.get('report-1')).toEqual(bytes);
    await storage.put('report-1', Buffer.from('second'), 'application/pdf');
    expect(String(await storage.get('report-1'))).toBe('second');
  });

  it('answers null for a missing object and deletes quietly', async () => {
    expect(await storage.get('missing')).toBeNull();
    await storage.put('photo-2', Buffer.from('x'), 'image/png');
    await storage.delete('photo-2');
    await storage.delete('photo-2');
    expect(await storage.get('photo-2')).toBeNull();
  });

  it('reads an object only up to a limit', async () => {
    await storage.put('big', Buffer.alloc(2048, 1), 'image/png');
    expect(await storage.readUpTo('big', 2047)).toBe('too-large');
    expect((await storage.readUpTo('big', 2048)) as Buffer).toHaveLength(2048);
    expect(await storage.readUpTo('absent', 10)).toBeNull();
  });

  it.each(['../escape', 'a/b', '', '.hidden'])('refuses the key %p', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow('Invalid object key');
    await expect(storage.get(key)).rejects.toThrow('Invalid object key');
    await expect(storage.uploadUrl(key, 60)).rejects.toThrow('Invalid object key');
  });
});
