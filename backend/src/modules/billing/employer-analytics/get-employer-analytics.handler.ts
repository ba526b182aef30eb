import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { weekStartOf } from '../../../platform/clock/weeks.js';
import { ANALYTICS_WEEKS, type EmployerAnalytics, employerAnalytics, type WeeklyCounts } from './employer-analytics.js';

/** One employer's profile views, contacts and reports per week, the last 12 weeks up to `now`. */
export class GetEmployerAnalyticsQuery extends Query<EmployerAnalytics> {
  constructor(
    readonly employerId: string,
    readonly now: Date,
  ) {
    super();
  }
}

/** The Monday (UTC) of a timestamp column, as the weeks are keyed. */
const week = (column: string) => `to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

/**
 * Three small aggregates, each bounded to one employer and twelve weeks and served by an
 * (employer_id, time) index: never a scan of everyone's rows, however large the tables grow.
 */
@QueryHandler(GetEmployerAnalyticsQuery)
export class GetEmployerAnalyticsHandler implements IQueryHandler<GetEmployerAnalyticsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ employerId, now }: GetEmployerAnalyticsQuery): Promise<EmployerAnalytics> {
    const since = new Date(weekStartOf(now).getTime() - (ANALYTICS_WEEKS - 1) * 7 * 86_400_000);
    const em = this.em.fork();
    const [views, contacts, reports] = await Promise.all([
      em.execute<WeeklyCounts['views'][number][]>(
        `select ${week('counted_at')} as "weekStart", count(*)::int as count
         from profile_views_counted where employer_id = ? and counted_at >= ? group by 1`,
        [employerId, since],
      ),
      em.execute<WeeklyCounts['contacts'][number][]>(
        `select ${week('created_at')} as "weekStart", count(*)::int as sent, (count(*) filter (where status = 'accepted'))::int as accepted
         from contact_requests where employer_id = ? and created_at >= ? group by 1`,
        [employerId, since],
      ),
      em.execute<WeeklyCounts['reports'][number][]>(
        `select ${week('created_at')} as "weekStart", count(*)::int as count
         from verification_reports where employer_id = ? and created_at >= ? and status <> 'failed' group by 1`,
        [employerId, since],
      ),
    ]);
    return employerAnalytics(now, { views, contacts, reports });
  }
}
