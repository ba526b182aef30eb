import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';

const trimToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

/** The admin's note on a flag decision; it becomes the review's admin notes. */
export class ModerationNoteDto {
  @ApiPropertyOptional({ maxLength: 1000, nullable: true, example: 'Spoke to the captain: they served together on M/Y Aurora.' })
  @IsOptional()
  @Transform(trimToNull)
  @IsString({ message: 'note must be text' })
  @MaxLength(1000, { message: 'note must be at most 1000 characters' })
  note?: string | null;
}
