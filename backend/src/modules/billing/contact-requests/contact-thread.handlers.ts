import { formatInstantDay } from '@crew/contracts/calendar-days';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { AppConfig } from '../../../platform/config/app-config.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import { fullName } from '../../identity/contracts/user-values.js';
import { consentWithdrawnMail, contactMessageMail } from './contact-mails.js';
import { newRequestFrom } from './contact-rules.js';
import { GetContactThreadQuery, WithdrawContactConsentCommand, WriteContactMessageCommand } from './contact-requests.commands.js';
import type { ContactMessageView, ContactRequestView, ContactThreadView } from './contact-requests.dto.js';
import { companyName, findConversation, iso, namesOf, REQUEST_NOT_FOUND, toView, toViews } from './contact-views.js';

/** Most thread messages one read returns (the newest), far beyond any real conversation. */
const THREAD_LIMIT = 500;

/** Why no message can be written in a conversation in this state (409), or null when it is open for messages. */
function whyClosedForMessages(status: ContactRequestView['status']): string | null {
  switch (status) {
    case 'accepted':
      return null;
    case 'pending':
      return 'Messages can be written once the crew member accepts the contact request';
    case 'declined':
      return 'This conversation is closed: the crew member declined the contact request';
    case 'withdrawn':
      return 'This conversation is closed: the crew member withdrew their consent to be contacted';
  }
}

@QueryHandler(GetContactThreadQuery)
export class GetContactThreadHandler implements IQueryHandler<GetContactThreadQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, requestId }: GetContactThreadQuery): Promise<ContactThreadView> {
    const row = await findConversation(this.em, requestId);
    // The two parties only: to anyone else (admins included) the conversation does not exist.
    if (!row || (row.employer_id !== userId && row.crew_id !== userId)) throw new NotFoundException(REQUEST_NOT_FOUND);
    const [names, messages] = await Promise.all([
      namesOf(this.queries, [row]),
      this.em.fork().execute<Array<{ id: string; sender_id: string; message: string; created_at: Date }>>(
        `select * from (select id, sender_id, message, created_at from contact_messages where request_id = ? order by created_at desc, id desc limit ?) m
         order by created_at, id`,
        [requestId, THREAD_LIMIT],
      ),
    ]);
    const view = toView(row, names, row.employer_id === userId ? 'sent' : 'received');
    return {
      ...view,
      messages: messages.map((m) => {
        const from = m.sender_id === row.crew_id ? 'crew' : 'employer';
        return { id: m.id, from, senderName: from === 'crew' ? view.crew.name : view.company.name, message: m.message, createdAt: iso(m.created_at) };
      }),
    };
  }
}

@CommandHandler(WriteContactMessageCommand)
export class WriteContactMessageHandler implements ICommandHandler<WriteContactMessageCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute({ userId, requestId, message }: WriteContactMessageCommand): Promise<ContactMessageView> {
    const row = await findConversation(this.em, requestId);
    if (!row || (row.employer_id !== userId && row.crew_id !== userId)) throw new NotFoundException(REQUEST_NOT_FOUND);
    const fromCrew = row.crew_id === userId;
    const [names, recipient] = await Promise.all([namesOf(this.queries, [row]), this.queries.execute(new GetUserQuery(fromCrew ? row.employer_id : row.crew_id))]);
    const senderName = fromCrew ? (names.get(row.crew_id)?.name ?? 'Former member') : companyName(row, names);
    const now = this.clock.now();
    const id = await this.em.transactional(async (em) => {
      // Read under a share lock: a consent withdrawn at this moment waits for this message or
      // comes first and closes the thread, never half of each.
      const [current] = await em.execute<Array<{ status: ContactRequestView['status'] }>>('select status from contact_requests where id = ? for share', [requestId]);
      if (!current) throw new NotFoundException(REQUEST_NOT_FOUND);
      const closed = whyClosedForMessages(current.status);
      if (closed) throw new ConflictException(closed);
      const [inserted] = await em.execute<Array<{ id: string }>>(
        'insert into contact_messages (id, request_id, sender_id, message, created_at) values (gen_random_uuid(), ?, ?, ?, ?) returning id',
        [requestId, userId, message, now],
      );
      if (recipient) {
        const greeting = fromCrew ? null : recipient.firstName;
        this.mail.queue(em, contactMessageMail(recipient.email, greeting, senderName, message, requestId, this.config.APP_URL));
      }
      return inserted.id;
    });
    return { id, from: fromCrew ? 'crew' : 'employer', senderName, message, createdAt: now.toISOString() };
  }
}

@CommandHandler(WithdrawContactConsentCommand)
export class WithdrawContactConsentHandler implements ICommandHandler<WithdrawContactConsentCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute({ crewId, requestId }: WithdrawContactConsentCommand): Promise<ContactRequestView> {
    const found = await findConversation(this.em, requestId);
    // Only the crew member gave consent, so only they can withdraw it; to anyone else it does not exist.
    if (!found || found.crew_id !== crewId) throw new NotFoundException(REQUEST_NOT_FOUND);
    const [crew, employer] = await Promise.all([this.queries.execute(new GetUserQuery(crewId)), this.queries.execute(new GetUserQuery(found.employer_id))]);
    const now = this.clock.now();
    await this.em.transactional(async (em) => {
      const changed = await em.execute<unknown[]>(`update contact_requests set status = 'withdrawn', withdrawn_at = ? where id = ? and status = 'accepted' returning id`, [
        now,
        requestId,
      ]);
      if (changed.length === 0) {
        const [current] = await em.execute<Array<{ status: ContactRequestView['status'] }>>('select status from contact_requests where id = ?', [requestId]);
        throw new ConflictException(
          current?.status === 'withdrawn'
            ? 'You already withdrew your consent'
            : current?.status === 'declined'
              ? 'You declined this contact request: there is no consent to withdraw'
              : 'Consent can be withdrawn once you have accepted: decline the request instead',
        );
      }
      const next = newRequestFrom({ status: 'withdrawn', respondedAt: null, withdrawnAt: now })!;
      if (employer && crew) this.mail.queue(em, consentWithdrawnMail(employer.email, fullName(crew), formatInstantDay(next.toISOString()), requestId, this.config.APP_URL));
    });
    return (await toViews(this.queries, [(await findConversation(this.em, requestId))!], 'received'))[0];
  }
}
