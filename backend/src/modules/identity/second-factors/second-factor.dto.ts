import { CHECK_METHODS, type CheckMethod } from '@crew/contracts/second-factors';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsNotEmpty, IsObject, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const PASSKEY_NAME_MAX = 60;
const NAME_MESSAGE = `Give the passkey a name of 1 to ${PASSKEY_NAME_MAX} characters, such as "Work laptop"`;

@ApiSchema({ name: 'SecondFactorNeeded' })
export class SecondFactorNeededDto {
  @ApiProperty({ enum: [true] }) secondFactorNeeded: true;
  @ApiProperty({ enum: CHECK_METHODS, isArray: true, description: 'What this account can confirm the sign-in with' }) methods: CheckMethod[];
}

@ApiSchema({ name: 'PendingSignIn' })
export class PendingSignInDto {
  @ApiProperty({ enum: CHECK_METHODS, isArray: true }) methods: CheckMethod[];
  @ApiProperty({ description: 'Where the email link that started this sign-in was going ("/" after a password)' }) returnTo: string;
  @ApiProperty({ description: 'The address is one of ADMIN_EMAILS: it can recover from losing every second factor by email' }) recoverByEmail: boolean;
}

export class SecondFactorCodeDto {
  @ApiProperty({ description: 'Six digits from the authenticator app, or a recovery code', example: '123456' })
  @Transform(trim)
  @IsString({ message: 'Enter the code' })
  @IsNotEmpty({ message: 'Enter the code' })
  @MaxLength(40, { message: 'That code is too long' })
  code: string;
}

export class PasswordCheckDto {
  @ApiProperty()
  @IsString({ message: 'Enter your password' })
  @IsNotEmpty({ message: 'Enter your password' })
  @MaxLength(128)
  password: string;
}

/**
 * What the browser's WebAuthn call answered (@simplewebauthn/browser's JSON). Its `response`
 * is checked by the WebAuthn verification itself, signature included; here only its shape.
 */
export class PasskeyCredentialDto {
  @ApiProperty({ description: 'The credential id, base64url' })
  @IsString()
  @Matches(/^[\w-]{1,1400}$/, { message: 'id must be a base64url credential id' })
  id: string;

  @ApiProperty()
  @IsString()
  @Matches(/^[\w-]{1,1400}$/, { message: 'rawId must be a base64url credential id' })
  rawId: string;

  @ApiProperty({ enum: ['public-key'] })
  @IsIn(['public-key'], { message: 'type must be public-key' })
  type: 'public-key';

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'clientDataJSON, authenticatorData or attestationObject, signature, ...' })
  @IsObject({ message: 'response must be an object' })
  response: Record<string, unknown>;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  @IsOptional()
  @IsObject()
  clientExtensionResults?: Record<string, unknown>;

  @ApiPropertyOptional({ enum: ['platform', 'cross-platform'] })
  @IsOptional()
  @IsIn(['platform', 'cross-platform'])
  authenticatorAttachment?: 'platform' | 'cross-platform';
}

export class PasskeyAnswerDto {
  @ApiProperty({ type: PasskeyCredentialDto })
  @IsDefined({ message: 'credential is required' })
  @IsObject({ message: 'credential must be an object' })
  @ValidateNested()
  @Type(() => PasskeyCredentialDto)
  credential: PasskeyCredentialDto;
}

export class NewPasskeyDto extends PasskeyAnswerDto {
  @ApiProperty({ maxLength: PASSKEY_NAME_MAX, example: 'Work laptop' })
  @Transform(trim)
  @IsString({ message: NAME_MESSAGE })
  @IsNotEmpty({ message: NAME_MESSAGE })
  @MaxLength(PASSKEY_NAME_MAX, { message: NAME_MESSAGE })
  name: string;
}

export class RenamePasskeyDto {
  @ApiProperty({ maxLength: PASSKEY_NAME_MAX })
  @Transform(trim)
  @IsString({ message: NAME_MESSAGE })
  @IsNotEmpty({ message: NAME_MESSAGE })
  @MaxLength(PASSKEY_NAME_MAX, { message: NAME_MESSAGE })
  name: string;
}

export class SecondFactorRequiredDto {
  @ApiProperty({ description: 'Ask for a second factor on every session of this account' })
  @IsBoolean({ message: 'required must be true or false' })
  required: boolean;
}

@ApiSchema({ name: 'Passkey' })
export class PasskeyDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastUsedAt: string | null;
  @ApiProperty({ description: 'Synced between devices (a password manager, a phone keychain)' }) backedUp: boolean;
}

@ApiSchema({ name: 'SecurityOverview' })
export class SecurityOverviewDto {
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the authenticator app was set up; null without one' }) authenticatorAddedAt: string | null;
  @ApiProperty({ type: [PasskeyDto] }) passkeys: PasskeyDto[];
  @ApiProperty({ description: 'Unused recovery codes' }) recoveryCodesLeft: number;
  @ApiProperty({ description: 'The account has an authenticator app or a passkey' }) hasSecondFactor: boolean;
  @ApiProperty({ description: 'The person asked for a second factor on every session' }) secondFactorRequired: boolean;
  @ApiProperty({ description: 'An admin level needs a second factor (DESIGN.md)' }) secondFactorNeededForAdmin: boolean;
  @ApiProperty({ description: 'This session passed a second factor' }) secondFactorPassed: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When this session last confirmed who is signed in' }) lastCheckAt: string | null;
  @ApiProperty({ description: 'A sensitive action now needs no new check' }) checkedRecently: boolean;
  @ApiProperty({ enum: CHECK_METHODS, isArray: true, description: 'How this person confirms it is them again' }) checkMethods: CheckMethod[];
}

@ApiSchema({ name: 'AuthenticatorSetup' })
export class AuthenticatorSetupDto {
  @ApiProperty({ description: 'The key to type into the app when the QR code cannot be scanned (Base32)' }) secret: string;
  @ApiProperty({ description: 'The otpauth:// link the QR code holds' }) otpauthUrl: string;
  @ApiProperty({ description: 'The QR code, an SVG data URL' }) qrCode: string;
}

@ApiSchema({ name: 'RecoveryCodes' })
export class RecoveryCodesDto {
  @ApiProperty({ type: [String], nullable: true, description: 'Shown once: new codes, or null when the account already had some' }) recoveryCodes: string[] | null;
}

@ApiSchema({ name: 'PasskeyAdded' })
export class PasskeyAddedDto extends RecoveryCodesDto {
  @ApiProperty({ type: PasskeyDto }) passkey: PasskeyDto;
}
