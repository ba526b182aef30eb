import { findPlan } from '@crew/contracts/plans';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, ForbiddenException, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { AppConfig } from '../../../platform/config/app-config.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import { fullName } from '../../identity/contracts/user-values.js';
import { MonthlyAllowances } from '../allowances/monthly-allowances.js';
import { contactAnsweredMail, contactRequestedMail } from './contact-mails.js';
import { type ConversationDates, whyNoNewRequest } from './contact-rules.js';
import { ListContactRequestsQuery, RespondContactRequestCommand, SendContactRequestCommand } from './contact-requests.commands.js';
import type { ContactRequestView } from './contact-requests.dto.js';
import { type ConversationRow, findConversation, REQUEST_NOT_FOUND, SELECT_CONVERSATIONS, toViews } from './contact-views.js';

const CREW_NOT_FOUND = 'Crew member not found';

/** The employer's latest conversation with the crew member: the open one if any (at most one), else the newest. */
async function latestConversation(em: EntityManager, employerId: string, crewId: string): Promise<ConversationDates | undefined> {
  const [row] = await em.execute<Array<{ status: ConversationDates['status']; responded_at: Date | null; withdrawn_at: Date | null }>>(
    `select status, responded_at, withdrawn_at from contact_requests where employer_id = ? and crew_id = ?
     order by status in ('pending', 'accepted') desc, created_at desc, id desc limit 1`,
    [employerId, crewId],
  );
  return row && { status: row.status, respondedAt: row.responded_at && new Date(row.responded_at), withdrawnAt: row.withdrawn_at && new Date(row.withdrawn_at) };
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

  async execute({ employerId, crewId, opening, payWithCredits }: SendContactRequestCommand): Promise<ContactRequestView> {
    const [employer, crew] = await Promise.all([this.queries.execute(new GetUserQuery(employerId)), this.queries.execute(new GetUserQuery(crewId))]);
    if (!employer) throw new UnauthorizedException('Unauthorized');
    // Only crew who chose to be found can be contacted; anyone else is answered like an unknown id.
    if (!crew || crew.role !== 'crew' || !crew.searchable) throw new NotFoundException(CREW_NOT_FOUND);
    const plan = findPlan(employer.subscriptionPlan);
    if (!plan) throw new ForbiddenException('Premium Subscription Required');
    const now = this.clock.now();

    let id: string;
    try {
      id = await this.em.transactional(async (em) => {
        const refusal = whyNoNewRequest(await latestConversation(em, employerId, crewId), now);
        if (refusal) throw new ConflictException(refusal);
        // The partial unique index (one open conversation per pair) settles two requests racing
        // past the check above: the second insert waits for the first and fails, before it is charged.
        const [inserted] = await em.execute<Array<{ id: string }>>(
          `insert into contact_requests (id, employer_id, crew_id, position, vessel, dates, message, created_at) values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?) returning id`,
          [employerId, crewId, opening.position, opening.vessel, opening.dates, opening.message, now],
        );
        // The one place a conversation is charged: once, when it is opened, in the same
        // transaction (a refusal, the month's messages used up, writes nothing).
        await this.allowances.consume(em, employerId, plan, 'message', now, { subjectId: crewId, payWithCredits, reference: inserted.id });
        const [company] = await em.execute<Array<{ company_name: string }>>('select company_name from employer_companies where user_id = ?', [employerId]);
        const from = company?.company_name ?? fullName(employer);
        this.mail.queue(em, contactRequestedMail(crew.email, crew.firstName, from, opening, inserted.id, this.config.APP_URL));
        return inserted.id;
      });
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      // Lost the race: answer as the check would have, now that the winner has committed.
      const refusal = whyNoNewRequest(await latestConversation(this.em.fork(), employerId, crewId), now);
      throw new ConflictException(refusal ?? 'You already have a pending contact request to this crew member');
    }
    return (await toViews(this.queries, [(await findConversation(this.em, id))!], 'sent'))[0];
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
      .execute<ConversationRow[]>(
        `${SELECT_CONVERSATIONS} where ${employer ? 'r.employer_id' : 'r.crew_id'} = ? order by coalesce(m.created_at, r.created_at) desc, r.id desc limit 200`,
        [userId],
      );
    return toViews(this.queries, rows, employer ? 'sent' : 'received');
  }
}

@CommandHandler(RespondContactRequestCommand)
export class RespondContactRequestHandler implements ICommandHandler<RespondContactRequestCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute({ crewId, requestId, status }: RespondContactRequestCommand): Promise<ContactRequestView> {
    const [crew, found] = await Promise.all([this.queries.execute(new GetUserQuery(crewId)), findConversation(this.em, requestId)]);
    // Only the crew member it was sent to may answer it; to anyone else it does not exist.
    if (!crew || !found || found.crew_id !== crewId) throw new NotFoundException(REQUEST_NOT_FOUND);
    const employer = await this.queries.execute(new GetUserQuery(found.employer_id));
    await this.em.transactional(async (em) => {
      const changed = await em.execute<unknown[]>(`update contact_requests set status = ?, responded_at = ? where id = ? and status = 'pending' returning id`, [
        status,
        this.clock.now(),
        requestId,
      ]);
      if (changed.length === 0) throw new ConflictException('This contact request was already answered');
      const accepted = status === 'accepted';
      if (employer) this.mail.queue(em, contactAnsweredMail(employer.email, fullName(crew), accepted, accepted ? crew.email : null, requestId, this.config.APP_URL));
    });
    return (await toViews(this.queries, [(await findConversation(this.em, requestId))!], 'received'))[0];
  }
}
