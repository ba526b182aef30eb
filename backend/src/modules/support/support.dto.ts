import { SUPPORT_CATEGORIES, SUPPORT_LIMITS, SUPPORT_STATUSES, type SupportCategory, type SupportStatus } from '@crew/contracts/support';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { MultilineText } from '../../platform/http/text-input.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const { subjectMin, subjectMax, messageMin, messageMax } = SUPPORT_LIMITS;
const SUBJECT_MESSAGE = `subject must be ${subjectMin} to ${subjectMax} characters`;
const MESSAGE_MESSAGE = `message must be ${messageMin} to ${messageMax} characters`;
const CATEGORY_MESSAGE = `category must be one of: ${SUPPORT_CATEGORIES.join(', ')}`;

/** A support message, the employer's or an admin's answer: several lines, trimmed, within the limits. */
const SupportMessage = (description?: string) =>
  applyDecorators(
    ApiProperty({ minLength: messageMin, maxLength: messageMax, description }),
    MultilineText(),
    Transform(trim),
    IsString({ message: MESSAGE_MESSAGE }),
    MinLength(messageMin, { message: MESSAGE_MESSAGE }),
    MaxLength(messageMax, { message: MESSAGE_MESSAGE }),
  );

export class OpenSupportRequestDto {
  @ApiProperty({ enum: SUPPORT_CATEGORIES })
  @IsIn(SUPPORT_CATEGORIES, { message: CATEGORY_MESSAGE })
  category: SupportCategory;

  @ApiProperty({ minLength: subjectMin, maxLength: subjectMax, example: 'Search results missing a certificate' })
  @Transform(trim)
  @IsString({ message: SUBJECT_MESSAGE })
  @MinLength(subjectMin, { message: SUBJECT_MESSAGE })
  @MaxLength(subjectMax, { message: SUBJECT_MESSAGE })
  subject: string;

  @SupportMessage()
  message: string;
}

export class ReplySupportRequestDto {
  @SupportMessage('Emailed to the employer and shown in their support history')
  message: string;
}

export class ListSupportRequestsQueryDto {
  @ApiPropertyOptional({ enum: SUPPORT_STATUSES, default: 'open' })
  @IsOptional()
  @IsIn(SUPPORT_STATUSES, { message: 'status must be open or closed' })
  status?: SupportStatus;
}

@ApiSchema({ name: 'SupportReply', description: "Support's answer, as the employer reads it" })
export class SupportReplyDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() message: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

@ApiSchema({ name: 'SupportRequest', description: "An employer's support request and the answers to it, oldest answer first" })
export class SupportRequestDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: SUPPORT_CATEGORIES }) category: SupportCategory;
  @ApiProperty() subject: string;
  @ApiProperty() message: string;
  @ApiProperty({ enum: SUPPORT_STATUSES }) status: SupportStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) closedAt: string | null;
  @ApiProperty({ type: [SupportReplyDto] }) replies: SupportReplyDto[];
}

@ApiSchema({ name: 'SupportPerson' })
export class SupportPersonDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null once the account is deleted' }) id: string | null;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
}

@ApiSchema({ name: 'AdminSupportReply', description: 'An answer, with the admin who wrote it' })
export class AdminSupportReplyDto extends SupportReplyDto {
  @ApiProperty({ type: SupportPersonDto }) author: SupportPersonDto;
}

@ApiSchema({ name: 'AdminSupportRequest', description: 'A support request as admins answer it: who asked, and every answer' })
export class AdminSupportRequestDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: SUPPORT_CATEGORIES }) category: SupportCategory;
  @ApiProperty() subject: string;
  @ApiProperty() message: string;
  @ApiProperty({ enum: SUPPORT_STATUSES }) status: SupportStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) closedAt: string | null;
  @ApiProperty({ type: SupportPersonDto }) employer: SupportPersonDto;
  @ApiProperty({ type: SupportPersonDto, nullable: true, description: 'Who closed it; null while open' }) closedBy: SupportPersonDto | null;
  @ApiProperty({ type: [AdminSupportReplyDto] }) replies: AdminSupportReplyDto[];
}
