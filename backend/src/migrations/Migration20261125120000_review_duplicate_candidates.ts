import { Migration } from '@mikro-orm/migrations';
import { nearDuplicateLength } from '../modules/reviews/domain/fraud-rules.js';

/**
 * The near-duplicate candidates of a new review from one index, whatever the planner knows.
 *
 * EXPLAIN (ANALYZE, BUFFERS) on the bench database (one person, 1,000 template-like texts)
 * showed the query `reviewee_id = ? and duplicate_key % ?` never used the trigram index: the
 * planner costs pg_trgm's similarity as a cheap operator and, before any ANALYZE, expects a
 * person to have one review, so it walked the (reviewee_id, created_at, id) btree and computed
 * the similarity of every one of the person's texts (15-50 ms at 1,000; what made late
 * reviews slower). Forced onto the index, the same query read 262 candidates in 4-8 ms, but
 * only once its pending list was merged: with fastupdate the new entries wait in a list that
 * every search reads in full, and only (auto)vacuum merges it.
 *
 * So:
 * - one GIN index (btree_gin) over the person, the normalized length and the trigram key, so
 *   the index itself keeps to the person's texts of a length the rule can match (the rule
 *   rejects length ratios under 0.8); the person is keyed as text, so no btree on reviewee_id
 *   can answer the candidate query instead; fastupdate off, so a search never reads a pending
 *   list;
 * - review_near_duplicate_candidates(), which sets the trigram threshold and runs that query
 *   with seq scans off (and JIT off: a disabled path's huge cost would otherwise compile it),
 *   settings that last for the function call only.
 */
export class Migration20261125120000_review_duplicate_candidates extends Migration {

  override name = 'Migration20261125120000_review_duplicate_candidates';

  override async up(): Promise<void> {
    await this.execute(`create extension if not exists btree_gin;`);
    await this.execute(`alter table "reviews" add column "duplicate_length" int not null default 0;`);
    const reviews = (await this.execute(`select id, text from reviews`)) as Array<{ id: string; text: string }>;
    for (let i = 0; i < reviews.length; i += 500) {
      const batch = reviews.slice(i, i + 500);
      await this.execute(
        `update reviews set duplicate_length = k.length from (values ${batch.map(() => '(?::uuid, ?::int)').join(', ')}) as k(id, length) where reviews.id = k.id`,
        batch.flatMap((r) => [r.id, nearDuplicateLength(r.text)]),
      );
    }
    await this.execute(`alter table "reviews" alter column "duplicate_length" drop default;`);
    await this.execute(`drop index if exists "reviews_duplicate_key_trgm_index";`);
    await this.execute(`create index "reviews_duplicate_candidates_index" on "reviews" using gin ((reviewee_id::text), "duplicate_length", "duplicate_key" gin_trgm_ops) with (fastupdate = off);`);
    await this.execute(`create function review_near_duplicate_candidates(reviewee uuid, probe text, threshold real, min_length int, max_length int)
      returns setof text language sql volatile
      set enable_seqscan = off set jit = off
      as $$
        select set_config('pg_trgm.similarity_threshold', threshold::text, true);
        select text from reviews
        where reviewee_id::text = reviewee::text and duplicate_length between min_length and max_length and duplicate_key % probe;
      $$;`);
  }

  override async down(): Promise<void> {
    await this.execute(`drop function if exists review_near_duplicate_candidates(uuid, text, real, int, int);`);
    await this.execute(`drop index if exists "reviews_duplicate_candidates_index";`);
    await this.execute(`create index "reviews_duplicate_key_trgm_index" on "reviews" using gin ("duplicate_key" gin_trgm_ops);`);
    await this.execute(`alter table "reviews" drop column "duplicate_length";`);
  }

}
