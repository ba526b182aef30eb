import { Migration } from '@mikro-orm/migrations';
import { nearDuplicateBands } from '../modules/reviews/domain/fraud-rules.js';
import { intArray } from '../modules/reviews/read/sql.js';

/**
 * Near-duplicate candidates from MinHash bands instead of trigrams (ADR 0031).
 *
 * The trigram GIN index holds every text of a person under each common trigram ("the", "and"),
 * so its search read posting lists as long as the person's reviews: 5-15 ms at a person's
 * 1,000th review, and growing. A band hash is shared only by texts whose trigram sets mostly
 * agree, and is salted with the person, so its posting lists hold a few similar texts of one
 * person: the search costs what the similar texts cost, not all texts.
 *
 * - `reviews.duplicate_bands int[]` (nearDuplicateBands, backfilled here), a GIN index on it
 *   with fastupdate off (a search never reads a pending list; ADR 0026);
 * - review_near_duplicate_candidates(reviewee, bands, min_length, max_length), with seq scans
 *   off for the call so an unanalyzed table cannot make it read every row; the person is
 *   compared as text so that no btree on reviewee_id answers it instead;
 * - the trigram key, its index and the old function go.
 */
export class Migration20261127100000_near_duplicate_bands extends Migration {

  override name = 'Migration20261127100000_near_duplicate_bands';

  override async up(): Promise<void> {
    await this.execute(`alter table "reviews" add column "duplicate_bands" int[] not null default '{}';`);
    const reviews = (await this.execute(`select id, reviewee_id, text from reviews`)) as Array<{ id: string; reviewee_id: string; text: string }>;
    for (let i = 0; i < reviews.length; i += 500) {
      const batch = reviews.slice(i, i + 500);
      await this.execute(
        `update reviews set duplicate_bands = k.bands from (values ${batch.map(() => '(?::uuid, ?::int[])').join(', ')}) as k(id, bands) where reviews.id = k.id`,
        batch.flatMap((r) => [r.id, intArray(nearDuplicateBands(r.reviewee_id, r.text))]),
      );
    }
    await this.execute(`alter table "reviews" alter column "duplicate_bands" drop default;`);
    await this.execute(`drop function if exists review_near_duplicate_candidates(uuid, text, real, int, int);`);
    await this.execute(`drop index if exists "reviews_duplicate_candidates_index";`);
    await this.execute(`alter table "reviews" drop column "duplicate_key";`);
    await this.execute(`create index "reviews_duplicate_bands_index" on "reviews" using gin ("duplicate_bands") with (fastupdate = off);`);
    await this.execute(`create function review_near_duplicate_candidates(reviewee uuid, bands int[], min_length int, max_length int)
      returns setof text language sql stable
      set enable_seqscan = off set jit = off
      as $$
        select text from reviews
        where duplicate_bands && bands and reviewee_id::text = reviewee::text and duplicate_length between min_length and max_length;
      $$;`);
  }

  override async down(): Promise<void> {
    await this.execute(`drop function if exists review_near_duplicate_candidates(uuid, int[], int, int);`);
    await this.execute(`drop index if exists "reviews_duplicate_bands_index";`);
    // The trigram key as Migration20261125110000 computed it (PostgreSQL's classes for letters and digits).
    await this.execute(`alter table "reviews" add column "duplicate_key" text not null default '';`);
    await this.execute(`update reviews set duplicate_key = replace(btrim(regexp_replace(lower(text), '[^[:alpha:][:digit:]]+', ' ', 'g')), ' ', 'ǂ');`);
    await this.execute(`alter table "reviews" alter column "duplicate_key" drop default;`);
    await this.execute(`create index "reviews_duplicate_candidates_index" on "reviews" using gin ((reviewee_id::text), "duplicate_length", "duplicate_key" gin_trgm_ops) with (fastupdate = off);`);
    await this.execute(`create function review_near_duplicate_candidates(reviewee uuid, probe text, threshold real, min_length int, max_length int)
      returns setof text language sql volatile
      set enable_seqscan = off set jit = off
      as $$
        select set_config('pg_trgm.similarity_threshold', threshold::text, true);
        select text from reviews
        where reviewee_id::text = reviewee::text and duplicate_length between min_length and max_length and duplicate_key % probe;
      $$;`);
    await this.execute(`alter table "reviews" drop column "duplicate_bands";`);
  }

}
