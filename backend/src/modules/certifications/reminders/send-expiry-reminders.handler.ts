import { EntityManager } from '@mikro-orm/postgresql';
import { Logger, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { AppConfig } from '../../../platform/config/app-config.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { daysBetween, dueReminder, EXPIRING_WITHIN_DAYS, isoDay, REMINDER_THRESHOLDS } from '../domain/certificate-status.js';
import { HeldCertificates } from '../wallet/held-certificates.js';
import { expiryReminderMail } from './expiry-reminder-mail.js';
import { SendExpiryRemindersCommand } from './send-expiry-reminders.command.js';

interface Candidate {
  user_id: string;
  certificate_key: string;
  expiry_date: string;
}

@CommandHandler(SendExpiryRemindersCommand)
export class SendExpiryRemindersHandler implements ICommandHandler<SendExpiryRemindersCommand> {
  private readonly logger = new Logger(SendExpiryRemindersHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly held: HeldCertificates,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute(): Promise<number> {
    const today = isoDay(this.clock.now());
    // Expiring today up to 90 days ahead, for people who did not turn reminders off, whose due
    // reminder (dueReminder's rule: the smallest threshold not below the days left) is not yet
    // recorded: an hourly run where nothing is due touches nobody.
    const candidates = await this.em.fork().getConnection().execute<Candidate[]>(
      `select d.user_id, d.certificate_key, to_char(d.expiry_date, 'YYYY-MM-DD') as expiry_date
       from certificate_details d
       left join certificate_settings s on s.user_id = d.user_id
       cross join lateral (select min(t) as threshold from unnest(?::int[]) t where t >= d.expiry_date - ?::date) due
       where d.expiry_date between ?::date and ?::date + ? and coalesce(s.expiry_reminders, true)
         and not exists (select 1 from certificate_reminders r
                         where r.user_id = d.user_id and r.certificate_key = d.certificate_key and r.expiry_date = d.expiry_date and r.threshold = due.threshold)
       order by d.user_id, d.expiry_date, d.certificate_key`,
      [`{${REMINDER_THRESHOLDS.join(',')}}`, today, today, today, EXPIRING_WITHIN_DAYS],
    );
    const byUser = new Map<string, Candidate[]>();
    for (const c of candidates) byUser.set(c.user_id, [...(byUser.get(c.user_id) ?? []), c]);
    let sent = 0;
    for (const [userId, rows] of byUser) {
      try {
        sent += await this.remind(userId, rows, today);
      } catch (error) {
        // One person's failure must not hold back everyone else's reminders; the next run retries them.
        this.logger.warn(`Expiry reminders for user ${userId} failed: ${(error as Error).message}`);
      }
    }
    return sent;
  }

  private async remind(userId: string, rows: Candidate[], today: string): Promise<number> {
    const person = await this.held.of(userId).catch((error: unknown) => {
      if (error instanceof UnauthorizedException) return null; // the account was deleted meanwhile
      throw error;
    });
    if (!person) return 0;
    const names = new Map(person.certificates.map((c) => [c.key, c.name]));
    return this.em.fork().transactional(async (em) => {
      let queued = 0;
      for (const row of rows) {
        const name = names.get(row.certificate_key);
        // Details of a certification no longer on the profile are kept, but not reminded of.
        if (!name) continue;
        const daysLeft = daysBetween(today, row.expiry_date);
        const threshold = dueReminder(daysLeft);
        if (threshold === null) continue;
        // The unique key decides: a reminder already recorded (an earlier run, another worker) is not sent again.
        const claimed = await em.execute<unknown[]>(
          `insert into certificate_reminders (user_id, certificate_key, expiry_date, threshold) values (?, ?, ?, ?)
           on conflict on constraint certificate_reminders_once do nothing returning id`,
          [userId, row.certificate_key, row.expiry_date, threshold],
        );
        if (claimed.length === 0) continue;
        this.mail.queue(em, expiryReminderMail(person.email, person.firstName, name, row.expiry_date, daysLeft, this.config.APP_URL));
        queued++;
      }
      return queued;
    });
  }
}
