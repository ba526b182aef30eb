import { ApiProperty, ApiSchema } from '@nestjs/swagger';

export const DIFFERENCE_PROBLEMS = ['missing', 'unexpected', 'differs'] as const;

@ApiSchema({ name: 'ConsistencySample', description: 'One read-model row that is not what its sources say' })
export class ConsistencySampleDto {
  @ApiProperty({ description: 'The read table' }) table: string;
  @ApiProperty({ description: "The row's key, e.g. user_id=…" }) key: string;
  @ApiProperty({ enum: DIFFERENCE_PROBLEMS, description: 'missing: the sources make it, the table lacks it; unexpected: the reverse; differs: both have it, unlike' })
  problem: (typeof DIFFERENCE_PROBLEMS)[number];
  @ApiProperty({ type: [String], description: 'For differs, the columns that disagree' }) columns: string[];
}

@ApiSchema({ name: 'ConsistencyKind', description: 'One kind of read model at the last check' })
export class ConsistencyKindDto {
  @ApiProperty({ example: 'reviews' }) kind: string;
  @ApiProperty({ description: 'Rows that differ' }) differing: number;
  @ApiProperty({ description: 'Rows rewritten (a run with --repair)' }) repaired: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why the kind could not be checked' }) error: string | null;
  @ApiProperty({ type: [ConsistencySampleDto], description: 'A few of the differing rows' }) samples: ConsistencySampleDto[];
}

@ApiSchema({ name: 'ConsistencyRun', description: 'A run of the consistency check' })
export class ConsistencyRunDto {
  @ApiProperty({ format: 'date-time' }) startedAt: string;
  @ApiProperty({ format: 'date-time' }) finishedAt: string;
  @ApiProperty({ description: 'Whether the run rewrote the differing rows' }) repaired: boolean;
  @ApiProperty({ description: 'Rows that differed over all kinds' }) differing: number;
  @ApiProperty({ type: [ConsistencyKindDto] }) kinds: ConsistencyKindDto[];
}

@ApiSchema({ name: 'ConsistencyReport', description: 'The last consistency check, for the System tab' })
export class ConsistencyReportDto {
  @ApiProperty({ type: ConsistencyRunDto, nullable: true, description: 'Null until the first check has run' }) lastRun: ConsistencyRunDto | null;
}
