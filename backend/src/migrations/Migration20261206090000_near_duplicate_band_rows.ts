import { Migration } from '@mikro-orm/migrations';

const SIMILAR_BANDS = Array.from({ length: 30 }, (_, i) => `(r.duplicate_bands[${i + 1}] is not distinct from bands[${i + 1}])::int`).join(' + ');

/**
 * Near-duplicate candidates read in bounded work (ADR 0059). The GIN index on
 * reviews.duplicate_bands found every text of the person sharing a band with the new one, and
 * each was read from reviews to rank it: for a person whose texts all look alike, work that grew
 * with their reviews (1,200 rows at the 10,000th template review). review_duplicate_bands has one
 * row per band of each review, keyed (band, created_at, review_id), so a lookup reads the newest
 * `per_band` reviews of each of the 30 bands from the key alone and ranks those.
 *
 * Kept by a trigger on reviews, as review_totals is (ADR 0049). A review's text, and so
 * its bands, never change after it is written: there is no update trigger. A release that changes
 * the bands (other MinHash seeds) refills the table.
 */
export class Migration20261206090000_near_duplicate_band_rows extends Migration {

  override name = 'Migration20261206090000_near_duplicate_band_rows';

  override up(): void | Promise<void> {
    // No review written between the fill and the trigger is left out.
    this.addSql(`lock table "reviews" in share mode;`);
    // The key is built after the fill: once over all the rows, not row by row.
    this.addSql(`create table "review_duplicate_bands" ("band" int not null, "created_at" timestamptz not null, "review_id" uuid not null);`);
    // Fills the table from reviews: here, in the online rebuild (for its copies, through the
    // search_path, with the key built after) and by an operator (docs/operations.md). Distinct
    // within a review: two of its 30 hashes may collide (about once in ten million reviews).
    this.addSql(`create function "review_duplicate_bands_fill"() returns void language sql as $$
      insert into review_duplicate_bands (band, created_at, review_id)
        select b.band, r.created_at, r.id from reviews r cross join lateral (select distinct band from unnest(r.duplicate_bands) as band) b;
      $$;`);
    this.addSql(`select review_duplicate_bands_fill();`);
    this.addSql(`alter table "review_duplicate_bands" add constraint "review_duplicate_bands_pkey" primary key ("band", "created_at", "review_id");`);
    // A row trigger: cheaper per review than a statement trigger reading the transition table
    // (0.30 against 0.41 ms per single-row insert, measured on the reviews bench's database).
    this.addSql(`create function "review_duplicate_bands_keep_fn"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into review_duplicate_bands (band, created_at, review_id)
            select distinct b.band, new.created_at, new.id from unnest(new.duplicate_bands) as b(band);
        else
          delete from review_duplicate_bands where band = any(old.duplicate_bands) and created_at = old.created_at and review_id = old.id;
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "review_duplicate_bands_keep" after insert or delete on "reviews" for each row execute function "review_duplicate_bands_keep_fn"();`);
    this.addSql(`create function "review_duplicate_bands_reset_fn"() returns trigger language plpgsql as $$
      begin delete from review_duplicate_bands; return null; end $$;`);
    this.addSql(`create trigger "review_duplicate_bands_reset" after truncate on "reviews" for each statement execute function "review_duplicate_bands_reset_fn"();`);
    this.addSql(`drop index if exists "reviews_duplicate_bands_index";`);

    this.addSql(`drop function if exists review_near_duplicate_candidates(uuid, int[], int, int, int);`);
    // The newest per_band reviews of each band, from the key alone; ranked by how many of the
    // bands they share, newest first among equals; the top `cap` of them read from reviews,
    // where the person and the lengths are checked (a band's hash is salted with the person, so
    // another person's row is rare: one in about 30 lookups at five million reviews).
    this.addSql(`create function review_near_duplicate_candidates(reviewee uuid, bands int[], min_length int, max_length int, cap int, per_band int)
      returns table (id uuid, text text) language plpgsql stable
      set enable_seqscan = off set jit = off
      as $$
      begin
        return query
        select r.id, r.text from (
          select n.review_id, count(*) as shared, max(n.created_at) as created_at
          from unnest(bands) as q(band)
          cross join lateral (
            select d.review_id, d.created_at from review_duplicate_bands d where d.band = q.band order by d.created_at desc limit per_band
          ) n
          group by n.review_id
          order by shared desc, created_at desc, n.review_id
          limit cap
        ) c
        join reviews r on r.id = c.review_id
        where r.reviewee_id = reviewee and r.duplicate_length between min_length and max_length
        order by c.shared desc, c.created_at desc, c.review_id;
      end;
      $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop function if exists review_near_duplicate_candidates(uuid, int[], int, int, int, int);`);
    this.addSql(`create function review_near_duplicate_candidates(reviewee uuid, bands int[], min_length int, max_length int, cap int)
      returns table (id uuid, text text) language plpgsql stable
      set enable_seqscan = off set jit = off
      as $$
      begin
        return query
        select c.id, c.text from (
          select r.id, r.text, r.created_at, ${SIMILAR_BANDS} as shared
          from reviews r
          where r.duplicate_bands && bands and r.reviewee_id::text = reviewee::text and r.duplicate_length between min_length and max_length
        ) c
        order by c.shared desc, c.created_at desc, c.id
        limit cap;
      end;
      $$;`);
    this.addSql(`create index "reviews_duplicate_bands_index" on "reviews" using gin ("duplicate_bands") with (fastupdate = off);`);
    for (const trigger of ['review_duplicate_bands_reset', 'review_duplicate_bands_keep']) this.addSql(`drop trigger if exists "${trigger}" on "reviews";`);
    this.addSql(`drop function if exists "review_duplicate_bands_reset_fn"();`);
    this.addSql(`drop function if exists "review_duplicate_bands_keep_fn"();`);
    this.addSql(`drop function if exists "review_duplicate_bands_fill"();`);
    this.addSql(`drop table if exists "review_duplicate_bands";`);
  }
}
