import { Migration } from '@mikro-orm/migrations';

/** Emailed one-time links now also confirm an account deletion; a link is good for its own purpose only. */
export class Migration20261125092000_token_purpose extends Migration {

  override name = 'Migration20261125092000_token_purpose';

  override up(): void | Promise<void> {
    this.addSql(`alter table "sign_in_tokens" add column "purpose" varchar(16) not null default 'sign-in';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "sign_in_tokens" drop column "purpose";`);
  }

}
