import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskStorage } from './local-disk-storage.js';

describe('LocalDiskStorage', () => {
  let dir: string;
  let storage: LocalDiskStorage;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'crew-storage-'));
    storage = new LocalDiskStorage(join(dir, 'nested', 'uploads'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('stores and returns the same bytes, creating its directory', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await storage.put('photo-1', bytes, 'image/png');
    expect(await storage.get('photo-1')).toEqual(bytes);
  });

  it('leaves no temporary files behind and replaces an object whole', async () => {
    await storage.put('photo-1', Buffer.from('first'), 'image/png');
    await storage.put('photo-1', Buffer.from('second'), 'image/png');
    expect(String(await storage.get('photo-1'))).toBe('second');
    expect(await readdir(join(dir, 'nested', 'uploads'))).toEqual(['photo-1']);
  });

  it('is empty without a directory or objects, ignoring half-written temporaries', async () => {
    expect(await storage.isEmpty()).toBe(true);
    await storage.put('photo-1', Buffer.from('x'), 'image/png');
    expect(await storage.isEmpty()).toBe(false);
    await storage.delete('photo-1');
    await writeFile(join(dir, 'nested', 'uploads', '.photo-2.tmp'), 'partial');
    expect(await storage.isEmpty()).toBe(true);
  });

  it('answers null for a missing object and deletes quietly', async () => {
    expect(await storage.get('missing')).toBeNull();
    await storage.put('photo-2', Buffer.from('x'), 'image/png');
    await storage.delete('photo-2');
    await storage.delete('photo-2');
    expect(await storage.get('photo-2')).toBeNull();
  });

  it.each(['../escape', 'a/b', '', '.hidden', 'x'.repeat(200)])('refuses the key %p', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow('Invalid object key');
    await expect(storage.get(key)).rejects.toThrow('Invalid object key');
  });
});
