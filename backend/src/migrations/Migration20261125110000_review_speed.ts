import { Migration } from '@mikro-orm/migrations';

/**
 * Review writes that cost the same for a person's 1,000th review as for their first:
 * - `reviews.duplicate_key` (the text as the near-duplicate rule normalizes it, one pg_trgm
 *   word) with a GIN trigram index: the rule's candidates come from the index instead of
 *   reading every other review's text (backfilled here with the rule's own normalization);
 * - the public numbers of a shared profile (confirmed, not hidden) kept in `review_stats` and
 *   `review_skill_stats` beside the owner's, so every write updates them by a difference
 *   instead of summing all the person's reviews;
 * - (reviewee_id, created_at, id) for the keyset pages of GET /api/reviews, replacing
 *   (reviewee_id, created_at), which it also serves.
 */
/**
 * The key as the rule's normalization made it when this migration was written (the domain no
 * longer keeps trigram keys: ADR 0031 replaced them with MinHash bands), so this migration
 * still backfills what it always did.
 */
function nearDuplicateKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim().replaceAll(' ', 'ǂ');
}

export class Migration20261125110000_review_speed extends Migration {

  override name = 'Migration20261125110000_review_speed';

  override async up(): Promise<void> {
    await this.execute(`create extension if not exists pg_trgm;`);
    await this.execute(`alter table "reviews" add column "duplicate_key" text not null default '';`);
    const reviews = (await this.execute(`select id, text from reviews`)) as Array<{ id: string; text: string }>;
    for (let i = 0; i < reviews.length; i += 500) {
      const batch = reviews.slice(i, i + 500);
      await this.execute(
        `update reviews set duplicate_key = k.key from (values ${batch.map(() => '(?::uuid, ?)').join(', ')}) as k(id, key) where reviews.id = k.id`,
        batch.flatMap((r) => [r.id, nearDuplicateKey(r.text)]),
      );
    }
    await this.execute(`alter table "reviews" alter column "duplicate_key" drop default;`);
    await this.execute(`create index "reviews_duplicate_key_trgm_index" on "reviews" using gin ("duplicate_key" gin_trgm_ops);`);
    await this.execute(`drop index if exists "reviews_reviewee_id_created_at_index";`);
    await this.execute(`create index "reviews_reviewee_id_created_at_id_index" on "reviews" ("reviewee_id", "created_at", "id");`);

    await this.execute(`alter table "review_stats" add column "public_reviews" int not null default 0, add column "public_verified_reviews" int not null default 0, add column "public_rating_sum" int not null default 0;`);
    await this.execute(`update review_stats s set public_reviews = p.total, public_verified_reviews = p.verified, public_rating_sum = p.rating_sum
      from (select reviewee_id, count(*) as total, count(*) filter (where is_verified) as verified, coalesce(sum(rating), 0) as rating_sum
            from reviews where status = 'confirmed' and not is_hidden group by reviewee_id) p
      where s.user_id = p.reviewee_id;`);
    await this.execute(`alter table "review_skill_stats" add column "public_rating_sum" int not null default 0, add column "public_rating_count" int not null default 0;`);
    await this.execute(`update review_skill_stats s set public_rating_sum = p.rating_sum, public_rating_count = p.rating_count
      from (select r.reviewee_id, sk.skill, sum(sc.score) as rating_sum, count(*) as rating_count
            from reviews r
            cross join lateral (values ('technicalSkills', r.technical_skills), ('workEthic', r.work_ethic), ('communication', r.communication), ('professionalism', r.professionalism)) as sk(skill, value)
            join (values ('excellent', 5), ('very-good', 4), ('good', 3), ('fair', 2), ('needs-improvement', 1)) as sc(value, score) on sc.value = sk.value
            where r.status = 'confirmed' and not r.is_hidden
            group by r.reviewee_id, sk.skill) p
      where s.user_id = p.reviewee_id and s.skill = p.skill;`);
  }

  override async down(): Promise<void> {
    await this.execute(`alter table "review_skill_stats" drop column "public_rating_sum", drop column "public_rating_count";`);
    await this.execute(`alter table "review_stats" drop column "public_reviews", drop column "public_verified_reviews", drop column "public_rating_sum";`);
    await this.execute(`drop index if exists "reviews_reviewee_id_created_at_id_index";`);
    await this.execute(`create index "reviews_reviewee_id_created_at_index" on "reviews" ("reviewee_id", "created_at");`);
    await this.execute(`drop index if exists "reviews_duplicate_key_trgm_index";`);
    await this.execute(`alter table "reviews" drop column "duplicate_key";`);
  }

}
