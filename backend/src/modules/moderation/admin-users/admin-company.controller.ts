import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UuidParam } from '../../../platform/http/uuid-param.pipe.js';
import { type CompanyView, RevokeCompanyVerificationCommand, VerifyCompanyCommand } from '../../billing/contracts/company.js';
import { CompanyDto } from '../../billing/contracts/company.dto.js';
import { ActsOnUser, CurrentOrigin, CurrentUserId, type RequestOrigin, Require } from '../../identity/contracts/auth.js';
import { AuditLog } from '../audit-log/audit-log.js';
import { DecisionDto } from '../moderation-reason.dto.js';

const USER_NOT_FOUND = 'User not found';

/**
 * Company verification by an admin (DESIGN.md, "Companies"): after checking the licence (for a
 * recruitment agency, its MLC 2006 recruitment and placement service licence) an admin verifies
 * the company of an employer or agency account, or withdraws it, with a reason; billing keeps
 * the state, the audit log the decision, both in one transaction. Never on one's own company.
 */
@ApiTags('admin')
@Controller('admin/users')
@Require('isAdmin')
export class AdminCompanyController {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly audit: AuditLog,
  ) {}

  @Post(':userId/company-verification')
  @HttpCode(200)
  @ActsOnUser('verify-company')
  @ApiOperation({
    operationId: 'verifyCompany',
    summary: "Verify the company of an employer or agency account with a reason, after checking its licence; its owner is emailed. 404 without a company, 409 when already verified",
  })
  @ApiOkResponse({ type: CompanyDto })
  verify(
    @CurrentUserId() adminId: string,
    @Param('userId', new UuidParam(USER_NOT_FOUND)) userId: string,
    @Body() { reason }: DecisionDto,
    @CurrentOrigin() origin: RequestOrigin,
  ): Promise<CompanyView> {
    return this.decide(new VerifyCompanyCommand(adminId, userId, reason), 'company.verified', { adminId, userId, reason, origin });
  }

  @Delete(':userId/company-verification')
  @ActsOnUser('verify-company')
  @ApiOperation({
    operationId: 'revokeCompanyVerification',
    summary: "Withdraw a company's verification with a reason: crew, new reports and /verify show 'Unverified company' again; its owner is emailed. 409 when not verified",
  })
  @ApiOkResponse({ type: CompanyDto })
  revoke(
    @CurrentUserId() adminId: string,
    @Param('userId', new UuidParam(USER_NOT_FOUND)) userId: string,
    @Body() { reason }: DecisionDto,
    @CurrentOrigin() origin: RequestOrigin,
  ): Promise<CompanyView> {
    return this.decide(new RevokeCompanyVerificationCommand(adminId, userId, reason), 'company.verification-revoked', { adminId, userId, reason, origin });
  }

  /** The decision and its audit row, with the company's name and the reason. */
  private decide(
    command: VerifyCompanyCommand | RevokeCompanyVerificationCommand,
    action: 'company.verified' | 'company.verification-revoked',
    { adminId, userId, reason, origin }: { adminId: string; userId: string; reason: DecisionDto['reason']; origin: RequestOrigin },
  ): Promise<CompanyView> {
    return this.em.transactional(async (em) => {
      const company = await this.commands.execute(command);
      await this.audit.append(em, { actorId: adminId, action, targetType: 'user', targetId: userId, details: { companyName: company.name, reason }, origin });
      return company;
    });
  }
}
