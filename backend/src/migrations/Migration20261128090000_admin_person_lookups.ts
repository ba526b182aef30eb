import { Migration } from '@mikro-orm/migrations';

/**
 * Lookups for the admin's page on one person:
 * - review_events_submitted_*: the reviews they wrote and received, deleted ones included,
 *   found through their ReviewSubmitted events without reading the whole log;
 * - user_sign_in_ips (ip): the other accounts seen at each of their addresses.
 */
export class Migration20261128090000_admin_person_lookups extends Migration {

  override name = 'Migration20261128090000_admin_person_lookups';

  override up(): void | Promise<void> {
    this.addSql(`create index "review_events_submitted_reviewer_index" on "review_events" ((data->>'reviewerId')) where type = 'ReviewSubmitted';`);
    this.addSql(`create index "review_events_submitted_reviewee_index" on "review_events" ((data->>'revieweeId')) where type = 'ReviewSubmitted';`);
    this.addSql(`create index "user_sign_in_ips_ip_index" on "user_sign_in_ips" ("ip");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "user_sign_in_ips_ip_index";`);
    this.addSql(`drop index if exists "review_events_submitted_reviewee_index";`);
    this.addSql(`drop index if exists "review_events_submitted_reviewer_index";`);
  }

}
