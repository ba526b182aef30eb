import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { assertObjectKey, ObjectStorage } from './object-storage.js';

/**
 * Objects as files in one directory. Each put writes a temporary file, syncs it and renames
 * it into place, so a crash or a concurrent read never sees a partial object.
 */
export class LocalDiskStorage extends ObjectStorage {
  constructor(private readonly dir: string) {
    super();
  }

  private pathOf(key: string) {
    assertObjectKey(key);
    return join(this.dir, key);
  }

  /** The content type is not kept: callers record it with the object's other metadata. */
  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(this.dir, { recursive: true });
    const temporary = join(this.dir, `.${key}.${randomUUID()}.tmp`);
    try {
      const file = await open(temporary, 'wx', 0o640);
      try {
        await file.writeFile(body);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async isEmpty(): Promise<boolean> {
    try {
      // Dot files are half-written temporaries, never objects.
      return (await readdir(this.dir)).every((name) => name.startsWith('.'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
      throw error;
    }
  }

  async check(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await access(this.dir, constants.W_OK);
  }
}
