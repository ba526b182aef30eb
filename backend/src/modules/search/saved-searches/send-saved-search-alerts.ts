import { planAllows } from '@crew/contracts/plans';
import { SAVED_SEARCH_ALERT_MAX } from '@crew/contracts/search-values';
import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { AppConfig } from '../../../platform/config/app-config.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { access } from '../../identity/contracts/access.js';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import type { UserView } from '../../identity/contracts/user-view.js';
import { alertMatchesSql } from '../search-crew/crew-search-sql.js';
import type { CrewSearchResult } from '../search-crew/search-crew.query.js';
import { toFilters } from '../search-crew/search-filters.js';
import { savedSearchAlertMail } from './saved-search-alert-mail.js';
import type { SearchCriteria } from './saved-search-values.js';

/**
 * One run of the saved-search alerts: every saved search with alerts on whose employer's plan
 * has saved searches gets one mail listing the crew who newly match, if any. Returns how many
 * mails were queued.
 */
export class SendSavedSearchAlertsCommand extends Command<number> {}

/**
 * How far back each run looks again before the previous run's end: a directory change whose
 * transaction began before that run but committed after it carries an earlier time. The crew
 * already listed are remembered, so looking twice announces nobody twice.
 */
const OVERLAP_MS = 10 * 60_000;
const BATCH = 200;

interface Due {
  id: string;
  employer_id: string;
}
interface Locked {
  id: string;
  name: string;
  criteria: SearchCriteria;
  alerts_checked_at: Date | null;
  created_at: Date;
}

@CommandHandler(SendSavedSearchAlertsCommand)
export class SendSavedSearchAlertsHandler implements ICommandHandler<SendSavedSearchAlertsCommand> {
  private readonly logger = new Logger(SendSavedSearchAlertsHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute(): Promise<number> {
    let sent = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    const employers = new Map<string, UserView | null>();
    for (;;) {
      const due = await this.em.fork().execute<Due[]>(
        'select id, employer_id from saved_searches where alerts and id > ? order by id limit ?',
        [after, BATCH],
      );
      for (const search of due) {
        if (!employers.has(search.employer_id)) employers.set(search.employer_id, await this.queries.execute(new GetUserQuery(search.employer_id)));
        try {
          sent += await this.alert(search.id, employers.get(search.employer_id) ?? null);
        } catch (error) {
          // One search's failure must not hold back the others; the next run looks again.
          this.logger.warn(`Saved search alert ${search.id} failed: ${(error as Error).message}`);
        }
      }
      if (due.length < BATCH) return sent;
      after = due[due.length - 1].id;
    }
  }

  /**
   * One saved search, in one transaction: its new matches, the record of whom it lists and
   * its mail commit together, so a retry after a failure sends the same news once. An
   * employer whose plan no longer has saved searches gets nothing, and the search moves on
   * (turning back to a plan with them does not bring a backlog).
   */
  private async alert(id: string, employer: UserView | null): Promise<number> {
    const now = this.clock.now();
    return this.em.fork().transactional(async (em) => {
      // Another worker running at the same time skips the search this one holds.
      const [search] = await em.execute<Locked[]>(
        'select id, name, criteria, alerts_checked_at, created_at from saved_searches where id = ? and alerts for update skip locked',
        [id],
      );
      if (!search) return 0;
      // Never before the search was saved: crew it found then are not news.
      const created = new Date(search.created_at).getTime();
      const since = new Date(search.alerts_checked_at ? Math.max(created, new Date(search.alerts_checked_at).getTime() - OVERLAP_MS) : created);
      const entitled = !!employer && access(employer, now).canSearchCrew && planAllows(employer.subscriptionPlan, 'savedSearches');
      let crew: Array<CrewSearchResult & { total: number }> = [];
      if (entitled) {
        const { sql, params } = alertMatchesSql(toFilters(search.criteria, now), search.id, since, SAVED_SEARCH_ALERT_MAX);
        crew = await em.execute(sql, params);
      }
      // Checked up to the database's now: the directory's changed_at is on the same clock.
      await em.execute(
        `update saved_searches set alerts_checked_at = now(), last_alert_at = case when ? then now() else last_alert_at end where id = ?`,
        [crew.length > 0, search.id],
      );
      if (crew.length === 0 || !employer) return 0;
      await em.execute(
        `insert into saved_search_alerted (saved_search_id, crew_id) select ?, unnest(?::uuid[]) on conflict do nothing`,
        [search.id, `{${crew.map((c) => c.id).join(',')}}`],
      );
      this.mail.queue(
        em,
        savedSearchAlertMail(
          { to: employer.email, firstName: employer.firstName, searchName: search.name, criteria: search.criteria, crew, total: crew[0].total },
          this.config.APP_URL,
        ),
      );
      return 1;
    });
  }
}
