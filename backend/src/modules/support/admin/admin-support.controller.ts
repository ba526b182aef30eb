import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Body, ConflictException, Controller, ForbiddenException, Get, HttpCode, NotFoundException, Param, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Clock } from '../../../platform/clock/clock.js';
import { AppConfig } from '../../../platform/config/app-config.js';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { UuidParam } from '../../../platform/http/uuid-param.pipe.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { GetUserNamesQuery } from '../../identity/contracts/admin.js';
import { CurrentUserId, Require } from '../../identity/contracts/auth.js';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import { FORMER_MEMBER } from '../../identity/contracts/user-values.js';
import { SUPPORT_REQUEST_ANSWERED, SUPPORT_REQUEST_CLOSED } from '../contracts/events.js';
import { AdminSupportRequestDto, ListSupportRequestsQueryDto, ReplySupportRequestDto, type SupportPersonDto } from '../support.dto.js';
import { SupportReply, SupportRequest } from '../support.entities.js';
import { supportRequestHandled } from '../support-events.js';
import { supportReplyMail } from '../support-mails.js';
import { withReplies } from '../support-threads.js';

const NOT_FOUND = 'Support request not found';
const CLOSED = 'This support request is closed';
/** The admin-rights rule (nobody acts on their own account through the admin area), for an admin who is also an employer. */
const OWN_REQUEST = 'You cannot answer your own support request from the admin area';
const LIST_LIMIT = 100;

/**
 * Priority support in the admin dashboard (DESIGN.md, "Plan features"): any admin level lists
 * the requests, answers them (the answer is emailed to the employer) and closes them. Both
 * actions go to the audit log through support's events.
 */
@ApiTags('admin')
@Controller('admin/support/requests')
@Require('isAdmin')
export class AdminSupportController {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly events: IntegrationEvents,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listSupportRequests', summary: 'Open support requests, oldest first (first asked, first answered), or closed ones, newest first; at most 100' })
  @ApiOkResponse({ type: [AdminSupportRequestDto] })
  async list(@Query() query: ListSupportRequestsQueryDto): Promise<AdminSupportRequestDto[]> {
    const open = (query.status ?? 'open') === 'open';
    const requests = await this.em.fork().find(SupportRequest, { status: open ? 'open' : 'closed' }, {
      orderBy: open ? { createdAt: 'asc', id: 'asc' } : { closedAt: 'desc', id: 'desc' },
      limit: LIST_LIMIT,
    });
    return this.views(requests);
  }

  @Post(':requestId/replies')
  @ApiOperation({ operationId: 'replySupportRequest', summary: 'Answer an open support request: the answer is emailed to the employer and shown in their support history (409 once closed)' })
  @ApiCreatedResponse({ type: AdminSupportRequestDto })
  async reply(
    @CurrentUserId() adminId: string,
    @Param('requestId', new UuidParam(NOT_FOUND)) requestId: string,
    @Body() dto: ReplySupportRequestDto,
  ): Promise<AdminSupportRequestDto> {
    const request = await this.em.transactional(async (em) => {
      const request = await this.openRequest(em, requestId, adminId);
      const employer = await this.queries.execute(new GetUserQuery(request.employerId));
      if (!employer) throw new NotFoundException(NOT_FOUND);
      em.persist(em.create(SupportReply, { requestId, authorId: adminId, message: dto.message }));
      this.mail.queue(em, supportReplyMail(employer.email, employer.firstName, request.subject, dto.message, this.config.APP_URL));
      this.events.publish(em, supportRequestHandled(SUPPORT_REQUEST_ANSWERED, { requestId, employerId: request.employerId, adminId }));
      await em.flush();
      return request;
    });
    return (await this.views([request]))[0];
  }

  @Post(':requestId/close')
  @HttpCode(200)
  @ApiOperation({ operationId: 'closeSupportRequest', summary: 'Close a support request: it leaves the open list and no more answers are sent (409 when already closed)' })
  @ApiOkResponse({ type: AdminSupportRequestDto })
  async close(@CurrentUserId() adminId: string, @Param('requestId', new UuidParam(NOT_FOUND)) requestId: string): Promise<AdminSupportRequestDto> {
    const request = await this.em.transactional(async (em) => {
      const request = await this.openRequest(em, requestId, adminId);
      Object.assign(request, { status: 'closed', closedAt: this.clock.now(), closedBy: adminId });
      this.events.publish(em, supportRequestHandled(SUPPORT_REQUEST_CLOSED, { requestId, employerId: request.employerId, adminId }));
      await em.flush();
      return request;
    });
    return (await this.views([request]))[0];
  }

  /** The request, locked for this change; refused when unknown, closed, or the admin's own. */
  private async openRequest(em: EntityManager, requestId: string, adminId: string): Promise<SupportRequest> {
    const request = await em.findOne(SupportRequest, { id: requestId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!request) throw new NotFoundException(NOT_FOUND);
    if (request.employerId === adminId) throw new ForbiddenException(OWN_REQUEST);
    if (request.status !== 'open') throw new ConflictException(CLOSED);
    return request;
  }

  /** Threads with everyone named in one query to identity. */
  private async views(requests: SupportRequest[]): Promise<AdminSupportRequestDto[]> {
    const threads = await withReplies(this.em.fork(), requests);
    const ids = threads.flatMap(({ request, replies }) => [request.employerId, ...(request.closedBy ? [request.closedBy] : []), ...replies.flatMap((r) => (r.authorId ? [r.authorId] : []))]);
    const names = await this.queries.execute(new GetUserNamesQuery(ids));
    const person = (id: string | null): SupportPersonDto => {
      const known = id ? names.get(id) : undefined;
      return known ? { id, name: known.name, email: known.email } : { id: null, name: FORMER_MEMBER, email: null };
    };
    return threads.map(({ request, replies }) => ({
      id: request.id,
      category: request.category,
      subject: request.subject,
      message: request.message,
      status: request.status,
      createdAt: request.createdAt.toISOString(),
      closedAt: request.closedAt?.toISOString() ?? null,
      employer: person(request.employerId),
      closedBy: request.closedBy ? person(request.closedBy) : null,
      replies: replies.map((reply) => ({ id: reply.id, message: reply.message, createdAt: reply.createdAt.toISOString(), author: person(reply.authorId) })),
    }));
  }
}
