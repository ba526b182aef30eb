import { findPlan } from '@crew/contracts/plans';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, ForbiddenException, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { AppConfig } from '../../../platform/config/app-config.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { GetUserNamesQuery } from '../../identity/contracts/admin.js';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import { MonthlyAllowances } from '../allowances/monthly-allowances.js';
import { contactAnsweredMail, contactRequestedMail } from './contact-mails.js';
import { ListContactRequestsQuery, RespondContactRequestCommand, SendContactRequestCommand } from './contact-requests.commands.js';
import type { ContactRequestView } from './contact-requests.dto.js';
import { fullName } from '../../identity/contracts/user-values.js';

const CREW_NOT_FOUND = 'Crew member not found';
const REQUEST_NOT_FOUND = 'Contact request not found';

interface Row {
  id: string;
  employer_id: string;
  crew_id: string;
  message: string;
  status: ContactRequestView['status'];
  created_at: Date;
  responded_at: Date | null;
  company_name: string | null;
  company_type: ContactRequestView['company']['type'];
  company_verified: boolean;
}

const SELECT = `select r.id, r.employer_id, r.crew_id, r.message, r.status, r.created_at, r.responded_at,
  c.company_name, c.company_type, c.verified_at is not null as company_verified
  from contact_requests r left join employer_companies c on c.user_id = r.employer_id`;

/** Rows to views, naming both sides in one query to identity (never one per row). */
async function toViews(queries: QueryBus, rows: Row[], direction: ContactRequestView['direction']): Promise<ContactRequestView[]> {
  const names = await queries.execute(new GetUserNamesQuery(rows.flatMap((r) => [r.crew_id, r.employer_id])));
  return rows.map((row) => {
    const crew = names.get(row.crew_id);
    return {
      id: row.id,
      direction,
      status: row.status,
      message: row.message,
      // An employer made by an admin may have no company on file: their own name stands in.
      company: { name: row.company_name ?? names.get(row.employer_id)?.name ?? 'An employer', type: row.company_type, verified: row.company_verified },
      // The crew member's email reaches the employer only after they accepted.
      crew: { id: row.crew_id, name: crew?.name ?? 'Former member', email: row.status === 'accepted' ? (crew?.email ?? null) : null },
      createdAt: new Date(row.created_at).toISOString(),
      respondedAt: row.responded_at ? new Date(row.responded_at).toISOString() : null,
    };
  });
}

@CommandHandler(SendContactRequestCommand)
export class SendContactRequestHandler implements ICommandHandler<SendContactRequestCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly allowances: MonthlyAllowances,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute({ employerId, crewId, message }: SendContactRequestCommand): Promise<ContactRequestView> {
    const [employer, crew] = await Promise.all([this.queries.execute(new GetUserQuery(employerId)), this.queries.execute(new GetUserQuery(crewId))]);
    if (!employer) throw new UnauthorizedException('Unauthorized');
    // Only crew who chose to be found can be contacted; anyone else is answered like an unknown id.
    if (!crew || crew.role !== 'crew' || !crew.searchable) throw new NotFoundException(CREW_NOT_FOUND);
    const plan = findPlan(employer.subscriptionPlan);
    if (!plan) throw new ForbiddenException('Premium Subscription Required');

    const id = await this.em.transactional(async (em) => {
      let inserted: Array<{ id: string }>;
      try {
        inserted = await em.execute(`insert into contact_requests (id, employer_id, crew_id, message) values (gen_random_uuid(), ?, ?, ?) returning id`, [
          employerId,
          crewId,
          message,
        ]);
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException) throw new ConflictException('You already have a pending contact request to this crew member');
        throw error;
      }
      // Counted in the same transaction: a refusal (the month's messages used up) writes nothing.
      await this.allowances.consume(em, employerId, plan, 'message', this.clock.now());
      const [company] = await em.execute<Array<{ company_name: string }>>('select company_name from employer_companies where user_id = ?', [employerId]);
      const from = company?.company_name ?? fullName(employer);
      this.mail.queue(em, contactRequestedMail(crew.email, crew.firstName, from, message, this.config.APP_URL));
      return inserted[0].id;
    });
    const rows = await this.em.fork().execute<Row[]>(`${SELECT} where r.id = ?`, [id]);
    return (await toViews(this.queries, rows, 'sent'))[0];
  }
}

@QueryHandler(ListContactRequestsQuery)
export class ListContactRequestsHandler implements IQueryHandler<ListContactRequestsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId }: ListContactRequestsQuery): Promise<ContactRequestView[]> {
    const user = await this.queries.execute(new GetUserQuery(userId));
    if (!user) throw new UnauthorizedException('Unauthorized');
    const employer = user.role === 'employer' || user.role === 'agency';
    const rows = await this.em
      .fork()
      .execute<Row[]>(`${SELECT} where ${employer ? 'r.employer_id' : 'r.crew_id'} = ? order by r.created_at desc, r.id desc limit 200`, [userId]);
    return toViews(this.queries, rows, employer ? 'sent' : 'received');
  }
}

@CommandHandler(RespondContactRequestCommand)
export class RespondContactRequestHandler implements ICommandHandler<RespondContactRequestCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async execute({ crewId, requestId, status }: RespondContactRequestCommand): Promise<ContactRequestView> {
    const [crew, found] = await Promise.all([
      this.queries.execute(new GetUserQuery(crewId)),
      this.em.fork().execute<Row[]>(`${SELECT} where r.id = ?`, [requestId]),
    ]);
    // Only the crew member it was sent to may answer it; to anyone else it does not exist.
    if (!crew || found.length === 0 || found[0].crew_id !== crewId) throw new NotFoundException(REQUEST_NOT_FOUND);
    const employer = await this.queries.execute(new GetUserQuery(found[0].employer_id));
    await this.em.transactional(async (em) => {
      const changed = await em.execute<unknown[]>(`update contact_requests set status = ?, responded_at = now() where id = ? and status = 'pending' returning id`, [
        status,
        requestId,
      ]);
      if (changed.length === 0) throw new ConflictException('This contact request was already answered');
      const crewName = fullName(crew);
      if (employer) this.mail.queue(em, contactAnsweredMail(employer.email, crewName, status === 'accepted', status === 'accepted' ? crew.email : null, this.config.APP_URL));
    });
    const rows = await this.em.fork().execute<Row[]>(`${SELECT} where r.id = ?`, [requestId]);
    return (await toViews(this.queries, rows, 'received'))[0];
  }
}
