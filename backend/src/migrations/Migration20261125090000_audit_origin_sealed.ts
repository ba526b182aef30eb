import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log keeps an admin's IP and browser sealed under the admin's key (ADR 0019), a JSON
 * value too long for the old columns. Existing entries become JSON strings, unsealed: ALTER
 * rewrites no row through the append-only trigger, and sealing needs the application's keys.
 */
export class Migration20261125090000_audit_origin_sealed extends Migration {

  override name = 'Migration20261125090000_audit_origin_sealed';

  override up(): void | Promise<void> {
    this.addSql(`alter table "admin_audit_log" alter column "ip" type jsonb using to_jsonb("ip"), alter column "user_agent" type jsonb using to_jsonb("user_agent");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "admin_audit_log" alter column "ip" type varchar(64) using "ip" #>> '{}', alter column "user_agent" type varchar(500) using "user_agent" #>> '{}';`);
  }

}
