import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { DeviceType } from './device.js';

const DEVICE_TYPES: DeviceType[] = ['computer', 'phone', 'tablet', 'other'];

/** One signed-in session as its owner sees it in Profile settings. */
@ApiSchema({ name: 'SignedInSession' })
export class SignedInSessionDto {
  @ApiProperty({ description: 'Names the session in DELETE /api/user/sessions/{id}; not the session cookie' }) id: string;
  @ApiProperty({ description: 'The session of this request (this device)' }) current: boolean;
  @ApiProperty({ description: "Browser and system from the user agent, e.g. 'Chrome on Windows'" }) device: string;
  @ApiProperty({ enum: DEVICE_TYPES }) deviceType: DeviceType;
  @ApiProperty({ type: String, nullable: true, description: 'Approximate place; null: no place database is used, so it is not known' }) place: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The start of the last address seen, e.g. '203.0.113.*'" }) network: string | null;
  @ApiProperty({ format: 'date-time', description: 'When this session signed in' }) signedInAt: string;
  @ApiProperty({ format: 'date-time', description: 'Last request, to the minute' }) lastSeenAt: string;
}

@ApiSchema({ name: 'SessionsEnded' })
export class SessionsEndedDto {
  @ApiProperty({ description: 'How many sessions were signed out' }) ended: number;
  @ApiProperty() message: string;
}
