import { Migration } from '@mikro-orm/migrations';

/**
 * Near-duplicate candidates capped (ADR 0052): the person's texts that share a band with the
 * new one, the `cap` that share the most bands first (bands are compared position by position:
 * a band's hash includes its index), newest first among equals. A person whose texts all look
 * alike (a template) no longer makes each new review compare against thousands of them.
 * PL/pgSQL so that each session plans the statement once (a SQL function with SET clauses is
 * planned on every call); seq scans stay off, as ADR 0026 and 0031 pinned them.
 */
export class Migration20261203200000_near_duplicate_candidate_cap extends Migration {

  override name = 'Migration20261203200000_near_duplicate_candidate_cap';

  override async up(): Promise<void> {
    await this.execute(`drop function if exists review_near_duplicate_candidates(uuid, int[], int, int);`);
    await this.execute(`create function review_near_duplicate_candidates(reviewee uuid, bands int[], min_length int, max_length int, cap int)
      returns table (id uuid, text text) language plpgsql stable
      set enable_seqscan = off set jit = off
      as $$
      begin
        return query
        select c.id, c.text from (
          select r.id, r.text, r.created_at,
            ${Array.from({ length: 30 }, (_, i) => `(r.duplicate_bands[${i + 1}] is not distinct from bands[${i + 1}])::int`).join(' + ')} as shared
          from reviews r
          where r.duplicate_bands && bands and r.reviewee_id::text = reviewee::text and r.duplicate_length between min_length and max_length
        ) c
        order by c.shared desc, c.created_at desc, c.id
        limit cap;
      end;
      $$;`);
  }

  override async down(): Promise<void> {
    await this.execute(`drop function if exists review_near_duplicate_candidates(uuid, int[], int, int, int);`);
    await this.execute(`create function review_near_duplicate_candidates(reviewee uuid, bands int[], min_length int, max_length int)
      returns table (id uuid, text text) language sql stable
      set enable_seqscan = off set jit = off
      as $$
        select r.id, r.text from reviews r
        where r.duplicate_bands && bands and r.reviewee_id::text = reviewee::text and r.duplicate_length between min_length and max_length;
      $$;`);
  }
}
