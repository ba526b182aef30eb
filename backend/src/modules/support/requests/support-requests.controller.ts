import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUserId, Require, RequirePlan } from '../../identity/contracts/auth.js';
import { OpenSupportRequestDto, SupportRequestDto } from '../support.dto.js';
import { SupportRequest } from '../support.entities.js';
import { withReplies } from '../support-threads.js';

/** How many of an employer's requests the history shows, newest first. */
const HISTORY = 100;

function toDto({ request, replies }: Awaited<ReturnType<typeof withReplies>>[number]): SupportRequestDto {
  return {
    id: request.id,
    category: request.category,
    subject: request.subject,
    message: request.message,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    closedAt: request.closedAt?.toISOString() ?? null,
    // The employer reads the team's answer; which admin wrote it stays in the admin area.
    replies: replies.map((reply) => ({ id: reply.id, message: reply.message, createdAt: reply.createdAt.toISOString() })),
  };
}

/**
 * Priority support on the Employer page (DESIGN.md, "Plan features"). Writing a request needs an
 * active Enterprise plan; the history stays readable to the employer whatever their plan is now.
 */
@ApiTags('support')
@Controller('support/requests')
@Require('isEmployer')
export class SupportRequestsController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  @ApiOperation({ operationId: 'listMySupportRequests', summary: 'Your support requests, newest first (at most 100), each with the answers to it' })
  @ApiOkResponse({ type: [SupportRequestDto] })
  async list(@CurrentUserId() employerId: string): Promise<SupportRequestDto[]> {
    const em = this.em.fork();
    const requests = await em.find(SupportRequest, { employerId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: HISTORY });
    return (await withReplies(em, requests)).map(toDto);
  }

  @Post()
  @RequirePlan('prioritySupport')
  @ApiOperation({ operationId: 'openSupportRequest', summary: 'Ask priority support (Enterprise plan): admins answer in the admin dashboard and the answer is emailed to you' })
  @ApiCreatedResponse({ type: SupportRequestDto })
  async open(@CurrentUserId() employerId: string, @Body() dto: OpenSupportRequestDto): Promise<SupportRequestDto> {
    const em = this.em.fork();
    const request = em.create(SupportRequest, { employerId, category: dto.category, subject: dto.subject, message: dto.message });
    await em.persist(request).flush();
    return toDto({ request, replies: [] });
  }
}
