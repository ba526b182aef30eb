import type { Options } from '@node-rs/argon2';

/** argon2id (algorithm 2; the package's enum is a const enum) with OWASP's minimum: 19 MiB, 2 passes. */
export const ARGON2_OPTIONS: Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };
