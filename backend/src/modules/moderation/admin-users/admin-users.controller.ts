import type { ModerationReason } from '@crew/contracts/moderation';
import { ADMIN_USER_SEARCH_COUNT_CAP } from '@crew/contracts/user-values';
import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminUserDto } from '../moderation.dto.js';
import type { Response } from 'express';
import { UuidParam } from '../../../platform/http/uuid-param.pipe.js';
import {
  type AdminUserView, DeleteUserCommand, LiftSuspensionCommand, ListUsersForAdminQuery, ResetSecondFactorsCommand, SetAccountRoleCommand, SetAdminLevelCommand, SuspendUserCommand,
} from '../../identity/contracts/admin.js';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import { ActsOnUser, ActsOnUsers, CurrentOrigin, CurrentUserId, type RequestOrigin, Require, RequiresRecentCheck } from '../../identity/contracts/auth.js';
import { DecisionDto } from '../moderation-reason.dto.js';
import { AuditLog } from '../audit-log/audit-log.js';
import { ListUsersQueryDto, SetAdminLevelDto, SetRoleDto, SuspendUsersDto } from './admin-users.dto.js';

const USER_NOT_FOUND = 'User not found';

@ApiTags('admin')
@Controller('admin/users')
@Require('isAdmin')
export class AdminUsersController {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly audit: AuditLog,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listUsersForAdmin', summary: `Users by name or email and role, newest first; the total is in X-Total-Count, exact up to ${ADMIN_USER_SEARCH_COUNT_CAP} matches of a search (beyond, X-Total-Count-Capped: true)` })
  @ApiOkResponse({ type: [AdminUserDto] })
  async list(@Query() query: ListUsersQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdminUserView[]> {
    const pageSize = query.pageSize ?? 20;
    const page = await this.queries.execute(
      new ListUsersForAdminQuery({ search: query.search, role: query.role, limit: pageSize, offset: ((query.page ?? 1) - 1) * pageSize }),
    );
    res.setHeader('X-Total-Count', String(page.total));
    if (page.capped) res.setHeader('X-Total-Count-Capped', 'true');
    return page.users;
  }

  @Patch(':userId/role')
  @ActsOnUser('set-role')
  @ApiOperation({ operationId: 'setUserRole', summary: "Set a user's account type (crew, employer, agency)" })
  @ApiOkResponse({ type: AdminUserDto })
  async setRole(
    @CurrentUserId() adminId: string,
    @Param('userId', new UuidParam(USER_NOT_FOUND)) userId: string,
    @Body() dto: SetRoleDto,
    @CurrentOrigin() origin: RequestOrigin,
  ): Promise<AdminUserView> {
    // The change and its audit entry commit together (identity writes through this transaction).
    return this.em.transactional(async (em) => {
      const before = await this.queries.execute(new GetUserQuery(userId));
      const after = await this.commands.execute(new SetAccountRoleCommand(adminId, userId, dto.role));
      await this.audit.append(em, { actorId: adminId, action: 'user.role-changed', targetType: 'user', targetId: userId, details: { from: before?.role, to: dto.role }, origin });
      return after;
    });
  }

  @Patch(':userId/admin-level')
  @ActsOnUser('set-admin-level')
  @RequiresRecentCheck()
  @ApiOperation({
    operationId: 'setUserAdminLevel',
    summary:
      "Set a user's admin level, or null for none, with a reason; the person is emailed. Never your own, never above your own level, only a super_admin acts on a super_admin, and the last super_admin stays (409)",
  })
  @ApiOkResponse({ type: AdminUserDto })
  async setAdminLevel(
    @CurrentUserId() adminId: string,
    @Param('userId', new UuidParam(USER_NOT_FOUND)) userId: string,
    @Body() dto: SetAdminLevelDto,
    @CurrentOrigin() origin: RequestOrigin,
  ): Promise<AdminUserView> {
    return this.em.transactional(async (em) => {
      const before = await this.queries.execute(new GetUserQuery(userId));
      const after = await this.commands.execute(new SetAdminLevelCommand(adminId, userId, dto.adminLevel, dto.reason));
      await this.audit.append(em, {
        actorId: adminId,
        action: 'user.admin-level-changed',
        targetType: 'user',
        targetId: userId,
        details: { from: before?.adminLevel ?? null, to: dto.adminLevel, reason: dto.reason },
        origin,
      });
      return after;
    });
  }

  @Post('suspend')
  @HttpCode(200)
  @ActsOnUsers('suspend')
  @ApiOperation({
    operationId: 'suspendUsers',
    summary: 'Suspend up to 100 accounts with one reason (e.g. the reviewers of selected reviews); the access guard checks each first; already suspended ones stay as they are, deleted ones are left out of the answer',
  })
  @ApiOkResponse({ type: [AdminUserDto] })
  async suspendMany(@CurrentUserId() adminId: string, @Body() dto: SuspendUsersDto, @CurrentOrigin() origin: RequestOrigin): Promise<AdminUserView[]> {
    const views: AdminUserView[] = [];
    for (const userId of [...new Set(dto.userIds.map((id) => id.toLowerCase()))]) {
      // A reviewer whose account is gone (a 'Former member' in the queue) has nothing to suspend.
      const view = await this.suspension(adminId, userId, dto.reason, origin, 'suspend').catch((error: unknown) => {
        if (error instanceof NotFoundException) return null;
        throw error;
      });
      if (view) views.push(view);
    }
    return views;
  }

  @Post(':userId/suspend')
  @HttpCode(200)
  @ActsOnUser('suspend')
  @ApiOperation({
    operationId: 'suspendUser',
    summary: 'Suspend an account with a reason: no sign-in, not found, its reviews neither count nor show; nothing erased; the person is emailed. The last active super_admin stays (409)',
  })
  @ApiOkResponse({ type: AdminUserDto })
  suspend(@CurrentUserId() adminId: string, @Param('userId', new UuidParam(USER_NOT_FOUND)) userId: string, @Body() { reason }: DecisionDto, @CurrentOrigin() origin: RequestOrigin) {
    return this.suspension(adminId, userId, reason, origin, 'suspend');
  }

  @Post(':userId/lift-suspension')
  @HttpCode(200)
  @ActsOnUser('suspend')
  @ApiOperation({ operationId: 'liftSuspension', summary: 'Lift a suspension with a reason: everything the account had is back; the person is emailed' })
  @ApiOkResponse({ type: AdminUserDto })
  lift(@CurrentUserId() adminId: string, @Param('userId', new UuidParam(USER_NOT_FOUND)) userId: string, @Body() { reason }: DecisionDto, @CurrentOrigin() origin: RequestOrigin) {
    return this.suspension(adminId, userId, reason, origin, 'lift');
  }

  /** Suspends or lifts, and audits it when something changed, in one transaction. */
  private suspension(adminId: string, userId: string, reason: ModerationReason, origin: RequestOrigin, change: 'suspend' | 'lift'): Promise<AdminUserView> {
    return this.em.transactional(async (em) => {
      const command = change === 'suspend' ? new SuspendUserCommand(adminId, userId, reason) : new LiftSuspensionCommand(adminId, userId, reason);
      const { user, changed } = await this.commands.execute(command);
      if (changed) {
        const action = change === 'suspend' ? 'user.suspended' : 'user.suspension-lifted';
        await this.audit.append(em, { actorId: adminId, action, targetType: 'user', targetId: userId, details: { reason }, origin });
      }
      return user;
    });
  }

  @Delete(':userId')
  @HttpCode(204)
  @ActsOnUser('delete')
  @RequiresRecentCheck()
  @ApiOperation({
    operationId: 'deleteUser',
    summary: "Delete a user's account and personal data, with a reason: never your own from here, never someone above your level; the last super_admin stays (409)",
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  async delete(
    @CurrentUserId() adminId: string,
    @Param('userId', new UuidParam(USER_NOT_FOUND)) userId: string,
    @Body() { reason }: DecisionDto,
    @CurrentOrigin() origin: RequestOrigin,
  ): Promise<void> {
    await this.em.transactional(async (em) => {
      await this.commands.execute(new DeleteUserCommand(adminId, userId));
      // The id and the admin's reason only: the person's name and email must not outlive the account (ADR 0019).
      await this.audit.append(em, { actorId: adminId, action: 'user.deleted', targetType: 'user', targetId: userId, details: { reason }, origin });
    });
  }

  @Post(':userId/second-factors/reset')
  @HttpCode(204)
  @Require('isSuperAdmin')
  @ActsOnUser('reset-second-factors')
  @RequiresRecentCheck()
  @ApiOperation({
    operationId: 'resetSecondFactors',
    summary: "Super admins: remove every second factor of someone who lost them all, with a reason; their sessions end and they are emailed (never your own from here)",
  })
  @ApiNoContentResponse({ description: 'Reset' })
  async resetSecondFactors(
    @CurrentUserId() adminId: string,
    @Param('userId', new UuidParam(USER_NOT_FOUND)) userId: string,
    @Body() { reason }: DecisionDto,
    @CurrentOrigin() origin: RequestOrigin,
  ): Promise<void> {
    await this.em.transactional(async (em) => {
      await this.commands.execute(new ResetSecondFactorsCommand(adminId, userId));
      await this.audit.append(em, { actorId: adminId, action: 'user.second-factors-reset', targetType: 'user', targetId: userId, details: { reason }, origin });
    });
  }
}
