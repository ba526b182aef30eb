import { COMPANY_TYPES, type CompanyType } from '@crew/contracts/plans';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import { MultilineText } from '../../../platform/http/text-input.js';
import { CONTACT_STATUSES, type ContactStatus } from './contact-request.entity.js';

export const MESSAGE_MAX_LENGTH = 1000;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SendContactRequestDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'crewId must be the id of a crew member' })
  crewId: string;

  @ApiProperty({ maxLength: MESSAGE_MAX_LENGTH, example: 'Hello! We would like to talk to you about a Chief Officer position.' })
  @MultilineText()
  @MaxLength(MESSAGE_MAX_LENGTH, { message: `message must be at most ${MESSAGE_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'message is required' })
  @Transform(trim)
  @IsString({ message: 'message is required' })
  message: string;
}

export class RespondContactRequestDto {
  @ApiProperty({ enum: ['accepted', 'declined'] })
  @IsIn(['accepted', 'declined'], { message: 'status must be accepted or declined' })
  status: 'accepted' | 'declined';
}

class ContactCompanyDto {
  @ApiProperty() name: string;
  @ApiProperty({ enum: COMPANY_TYPES, nullable: true }) type: CompanyType | null;
  @ApiProperty({ description: "Verified by an address on its web domain or by an admin; false is 'Unverified company'" }) verified: boolean;
}

class ContactCrewDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true, description: 'Only once the crew member accepted' }) email: string | null;
}

/** A contact request as either side reads it: crew see what they received, employers what they sent. */
export class ContactRequestView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['received', 'sent'] }) direction: 'received' | 'sent';
  @ApiProperty({ enum: CONTACT_STATUSES }) status: ContactStatus;
  @ApiProperty() message: string;
  @ApiProperty({ type: ContactCompanyDto }) company: ContactCompanyDto;
  @ApiProperty({ type: ContactCrewDto }) crew: ContactCrewDto;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) respondedAt: string | null;
}
