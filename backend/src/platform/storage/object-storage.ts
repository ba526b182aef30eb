/**
 * Where uploaded files live. Keys are opaque ids chosen by the caller; what a file is
 * (owner, content type) is recorded in the database, so a store only keeps bytes.
 * Local disk by default; an S3-compatible store can implement the same contract.
 */
export abstract class ObjectStorage {
  /** Stores the bytes under the key; a reader never sees a half-written object. */
  abstract put(key: string, body: Buffer, contentType: string): Promise<void>;

  /** The bytes under the key, or null when there are none. */
  abstract get(key: string): Promise<Buffer | null>;

  abstract delete(key: string): Promise<void>;

  /** Resolves when the store answers and can take objects; throws why not (the health check). */
  abstract check(): Promise<void>;

  /** True when the store holds no object at all (a restore goes only into an empty store). */
  abstract isEmpty(): Promise<boolean>;
}

const KEY = /^[A-Za-z0-9][\w-]{0,127}$/;

/** Keys end up in file paths and object URLs: letters, digits, _ and - only. */
export function assertObjectKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Invalid object key: ${JSON.stringify(key)}`);
}
