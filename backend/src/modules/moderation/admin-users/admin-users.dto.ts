import { ACCOUNT_ROLES, ADMIN_LEVELS, type AccountRole, type AdminLevel } from '@crew/contracts/user-values';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DecisionDto } from '../moderation-reason.dto.js';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsIn, IsOptional, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { PageParam, PageSizeParam } from '../page-query.js';
import { MAX_BULK_TARGETS } from '../../identity/contracts/auth.js';

export class ListUsersQueryDto {
  @ApiPropertyOptional({ description: 'Part of a name or an email', maxLength: 100 })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;

  @ApiPropertyOptional({ enum: ACCOUNT_ROLES })
  @IsOptional()
  @IsIn(ACCOUNT_ROLES, { message: 'role must be crew, employer or agency' })
  role?: AccountRole;

  @PageParam()
  page?: number;

  @PageSizeParam(20)
  pageSize?: number;
}

export class SetRoleDto {
  @ApiProperty({ enum: ACCOUNT_ROLES })
  @IsIn(ACCOUNT_ROLES, { message: 'role must be crew, employer or agency' })
  role: AccountRole;
}

export class SetAdminLevelDto extends DecisionDto {
  @ApiProperty({ enum: ADMIN_LEVELS, nullable: true, description: 'null removes admin rights' })
  @IsDefined({ message: 'adminLevel must be moderator, admin, super_admin or null' })
  @ValidateIf((dto: SetAdminLevelDto) => dto.adminLevel !== null)
  @IsIn(ADMIN_LEVELS, { message: 'adminLevel must be moderator, admin, super_admin or null' })
  adminLevel: AdminLevel | null;
}

const USER_IDS = `userIds must be a list of 1 to ${MAX_BULK_TARGETS} ids`;

/** One suspension with one reason for several accounts. */
export class SuspendUsersDto extends DecisionDto {
  @ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: MAX_BULK_TARGETS })
  @IsArray({ message: USER_IDS })
  @ArrayMinSize(1, { message: USER_IDS })
  @ArrayMaxSize(MAX_BULK_TARGETS, { message: USER_IDS })
  @IsUUID('all', { each: true, message: USER_IDS })
  userIds: string[];
}
