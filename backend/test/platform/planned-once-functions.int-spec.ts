import pg from 'pg';
import { USER_VIEW_FUNCTION_BODY } from '../../src/modules/identity/current-user/to-user-view.js';
import { SHARED_SIGHTINGS_FUNCTION_BODY } from '../../src/modules/identity/sightings/sightings.js';
import { APPLY_DELTAS_FUNCTION_BODY } from '../../src/modules/reviews/projections/review-aggregates.js';
import { CHANGED_VIEWS_FUNCTION_BODY } from '../../src/modules/reviews/read/public-reviews.js';
import { FRAUD_FACTS_FUNCTION_BODY } from '../../src/modules/reviews/submit-review/submit-review.handler.js';
import { databaseUrl } from '../support/run-services.mjs';

/**
 * Statements of the review write path (and the signed-in user's read) run as PL/pgSQL
 * functions, planned once per connection (ADR 0060). Their modules write the bodies; migrations
 * freeze them. A change to one of those texts without a migration would leave the database
 * running the old one (for the numbers, counting by other rules than the rebuild): this test tells.
 */
const FUNCTIONS: ReadonlyArray<readonly [signature: string, body: string]> = [
  ['review_apply_deltas(jsonb)', APPLY_DELTAS_FUNCTION_BODY],
  ['review_changed_views(uuid[], uuid[])', CHANGED_VIEWS_FUNCTION_BODY],
  ['review_fraud_facts(uuid, integer[], integer, integer, integer, integer, text, boolean, uuid, integer, integer, integer, uuid)', FRAUD_FACTS_FUNCTION_BODY],
  ['identity_user_view(uuid)', USER_VIEW_FUNCTION_BODY],
  ['identity_shared_sightings(uuid, uuid, text, text, integer)', SHARED_SIGHTINGS_FUNCTION_BODY],
];

describe('functions planned once per connection', () => {
  const client = new pg.Client({ connectionString: databaseUrl(process.env.TEST_DATABASE!) });
  beforeAll(() => client.connect());
  afterAll(() => client.end());

  it.each(FUNCTIONS)('%s has the body its module writes (whitespace between words aside)', async (signature, body) => {
    const { rows } = await client.query<{ body: string }>('select prosrc as body from pg_proc where oid = $1::regprocedure', [signature]);
    const words = (sql: string) => sql.replace(/\s+/g, ' ').trim();
    // The migrations wrap long lines; never inside a quoted string, whose text is the SQL's.
    const literals = (sql: string) => sql.match(/'(?:[^']|'')*'/g) ?? [];
    expect(words(rows[0].body)).toBe(words(body));
    expect(literals(rows[0].body)).toEqual(literals(body));
  });
});
