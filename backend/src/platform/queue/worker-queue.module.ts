import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import type { ConnectionOptions } from 'bullmq';
import { CqrsModule } from '@nestjs/cqrs';
import { DiscoveryModule } from '@nestjs/core';
import { AppConfig } from '../config/app-config.js';
import { bullConnectionOptions } from '../redis/redis-connections.js';
import { MailProcessor } from '../mail/mail.processor.js';
import { MailTransport } from '../mail/mail-transport.js';
import { IntegrationEventProcessor } from '../events/integration-event.processor.js';
import { Subscribers } from '../events/subscribers.js';
import { WorkerMetrics } from '../metrics/worker-metrics.js';
import { ReplaySubscriberProcessor } from '../events/replay-subscriber.processor.js';
import { OutboxDeliveries } from './outbox-deliveries.js';
import { OutboxRelay } from './outbox-relay.js';
import { QUEUES } from './queues.js';

/** The worker's side of the queue: the outbox relay, the consumers and the integration event subscribers. */
@Module({
  imports: [
    CqrsModule,
    DiscoveryModule,
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        connection: bullConnectionOptions(config) as unknown as ConnectionOptions,
        prefix: `${config.REDIS_PREFIX}:bull`,
      }),
    }),
    ...QUEUES.map((name) => BullModule.registerQueue({ name })),
  ],
  providers: [MailTransport, MailProcessor, OutboxRelay, OutboxDeliveries, Subscribers, IntegrationEventProcessor, ReplaySubscriberProcessor, WorkerMetrics, { provide: 'OUTBOX_POLL_MS', useValue: 250 }],
  exports: [OutboxRelay, Subscribers],
})
export class WorkerQueueModule {}
