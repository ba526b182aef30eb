import { CONTACT_DETAIL_MAX_LENGTH, CONTACT_MESSAGE_MAX_LENGTH, CONTACT_STATUSES, type ContactStatus } from '@crew/contracts/contact';
import { COMPANY_TYPES, type CompanyType } from '@crew/contracts/plans';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { MultilineText } from '../../../platform/http/text-input.js';

/** Most crew ids one state lookup answers (a page of search results). */
export const MAX_STATE_LOOKUP = 100;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An optional line left blank is no line at all. */
const trimToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

/**
 * Position, vessel, dates: optional single lines of at most CONTACT_DETAIL_MAX_LENGTH characters.
 * (Registered in the order stacked decorators would be, bottom first: with stopAtFirstError the
 * type check must speak before the length check.)
 */
function DetailLine(field: string, example: string): PropertyDecorator {
  return (target, key) => {
    Transform(trimToNull)(target, key);
    IsOptional()(target, key);
    IsString({ message: `${field} must be text` })(target, key);
    MaxLength(CONTACT_DETAIL_MAX_LENGTH, { message: `${field} must be at most ${CONTACT_DETAIL_MAX_LENGTH} characters` })(target, key);
    ApiPropertyOptional({ type: String, nullable: true, maxLength: CONTACT_DETAIL_MAX_LENGTH, example })(target, key);
  };
}

/** A message's text: required, multi-line, at most CONTACT_MESSAGE_MAX_LENGTH characters. */
function MessageText(example: string): PropertyDecorator {
  return (target, key) => {
    IsString({ message: 'message is required' })(target, key);
    Transform(trim)(target, key);
    IsNotEmpty({ message: 'message is required' })(target, key);
    MaxLength(CONTACT_MESSAGE_MAX_LENGTH, { message: `message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters` })(target, key);
    MultilineText()(target, key);
    ApiProperty({ maxLength: CONTACT_MESSAGE_MAX_LENGTH, example })(target, key);
  };
}

export class SendContactRequestDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'crewId must be the id of a crew member' })
  crewId: string;

  @DetailLine('position', 'Chief Officer')
  position?: string | null;

  @DetailLine('vessel', 'M/Y Aurora (62 m)')
  vessel?: string | null;

  @DetailLine('dates', 'From March 2027, rotation 10/10 weeks')
  dates?: string | null;

  @MessageText('Hello! We would like to talk to you about a Chief Officer position.')
  message: string;

  @ApiPropertyOptional({ description: "true once the employer confirmed the price: when this month's messages are used up, the conversation is paid with credits ($5)" })
  @IsOptional()
  @IsBoolean({ message: 'payWithCredits must be true or false' })
  payWithCredits?: boolean;
}

export class RespondContactRequestDto {
  @ApiProperty({ enum: ['accepted', 'declined'] })
  @IsIn(['accepted', 'declined'], { message: 'status must be accepted or declined' })
  status: 'accepted' | 'declined';
}

export class WriteContactMessageDto {
  @MessageText('Thank you, I am interested. Could you tell me more about the rotation?')
  message: string;
}

export class ContactStatesQueryDto {
  @ApiProperty({ type: [String], format: 'uuid', description: `Repeated; at most ${MAX_STATE_LOOKUP} crew ids (a page of search results)` })
  @ArrayMaxSize(MAX_STATE_LOOKUP, { message: `crewId can be repeated at most ${MAX_STATE_LOOKUP} times` })
  @IsUUID('all', { each: true, message: 'crewId must be the id of a crew member' })
  @IsArray({ message: 'crewId is required' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? [value] : value))
  crewId: string[];
}

class ContactCompanyDto {
  @ApiProperty() name: string;
  @ApiProperty({ enum: COMPANY_TYPES, nullable: true }) type: CompanyType | null;
  @ApiProperty({ description: "Verified by an address on its web domain or by an admin; false is 'Unverified company'" }) verified: boolean;
}

class ContactCrewDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true, description: 'Only while the crew member has accepted (not after a decline or a withdrawn consent)' }) email: string | null;
}

class ContactLastMessageDto {
  @ApiProperty({ enum: ['employer', 'crew'] }) from: 'employer' | 'crew';
  @ApiProperty() message: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

/** A conversation as either side reads it: crew see what they received, employers what they sent. */
export class ContactRequestView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['received', 'sent'] }) direction: 'received' | 'sent';
  @ApiProperty({ enum: CONTACT_STATUSES }) status: ContactStatus;
  @ApiProperty({ type: String, nullable: true }) position: string | null;
  @ApiProperty({ type: String, nullable: true }) vessel: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Dates or rotation' }) dates: string | null;
  @ApiProperty({ description: "The employer's opening message" }) message: string;
  @ApiProperty({ type: ContactCompanyDto }) company: ContactCompanyDto;
  @ApiProperty({ type: ContactCrewDto }) crew: ContactCrewDto;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Accepted or declined at' }) respondedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Consent withdrawn at' }) withdrawnAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Declined or withdrawn: when the employer may send a new request' })
  newRequestFrom: string | null;
  @ApiProperty({ type: ContactLastMessageDto, description: 'The latest message of the thread, else the opening message' }) lastMessage: ContactLastMessageDto;
}

export class ContactMessageView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['employer', 'crew'] }) from: 'employer' | 'crew';
  @ApiProperty({ description: "The company's name for the employer, the crew member's name" }) senderName: string;
  @ApiProperty() message: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

/** A conversation with its thread (oldest first, after the opening message), for its two parties only. */
export class ContactThreadView extends ContactRequestView {
  @ApiProperty({ type: [ContactMessageView] }) messages: ContactMessageView[];
}

/** What the Contact button shows for one crew member: the employer's latest conversation with them. */
export class ContactStateView {
  @ApiProperty({ format: 'uuid' }) crewId: string;
  @ApiProperty({ enum: ['none', ...CONTACT_STATUSES] }) status: 'none' | ContactStatus;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The conversation, when there is one' }) requestId: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Only while accepted' }) email: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Declined or consent withdrawn at' }) closedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) newRequestFrom: string | null;
  @ApiProperty({ description: 'A new contact request may be sent now' }) canRequest: boolean;
}
