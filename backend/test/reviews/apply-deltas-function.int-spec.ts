import pg from 'pg';
import { APPLY_DELTAS_FUNCTION_BODY } from '../../src/modules/reviews/projections/review-aggregates.js';
import { databaseUrl } from '../support/run-services.mjs';

/**
 * The per-person numbers are updated by review_apply_deltas, a PL/pgSQL function that the
 * migrations create from a frozen copy of review-aggregates.ts' text (ADR 0060). The rebuild
 * recomputes the same numbers from that file's other statements, so a change there without a
 * migration would leave live writes counting by the old rules: this test tells.
 */
describe('review_apply_deltas in the database', () => {
  it('has the body review-aggregates.ts writes (whitespace aside)', async () => {
    const client = new pg.Client({ connectionString: databaseUrl(process.env.TEST_DATABASE!) });
    await client.connect();
    try {
      const { rows } = await client.query<{ body: string }>(`select prosrc as body from pg_proc where proname = 'review_apply_deltas'`);
      const words = (sql: string) => sql.replace(/\s+/g, ' ').trim();
      expect(rows).toHaveLength(1);
      expect(words(rows[0].body)).toBe(words(APPLY_DELTAS_FUNCTION_BODY));
    } finally {
      await client.end();
    }
  });
});
