import { MODERATION_REASON_CATEGORIES, type ModerationReasonCategory, REASON_NOTE_MAX, REASON_NOTE_MIN } from '@crew/contracts/moderation';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsIn, IsObject, IsString, MaxLength, MinLength, ValidateNested } from 'class-validator';

// Messages name the field alone: validation prefixes the path (reason.note).
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const CATEGORY_MESSAGE = `category must be one of: ${MODERATION_REASON_CATEGORIES.join(', ')}`;
const NOTE_MESSAGE = `note must be ${REASON_NOTE_MIN} to ${REASON_NOTE_MAX} characters: say what you checked and why`;

/** Why an admin decided as they did (DESIGN.md, "Moderation reasons"). */
export class ModerationReasonDto {
  @ApiProperty({ enum: MODERATION_REASON_CATEGORIES })
  @IsIn(MODERATION_REASON_CATEGORIES, { message: CATEGORY_MESSAGE })
  category: ModerationReasonCategory;

  @ApiProperty({ minLength: REASON_NOTE_MIN, maxLength: REASON_NOTE_MAX, example: 'Spoke to the captain: they served together on M/Y Aurora.' })
  @Transform(trim)
  @IsString({ message: NOTE_MESSAGE })
  @MinLength(REASON_NOTE_MIN, { message: NOTE_MESSAGE })
  @MaxLength(REASON_NOTE_MAX, { message: NOTE_MESSAGE })
  note: string;
}

export const REASON_REQUIRED = 'reason is required: a category and a note of at least 10 characters';

/** The body of every admin decision: its reason. */
export class DecisionDto {
  @ApiProperty({ type: ModerationReasonDto })
  @IsDefined({ message: REASON_REQUIRED })
  @IsObject({ message: REASON_REQUIRED })
  @ValidateNested()
  @Type(() => ModerationReasonDto)
  reason: ModerationReasonDto;
}
