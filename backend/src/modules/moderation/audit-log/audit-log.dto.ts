import { AUDIT_ENTRY_KINDS, type AuditEntryKind } from '@crew/contracts/audit-log';
import { isIsoDay } from '@crew/contracts/sea-service';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize, IsIn, IsOptional, IsString, IsUUID, MaxLength, registerDecorator, type ValidationArguments,
} from 'class-validator';
import { PageParam, PageSizeParam } from '../page-query.js';
import { AUDIT_ACTIONS } from './audit-log.js';

export const AUDIT_PAGE_SIZE = 25;

const IsDay = (): PropertyDecorator => (target, property) =>
  registerDecorator({
    name: 'isDay',
    target: target.constructor,
    propertyName: property as string,
    options: { message: (args: ValidationArguments) => `${args.property} must be a date written YYYY-MM-DD` },
    validator: { validate: (value: unknown) => typeof value === 'string' && isIsoDay(value) },
  });

/** `to` on or after `from` (both days, so comparing the text compares the dates). */
const NotBeforeFrom = (): PropertyDecorator => (target, property) =>
  registerDecorator({
    name: 'notBeforeFrom',
    target: target.constructor,
    propertyName: property as string,
    options: { message: 'to must be the same day as from or later' },
    validator: {
      validate: (value: unknown, args: ValidationArguments) => {
        const from = (args.object as { from?: unknown }).from;
        return typeof from !== 'string' || typeof value !== 'string' || value >= from;
      },
    },
  });

/** `action=a&action=b` and `action=a,b` both mean the two actions. */
function listOf({ value }: { value: unknown }): unknown {
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => (typeof item === 'string' ? item.split(',').map((part) => part.trim()).filter(Boolean) : [item]));
}

const ACTIONS_MESSAGE = `action must be one or more of: ${AUDIT_ACTIONS.join(', ')}`;

/** The Audit Log tab's filters (and its CSV export's): who, what, when; everything optional. */
export class AuditLogFilterDto {
  @ApiPropertyOptional({ format: 'uuid', description: "Entries by this admin (or person, for account activity) only" })
  @IsOptional()
  @IsUUID('all', { message: 'actorId must be a user id (a UUID)' })
  actorId?: string;

  @ApiPropertyOptional({ maxLength: 100, description: "Entries by people whose name or email contains this text" })
  @IsOptional()
  @IsString({ message: 'actor must be text' })
  @MaxLength(100, { message: 'actor must be at most 100 characters' })
  actor?: string;

  @ApiPropertyOptional({
    enum: AUDIT_ACTIONS,
    isArray: true,
    description: 'One or several actions, repeated (action=a&action=b) or comma-separated',
  })
  @IsOptional()
  @Transform(listOf)
  @ArrayMaxSize(AUDIT_ACTIONS.length, { message: ACTIONS_MESSAGE })
  @IsIn(AUDIT_ACTIONS, { each: true, message: ACTIONS_MESSAGE })
  action?: string[];

  @ApiPropertyOptional({ enum: AUDIT_ENTRY_KINDS, description: "admin: admin actions only; account: people's own account activity (billing) only" })
  @IsOptional()
  @IsIn(AUDIT_ENTRY_KINDS, { message: 'kind must be admin or account' })
  kind?: AuditEntryKind;

  @ApiPropertyOptional({ format: 'date', description: 'First day (UTC), inclusive' })
  @IsOptional()
  @IsDay()
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Last day (UTC), inclusive' })
  @IsOptional()
  @IsDay()
  @NotBeforeFrom()
  to?: string;
}

export class AuditLogQueryDto extends AuditLogFilterDto {
  @PageParam()
  page?: number;

  @PageSizeParam(AUDIT_PAGE_SIZE)
  pageSize?: number;
}
