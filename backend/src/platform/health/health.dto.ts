import { ApiProperty, ApiSchema } from '@nestjs/swagger';

const UP_DOWN = ['up', 'down'] as const;

@ApiSchema({ name: 'Health' })
export class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status: 'ok' | 'degraded';
  @ApiProperty({ enum: UP_DOWN }) database: (typeof UP_DOWN)[number];
  @ApiProperty({ enum: UP_DOWN }) redis: (typeof UP_DOWN)[number];
  /** The object store of photos, scans and reports (local disk or the S3 bucket). */
  @ApiProperty({ enum: UP_DOWN }) storage: (typeof UP_DOWN)[number];
}

@ApiSchema({ name: 'Liveness' })
export class LivenessDto {
  @ApiProperty({ enum: ['ok'] }) status: 'ok';
}

/** The dependencies are left out while draining: the answer is then immediate. */
@ApiSchema({ name: 'Readiness' })
export class ReadinessDto {
  @ApiProperty({ enum: ['ready', 'draining', 'unavailable'] }) status: 'ready' | 'draining' | 'unavailable';
  @ApiProperty({ enum: UP_DOWN, required: false }) database?: (typeof UP_DOWN)[number];
  @ApiProperty({ enum: UP_DOWN, required: false }) redis?: (typeof UP_DOWN)[number];
  /** Reported, never a reason to be unready. */
  @ApiProperty({ enum: UP_DOWN, required: false }) storage?: (typeof UP_DOWN)[number];
}
