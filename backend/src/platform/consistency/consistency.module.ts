import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { WorkerQueueModule } from '../queue/worker-queue.module.js';
import { CONSISTENCY_CHECKS_QUEUE } from '../queue/queues.js';
import { ConsistencyCheckProcessor } from './consistency-check.processor.js';
import { ConsistencyChecker } from './consistency-checker.js';
import { ConsistencyRuns } from './consistency-runs.js';

/** The worker's consistency check: the checker (finds every module's @CheckedReadModel), its schedule and its stored runs. */
@Module({
  imports: [DiscoveryModule, WorkerQueueModule, BullModule.registerQueue({ name: CONSISTENCY_CHECKS_QUEUE })],
  providers: [ConsistencyChecker, ConsistencyRuns, ConsistencyCheckProcessor],
  exports: [ConsistencyChecker, ConsistencyRuns],
})
export class ConsistencyModule {}
