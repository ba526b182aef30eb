import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UuidParam } from '../../../platform/http/uuid-param.pipe.js';
import { CurrentUserId, NeedsConfirmedEmail, OwnerChecked, Require, SignedIn } from '../../identity/contracts/auth.js';
import { ListContactRequestsQuery, RespondContactRequestCommand, SendContactRequestCommand } from './contact-requests.commands.js';
import { ContactRequestView, RespondContactRequestDto, SendContactRequestDto } from './contact-requests.dto.js';

@ApiTags('billing')
@Controller('contact-requests')
export class ContactRequestsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @Require('canSearchCrew')
  @NeedsConfirmedEmail('contactCrew')
  @ApiOperation({ operationId: 'sendContactRequest', summary: 'Ask a searchable crew member to get in touch (one open request each; counts one message of the plan)' })
  @ApiCreatedResponse({ type: ContactRequestView })
  send(@CurrentUserId() employerId: string, @Body() dto: SendContactRequestDto): Promise<ContactRequestView> {
    return this.commands.execute(new SendContactRequestCommand(employerId, dto.crewId.toLowerCase(), dto.message));
  }

  @Get()
  @SignedIn()
  @ApiOperation({ operationId: 'listContactRequests', summary: 'Crew: the contact requests received. Employers: those sent, with the email of crew who accepted' })
  @ApiOkResponse({ type: [ContactRequestView] })
  list(@CurrentUserId() userId: string): Promise<ContactRequestView[]> {
    return this.queries.execute(new ListContactRequestsQuery(userId));
  }

  @Patch(':id')
  @OwnerChecked()
  @ApiOperation({ operationId: 'respondContactRequest', summary: 'The crew member addressed accepts or declines a pending request; the employer is told by email' })
  @ApiOkResponse({ type: ContactRequestView })
  respond(
    @CurrentUserId() crewId: string,
    @Param('id', new UuidParam('Contact request not found')) id: string,
    @Body() dto: RespondContactRequestDto,
  ): Promise<ContactRequestView> {
    return this.commands.execute(new RespondContactRequestCommand(crewId, id, dto.status));
  }
}
