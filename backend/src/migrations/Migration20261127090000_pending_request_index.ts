import { Migration } from '@mikro-orm/migrations';

/**
 * A review request costs the same for a person's 1,000th request as for their first:
 * - review_requests_pending_index: the pending requests by requester and address. The rule
 *   "one pending request per requester and address" read them through (requester_id,
 *   created_at) and filtered every request the person ever sent. Not unique: databases from
 *   before that rule may hold two pending requests to one address, and they stay valid rows;
 * - review_request_claim(): the rule's advisory lock and check in one round trip (the request
 *   handler called them as two statements).
 */
export class Migration20261127090000_pending_request_index extends Migration {

  override name = 'Migration20261127090000_pending_request_index';

  override up(): void | Promise<void> {
    this.addSql(`create index "review_requests_pending_index" on "review_requests" ("requester_id", "reviewer_email") where "state" = 'pending';`);
    // Volatile plpgsql: each statement takes a new snapshot under READ COMMITTED, so the check
    // after the lock sees the row of a concurrent duplicate that held the lock and committed.
    // The lock key is the one the handler took before this function, so old and new code
    // serialize against each other while a deployment replaces one with the other.
    this.addSql(`create function review_request_claim(requester uuid, email text) returns void language plpgsql volatile as $$
      begin
        perform pg_advisory_xact_lock(hashtext('reviews.pending-request'), hashtext(requester::text || ' ' || email));
        if exists (select 1 from review_requests where requester_id = requester and reviewer_email = email and state = 'pending') then
          raise exception using errcode = 'unique_violation', constraint = 'review_requests_one_pending',
            message = 'a pending review request from this requester to this address exists';
        end if;
      end
    $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop function if exists review_request_claim(uuid, text);`);
    this.addSql(`drop index if exists "review_requests_pending_index";`);
  }

}
