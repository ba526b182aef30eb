export const TEST_POOL_SIZE: number;
export function startPgBouncer(
  upstream: { host: string; port: number },
  options?: { poolSize?: number; user?: string },
): Promise<{ port: number; urlFor(database: string): string; stop(): Promise<void> }>;
