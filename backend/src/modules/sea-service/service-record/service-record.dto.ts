import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { type TransformFnParams, Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, registerDecorator, type ValidationArguments } from 'class-validator';
import { RANKS } from '@crew/contracts/user-values';
import { MAX_GROSS_TONNAGE, VESSEL_TYPES, type VesselType } from '@crew/contracts/sea-service';
import { isIsoDay, isValidImo } from '../domain/service-rules.js';
import type { SeaServiceConfirmation, SeaServicePeriod, SeaServiceRecord } from '../contracts/sea-service.query.js';

function trimmed({ value }: TransformFnParams): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

function decorator(name: string, message: (property: string) => string, validate: (value: unknown) => boolean): PropertyDecorator {
  return (target, property) =>
    registerDecorator({ name, target: target.constructor, propertyName: property as string, options: { message: (args: ValidationArguments) => message(args.property) }, validator: { validate } });
}

const IsCalendarDay = () => decorator('isCalendarDay', (p) => `${p} must be a date written YYYY-MM-DD`, (v) => typeof v === 'string' && isIsoDay(v));
const IsImoNumber = () =>
  decorator('isImoNumber', () => 'imoNumber must be a valid IMO number: 7 digits whose last is the check digit (e.g. 9074729)', (v) => typeof v === 'string' && isValidImo(v));

/** A period of sea service, every field replaced on an edit. */
export class ServicePeriodDto {
  @ApiProperty({ maxLength: 100, example: 'M/Y Aurora' })
  @Transform(trimmed)
  @MaxLength(100, { message: 'vesselName must be at most 100 characters' })
  @IsNotEmpty({ message: 'vesselName is required' })
  @IsString({ message: 'vesselName must be text' })
  vesselName: string;

  @ApiProperty({ description: "IMO ship identification number: 7 digits with a valid check digit ('IMO ' prefix and spaces allowed)", example: '9074729' })
  @IsImoNumber()
  @IsNotEmpty({ message: 'imoNumber is required' })
  @IsString({ message: 'imoNumber must be text' })
  imoNumber: string;

  @ApiProperty({ maxLength: 60, description: 'Flag state', example: 'Malta' })
  @Transform(trimmed)
  @Matches(/^[\p{L}][\p{L} .'()-]*$/u, { message: 'flag must be the name of a flag state (letters, spaces and . \' ( ) -)' })
  @MaxLength(60, { message: 'flag must be at most 60 characters' })
  @IsNotEmpty({ message: 'flag is required' })
  @IsString({ message: 'flag must be text' })
  flag: string;

  @ApiProperty({ enum: VESSEL_TYPES })
  @IsIn(VESSEL_TYPES, { message: `vesselType must be one of: ${VESSEL_TYPES.join(', ')}` })
  vesselType: VesselType;

  @ApiProperty({ minimum: 1, maximum: MAX_GROSS_TONNAGE, example: 2450 })
  @Max(MAX_GROSS_TONNAGE, { message: `grossTonnage must be at most ${MAX_GROSS_TONNAGE.toLocaleString('en-US')}` })
  @Min(1, { message: 'grossTonnage must be at least 1' })
  @IsInt({ message: 'grossTonnage must be a whole number' })
  grossTonnage: number;

  @ApiProperty({ enum: RANKS, description: 'The rank held on board' })
  @IsIn(RANKS, { message: 'rank must be one of the profile ranks' })
  rank: string;

  @ApiProperty({ format: 'date', example: '2024-03-04' })
  @IsCalendarDay()
  signOnDate: string;

  @ApiProperty({ format: 'date', example: '2024-08-20', description: 'Not before signOnDate and not in the future' })
  @IsCalendarDay()
  signOffDate: string;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, description: 'Days at sea within the period, if recorded' })
  @IsOptional()
  @Min(0, { message: 'daysAtSea must be 0 or more' })
  @IsInt({ message: 'daysAtSea must be a whole number' })
  daysAtSea?: number | null;
}

@ApiSchema({ name: 'SeaServiceConfirmation', description: 'A reviewer who served with the person confirmed this service in their review' })
export class SeaServiceConfirmationView implements SeaServiceConfirmation {
  @ApiProperty({ format: 'uuid' }) reviewId: string;
  @ApiProperty({ format: 'uuid' }) confirmedById: string;
  @ApiProperty() confirmedByName: string;
  @ApiProperty({ format: 'date' }) from: string;
  @ApiProperty({ format: 'date' }) to: string;
  @ApiProperty({ format: 'date-time' }) confirmedAt: string;
}

@ApiSchema({ name: 'SeaServicePeriod' })
export class SeaServicePeriodView implements SeaServicePeriod {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() vesselName: string;
  @ApiProperty({ description: 'Seven digits' }) imoNumber: string;
  @ApiProperty() flag: string;
  @ApiProperty({ enum: VESSEL_TYPES }) vesselType: VesselType;
  @ApiProperty() grossTonnage: number;
  @ApiProperty({ enum: RANKS }) rank: string;
  @ApiProperty({ format: 'date' }) signOnDate: string;
  @ApiProperty({ format: 'date' }) signOffDate: string;
  @ApiProperty({ type: Number, nullable: true }) daysAtSea: number | null;
  @ApiProperty({ description: 'Days on articles, sign-on and sign-off days included' }) days: number;
  @ApiProperty({ type: [SeaServiceConfirmationView] }) confirmations: SeaServiceConfirmationView[];
}

@ApiSchema({ name: 'SeaTimeTotals' })
export class SeaTimeTotalsView {
  @ApiProperty() periods: number;
  @ApiProperty({ description: 'Days on articles over every period' }) days: number;
  @ApiProperty({ description: 'Days at sea recorded (periods without them count none)' }) daysAtSea: number;
}

@ApiSchema({ name: 'SeaServiceRecord', description: 'A person’s sea service, newest sign-on first, with totals' })
export class SeaServiceRecordView implements SeaServiceRecord {
  @ApiProperty({ type: [SeaServicePeriodView] }) periods: SeaServicePeriodView[];
  @ApiProperty({ type: SeaTimeTotalsView }) totals: SeaTimeTotalsView;
}
