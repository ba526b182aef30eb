import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { RateLimiter } from '../../../platform/security/rate-limiter.service.js';
import { CurrentUserId, Public, Require } from '../../identity/contracts/auth.js';
import { type CompanyView, GetCompanyQuery } from '../contracts/company.js';
import { ConfirmDomainEmailCommand, SendDomainEmailCommand } from './company-verification.commands.js';
import { CompanyDto } from '../contracts/company.dto.js';
import { SendDomainEmailDto } from './company-verification.dto.js';
import { NO_COMPANY } from './company-verification.handlers.js';

/** Mails to someone else's domain cost them attention: a few an hour per account. */
const DOMAIN_EMAIL_LIMIT = { bucket: 'company:domain-email', max: 5, windowSeconds: 3600 };

/** Where a followed link lands: the Employer page says what happened and drops the flag. */
export const DOMAIN_EMAIL_CONFIRMED = '/employer?companyVerified=1';
export const DOMAIN_EMAIL_LINK_INVALID = '/employer?companyVerification=link-invalid';

@ApiTags('billing')
@Controller('company')
export class CompanyVerificationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Get()
  @Require('isEmployer')
  @ApiOperation({ operationId: 'getCompany', summary: "The signed-in employer's company: details, whether and how it is verified, and a link awaiting confirmation (404 when none is on file)" })
  @ApiOkResponse({ type: CompanyDto })
  async get(@CurrentUserId() userId: string): Promise<CompanyView> {
    const company = await this.queries.execute(new GetCompanyQuery(userId));
    if (!company) throw new NotFoundException(NO_COMPANY);
    return company;
  }

  @Post('domain-email')
  @HttpCode(202)
  @Require('isEmployer')
  @ApiOperation({
    operationId: 'sendCompanyDomainEmail',
    summary:
      "Mail a link to an address on the company's own web domain; following it verifies the company. Free-mail providers and addresses on another domain are refused (400); a verified company 409",
  })
  @ApiAcceptedResponse({ type: CompanyDto })
  async sendDomainEmail(@CurrentUserId() userId: string, @Body() dto: SendDomainEmailDto): Promise<CompanyView> {
    await this.limiter.hit({ ...DOMAIN_EMAIL_LIMIT, key: userId });
    return this.commands.execute(new SendDomainEmailCommand(userId, dto.website, dto.email));
  }

  /** Public: the link is opened in whatever browser reads that mailbox; the token is the proof. */
  @Get('domain-email/:token')
  @Public()
  @ApiOperation({ operationId: 'followCompanyDomainEmail', summary: "Follow a link mailed to a company's domain address: verifies the company, then redirects" })
  @ApiResponse({ status: 303, description: `To ${DOMAIN_EMAIL_CONFIRMED}, or ${DOMAIN_EMAIL_LINK_INVALID} for an unknown, used or expired link` })
  async follow(@Param('token') token: string, @Res() res: Response) {
    const confirmed = await this.commands.execute(new ConfirmDomainEmailCommand(token));
    return res.redirect(303, confirmed ? DOMAIN_EMAIL_CONFIRMED : DOMAIN_EMAIL_LINK_INVALID);
  }
}
