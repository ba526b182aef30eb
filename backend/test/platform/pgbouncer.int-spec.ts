import pg from 'pg';
import { TEST_POOL_SIZE } from '../support/pgbouncer.mjs';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Every backend test's app reaches PostgreSQL through the run's PgBouncer in transaction
 * mode (global-setup.mjs): so the whole suite passing is the proof that the product keeps
 * no session state across transactions. This checks that the apps really go through it.
 */
describe('the test run goes through PgBouncer', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  async function console<T>(command: string): Promise<T[]> {
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${process.env.TEST_PGBOUNCER_PORT}/pgbouncer` });
    await client.connect();
    try {
      return (await client.query(command)).rows as T[];
    } finally {
      await client.end();
    }
  }

  it("the app's database is pooled in transaction mode with the small test pool, and serves through it", async () => {
    const url = new URL(app.config.DATABASE_URL);
    expect(url.port).toBe(process.env.TEST_PGBOUNCER_PORT);
    await signUp(app);
    const database = url.pathname.slice(1);
    const pools = await console<{ database: string; pool_mode: string }>('show pools');
    expect(pools.find((p) => p.database === database)?.pool_mode).toBe('transaction');
    const config = await console<{ key: string; value: string }>('show config');
    expect(config.find((c) => c.key === 'default_pool_size')?.value).toBe(String(TEST_POOL_SIZE));
    const [served] = await console<{ database: string; total_xact_count: string }>('show stats').then((rows) => rows.filter((r) => r.database === database));
    expect(Number(served.total_xact_count)).toBeGreaterThan(0);
  });
});
