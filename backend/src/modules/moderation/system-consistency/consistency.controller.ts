import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ConsistencyRuns } from '../../../platform/consistency/consistency-runs.js';
import { Require } from '../../identity/contracts/auth.js';
import { ConsistencyReportDto } from './consistency.dto.js';

/** The last consistency check (issue 27), for the System tab: super admins only, like the rest of the System tab. */
@ApiTags('admin')
@Controller('admin/system/consistency')
@Require('isSuperAdmin')
export class ConsistencyController {
  constructor(private readonly runs: ConsistencyRuns) {}

  @Get()
  @ApiOperation({ operationId: 'getConsistencyReport', summary: 'The last consistency check: differing rows by kind, with a few samples' })
  @ApiOkResponse({ type: ConsistencyReportDto })
  async report(): Promise<ConsistencyReportDto> {
    const run = await this.runs.last();
    if (!run) return { lastRun: null };
    return {
      lastRun: {
        startedAt: run.startedAt.toISOString(),
        finishedAt: run.finishedAt.toISOString(),
        repaired: run.repaired,
        differing: run.differing,
        kinds: run.kinds.map((k) => ({
          kind: k.kind,
          differing: k.differing,
          repaired: k.repaired,
          error: k.error ?? null,
          samples: k.samples.map((s) => ({
            table: s.table,
            key: Object.entries(s.key).map(([column, value]) => `${column}=${String(value)}`).join(', '),
            problem: s.problem,
            columns: s.columns,
          })),
        })),
      },
    };
  }
}
