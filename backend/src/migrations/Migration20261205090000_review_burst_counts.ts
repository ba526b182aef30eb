import { Migration } from '@mikro-orm/migrations';

/**
 * The burst rule's two counts for a submission (ADR 0057): the reviews a person received in the
 * last 24 hours, and those of the `baseline_days` before (with the days back to the oldest
 * counted), each stopping at `cap`. Read newest first along the (reviewee_id, created_at) index,
 * so the limit ends the read: a bitmap scan (what the planner picks when its statistics lag
 * behind a fast-growing person) would read every entry of the range first. PL/pgSQL so that
 * each session plans the statements once.
 */
export class Migration20261205090000_review_burst_counts extends Migration {

  override name = 'Migration20261205090000_review_burst_counts';

  override async up(): Promise<void> {
    await this.execute(`create function review_burst_counts(reviewee uuid, baseline_days int, cap int)
      returns json language plpgsql stable
      set enable_bitmapscan = off set enable_seqscan = off set jit = off
      as $$
      begin
        return json_build_object(
          'last24Hours', (select count(*) from (select from reviews r where r.reviewee_id = reviewee and r.created_at > now() - interval '24 hours'
             order by r.created_at desc limit cap) counted),
          'previous', (select json_build_object('reviews', count(*), 'spanDays', coalesce(extract(epoch from now() - interval '24 hours' - min(counted.created_at)) / 86400, 0))
             from (select r.created_at from reviews r where r.reviewee_id = reviewee and r.created_at <= now() - interval '24 hours'
               and r.created_at > now() - interval '24 hours' - make_interval(days => baseline_days) order by r.created_at desc limit cap) counted));
      end;
      $$;`);
  }

  override async down(): Promise<void> {
    await this.execute(`drop function if exists review_burst_counts(uuid, int, int);`);
  }
}
