import { Migration } from '@mikro-orm/migrations';

/**
 * Near-duplicate candidates come back with their review ids (ADR 0034): the rule names the
 * review it copies, and that review is marked too. Same index, same pinned plan (ADR 0031);
 * only the result gains a column, which a function cannot change in place.
 */
export class Migration20261129090000_near_duplicate_candidate_ids extends Migration {

  override name = 'Migration20261129090000_near_duplicate_candidate_ids';

  override async up(): Promise<void> {
    await this.execute(`drop function if exists review_near_duplicate_candidates(uuid, int[], int, int);`);
    await this.execute(`create function review_near_duplicate_candidates(reviewee uuid, bands int[], min_length int, max_length int)
      returns table (id uuid, text text) language sql stable
      set enable_seqscan = off set jit = off
      as $$
        select r.id, r.text from reviews r
        where r.duplicate_bands && bands and r.reviewee_id::text = reviewee::text and r.duplicate_length between min_length and max_length;
      $$;`);
  }

  override async down(): Promise<void> {
    await this.execute(`drop function if exists review_near_duplicate_candidates(uuid, int[], int, int);`);
    await this.execute(`create function review_near_duplicate_candidates(reviewee uuid, bands int[], min_length int, max_length int)
      returns setof text language sql stable
      set enable_seqscan = off set jit = off
      as $$
        select text from reviews
        where duplicate_bands && bands and reviewee_id::text = reviewee::text and duplicate_length between min_length and max_length;
      $$;`);
  }
}
