import { Migration } from '@mikro-orm/migrations';

/** A review request closed by an account deletion reads `cancelled` (ReviewRequestCancelled, ADR 0019). */
export class Migration20261125091000_request_cancelled extends Migration {

  override name = 'Migration20261125091000_request_cancelled';

  override up(): void | Promise<void> {
    this.addSql(`alter table "review_requests" drop constraint if exists "review_requests_state_check";`);
    this.addSql(`alter table "review_requests" add constraint "review_requests_state_check" check ("state" in ('pending', 'answered', 'declined', 'cancelled'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "review_requests" drop constraint if exists "review_requests_state_check";`);
    this.addSql(`alter table "review_requests" add constraint "review_requests_state_check" check ("state" in ('pending', 'answered', 'declined'));`);
  }

}
