import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ListServiceConfirmationsQuery, type ServiceConfirmation } from '../contracts/service-confirmations.query.js';
import { countsAndShows } from './counted.js';
import { iso } from './sql.js';

@QueryHandler(ListServiceConfirmationsQuery)
export class ListServiceConfirmationsHandler implements IQueryHandler<ListServiceConfirmationsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ revieweeId }: ListServiceConfirmationsQuery): Promise<ServiceConfirmation[]> {
    return this.em.fork().execute<ServiceConfirmation[]>(
      `select id as "reviewId", served_together->>'periodId' as "periodId", reviewer_id as "confirmedById", reviewer_name as "confirmedByName",
              served_together->>'from' as "from", served_together->>'to' as "to", ${iso('created_at')} as "confirmedAt"
       from reviews where reviewee_id = ? and service_confirmed and ${countsAndShows('reviews')} order by created_at desc, id desc`,
      [revieweeId],
    );
  }
}
