import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from './platform/config/app-config.js';
import { ClockModule } from './platform/clock/clock.js';
import { ConfigModule } from './platform/config/config.module.js';
import { entities } from './entities.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { loggerParams } from './platform/logging.js';
import { QueueModule } from './platform/queue/queue.module.js';
import { RedisModule } from './platform/redis/redis.module.js';
import { ReviewsWorkerModule } from './modules/reviews/reviews-worker.module.js';
import { SharingWorkerModule } from './modules/sharing/sharing-worker.module.js';
import { SearchWorkerModule } from './modules/search/search-worker.module.js';
import { DataExportModule } from './platform/privacy/data-export.js';
import { IdentityWorkerModule } from './modules/identity/identity-worker.module.js';
import { CertificationsWorkerModule } from './modules/certifications/certifications-worker.module.js';
import { BillingWorkerModule } from './modules/billing/billing-worker.module.js';
import { ModerationWorkerModule } from './modules/moderation/moderation-worker.module.js';
import { SeaServiceWorkerModule } from './modules/sea-service/sea-service-worker.module.js';
import { SupportWorkerModule } from './modules/support/support-worker.module.js';
import { ConsistencyModule } from './platform/consistency/consistency.module.js';
import { WorkerQueueModule } from './platform/queue/worker-queue.module.js';

/** The worker process: queue consumers, the outbox relay, and the modules' job handlers. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        ClockModule,
        LoggerModule.forRoot({ pinoHttp: loggerParams(config).pinoHttp }),
        DatabaseModule.forRoot(entities, 'worker'),
        RedisModule,
        QueueModule,
        CqrsModule.forRoot(),
        WorkerQueueModule,
        DataExportModule,
        IdentityWorkerModule,
        ReviewsWorkerModule,
        SharingWorkerModule,
        ModerationWorkerModule,
        SearchWorkerModule,
        BillingWorkerModule,
        CertificationsWorkerModule,
        SeaServiceWorkerModule,
        SupportWorkerModule,
        ConsistencyModule,
      ],
    };
  }
}
