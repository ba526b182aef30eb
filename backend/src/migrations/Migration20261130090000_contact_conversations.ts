import { Migration } from '@mikro-orm/migrations';

/**
 * Contact as a conversation (DESIGN.md, "Contact"): one open (pending or accepted) conversation
 * per employer and crew member, the employer's position, vessel and dates on the opening
 * message, consent that can be withdrawn, and the thread's messages.
 */
export class Migration20261130090000_contact_conversations extends Migration {

  override name = 'Migration20261130090000_contact_conversations';

  override up(): void | Promise<void> {
    this.addSql(`create table "contact_messages" ("id" uuid not null, "request_id" uuid not null, "sender_id" uuid not null, "message" text not null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "contact_messages_request_id_created_at_index" on "contact_messages" ("request_id", "created_at");`);
    this.addSql(`alter table "contact_messages" add constraint "contact_messages_request_id_foreign" foreign key ("request_id") references "contact_requests" ("id") on delete cascade deferrable initially deferred;`);
    this.addSql(`alter table "contact_messages" add constraint "contact_messages_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on delete cascade deferrable initially deferred;`);

    this.addSql(`drop index "contact_requests_one_pending";`);
    this.addSql(`alter table "contact_requests" drop constraint "contact_requests_status_check";`);
    this.addSql(`alter table "contact_requests" add "position" varchar(120) null, add "vessel" varchar(120) null, add "dates" varchar(120) null, add "withdrawn_at" timestamptz null;`);
    // Before this, a second request could be sent after the first was accepted: keep one open
    // conversation per pair (the accepted one, else the earliest) and drop the duplicates,
    // which have no thread yet and only repeated the same greeting.
    this.addSql(`delete from "contact_requests" r using "contact_requests" k
      where r.employer_id = k.employer_id and r.crew_id = k.crew_id and r.id <> k.id
        and r.status in ('pending', 'accepted') and k.status in ('pending', 'accepted')
        and (k.status = 'accepted' and r.status = 'pending'
          or k.status = r.status and (k.created_at, k.id) < (r.created_at, r.id));`);
    this.addSql(`create unique index "contact_requests_one_open" on "contact_requests" ("employer_id", "crew_id") where status in ('pending', 'accepted');`);
    this.addSql(`alter table "contact_requests" add constraint "contact_requests_status_check" check ("status" in ('pending', 'accepted', 'declined', 'withdrawn'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "contact_messages" cascade;`);
    this.addSql(`drop index "contact_requests_one_open";`);
    this.addSql(`alter table "contact_requests" drop constraint "contact_requests_status_check";`);
    this.addSql(`update "contact_requests" set status = 'declined' where status = 'withdrawn';`);
    this.addSql(`alter table "contact_requests" drop column "position", drop column "vessel", drop column "dates", drop column "withdrawn_at";`);
    this.addSql(`create unique index "contact_requests_one_pending" on "contact_requests" ("employer_id", "crew_id") where status = 'pending';`);
    this.addSql(`alter table "contact_requests" add constraint "contact_requests_status_check" check ("status" in ('pending', 'accepted', 'declined'));`);
  }

}
