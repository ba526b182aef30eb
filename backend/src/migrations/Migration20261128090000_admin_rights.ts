import { Migration } from '@mikro-orm/migrations';

/**
 * Admin rights (DESIGN.md, "Admin rights" and "Suspension"; ADR 0033):
 * - users.suspended_at: set while an admin has suspended the account;
 * - the users table refuses any change that leaves no active super_admin (a demotion, a
 *   suspension, a deletion, by whatever path). The advisory lock makes concurrent removals
 *   wait for each other, and each check then sees the other's committed change.
 * The statements are the ORM's own for the User entity's trigger (user.entity.ts).
 */
export class Migration20261128090000_admin_rights extends Migration {

  override name = 'Migration20261128090000_admin_rights';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "suspended_at" timestamptz null;`);
    this.addSql(`create or replace function "users_users_keep_a_super_admin_fn"() returns trigger as \$\$ begin if old.admin_level is distinct from 'super_admin' or old.suspended_at is not null then return null; end if; if tg_op = 'UPDATE' then if new.admin_level = 'super_admin' and new.suspended_at is null then return null; end if; end if; perform pg_advisory_xact_lock(hashtext('identity.super-admins')); if not exists (select 1 from users where admin_level = 'super_admin' and suspended_at is null) then raise exception 'there must always be an active super admin' using errcode = 'check_violation', constraint = 'users_keep_a_super_admin'; end if; return null; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "users_keep_a_super_admin" AFTER UPDATE OR DELETE on "users" for each ROW execute function "users_users_keep_a_super_admin_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "users_keep_a_super_admin" on "users";`);
    this.addSql(`drop function if exists "users_users_keep_a_super_admin_fn"();`);
    this.addSql(`alter table "users" drop column "suspended_at";`);
  }

}
