import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UuidParam } from '../../../platform/http/uuid-param.pipe.js';
import { type RateLimit, RateLimiter } from '../../../platform/security/rate-limiter.service.js';
import { CurrentUserId, NeedsConfirmedEmail, OwnerChecked, Require, SignedIn } from '../../identity/contracts/auth.js';
import {
  GetContactStatesQuery,
  GetContactThreadQuery,
  ListContactRequestsQuery,
  RespondContactRequestCommand,
  SendContactRequestCommand,
  WithdrawContactConsentCommand,
  WriteContactMessageCommand,
} from './contact-requests.commands.js';
import {
  ContactMessageView,
  ContactRequestView,
  ContactStatesQueryDto,
  ContactStateView,
  ContactThreadView,
  RespondContactRequestDto,
  SendContactRequestDto,
  WriteContactMessageDto,
} from './contact-requests.dto.js';
import { REQUEST_NOT_FOUND } from './contact-views.js';

/** Each thread message is mailed to the other side: a lively conversation stays well under this, a flood does not. */
export const CONTACT_MESSAGE_LIMIT = { bucket: 'contact-message:user', max: 60, windowSeconds: 3600 } satisfies RateLimit;

@ApiTags('billing')
@Controller('contact-requests')
export class ContactRequestsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Post()
  @Require('canSearchCrew')
  @NeedsConfirmedEmail('contactCrew')
  @ApiOperation({
    operationId: 'sendContactRequest',
    summary: 'Open a conversation with a searchable crew member: one open conversation each, counted once as one message of the plan; 409 while one is open or within 30 days of a decline or a withdrawn consent',
  })
  @ApiCreatedResponse({ type: ContactRequestView })
  send(@CurrentUserId() employerId: string, @Body() dto: SendContactRequestDto): Promise<ContactRequestView> {
    const opening = { position: dto.position ?? null, vessel: dto.vessel ?? null, dates: dto.dates ?? null, message: dto.message };
    return this.commands.execute(new SendContactRequestCommand(employerId, dto.crewId.toLowerCase(), opening, dto.payWithCredits));
  }

  @Get()
  @SignedIn()
  @ApiOperation({ operationId: 'listContactRequests', summary: 'Crew: the conversations received. Employers: those opened, with the email of crew who accepted. Latest activity first' })
  @ApiOkResponse({ type: [ContactRequestView] })
  list(@CurrentUserId() userId: string): Promise<ContactRequestView[]> {
    return this.queries.execute(new ListContactRequestsQuery(userId));
  }

  // Before ':id', which would otherwise take 'with' for an id.
  @Get('with')
  @Require('isEmployer')
  @ApiOperation({ operationId: 'getContactStates', summary: "What the Contact button shows for each crew member given: the employer's latest conversation with them (one query for a page)" })
  @ApiOkResponse({ type: [ContactStateView] })
  states(@CurrentUserId() employerId: string, @Query() dto: ContactStatesQueryDto): Promise<ContactStateView[]> {
    return this.queries.execute(new GetContactStatesQuery(employerId, dto.crewId));
  }

  @Get(':id')
  @OwnerChecked()
  @ApiOperation({ operationId: 'getContactThread', summary: 'A conversation and its messages, for its two parties only (404 for anyone else)' })
  @ApiOkResponse({ type: ContactThreadView })
  thread(@CurrentUserId() userId: string, @Param('id', new UuidParam(REQUEST_NOT_FOUND)) id: string): Promise<ContactThreadView> {
    return this.queries.execute(new GetContactThreadQuery(userId, id));
  }

  @Patch(':id')
  @OwnerChecked()
  @ApiOperation({ operationId: 'respondContactRequest', summary: 'The crew member addressed accepts or declines a pending request; the employer is told by email' })
  @ApiOkResponse({ type: ContactRequestView })
  respond(
    @CurrentUserId() crewId: string,
    @Param('id', new UuidParam(REQUEST_NOT_FOUND)) id: string,
    @Body() dto: RespondContactRequestDto,
  ): Promise<ContactRequestView> {
    return this.commands.execute(new RespondContactRequestCommand(crewId, id, dto.status));
  }

  @Post(':id/messages')
  @OwnerChecked()
  @ApiOperation({
    operationId: 'writeContactMessage',
    summary: 'Either party writes in an accepted conversation; the other side is emailed (409 before acceptance and once closed; at most 60 an hour: 429 after)',
  })
  @ApiCreatedResponse({ type: ContactMessageView })
  async write(
    @CurrentUserId() userId: string,
    @Param('id', new UuidParam(REQUEST_NOT_FOUND)) id: string,
    @Body() dto: WriteContactMessageDto,
  ): Promise<ContactMessageView> {
    await this.limiter.hit({ ...CONTACT_MESSAGE_LIMIT, key: userId });
    return this.commands.execute(new WriteContactMessageCommand(userId, id, dto.message));
  }

  @Post(':id/withdraw-consent')
  @HttpCode(200)
  @OwnerChecked()
  @ApiOperation({ operationId: 'withdrawContactConsent', summary: 'The crew member withdraws the consent given by accepting: the employer no longer sees the email and the thread closes' })
  @ApiOkResponse({ type: ContactRequestView })
  withdraw(@CurrentUserId() crewId: string, @Param('id', new UuidParam(REQUEST_NOT_FOUND)) id: string): Promise<ContactRequestView> {
    return this.commands.execute(new WithdrawContactConsentCommand(crewId, id));
  }
}
