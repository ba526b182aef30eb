import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TerminusModule } from '@nestjs/terminus';
import { LoggerModule } from 'nestjs-pino';
import { IdentityModule } from './modules/identity/identity.module.js';
import { ReviewsModule } from './modules/reviews/reviews.module.js';
import { SharingModule } from './modules/sharing/sharing.module.js';
import { CertificationsModule } from './modules/certifications/certifications.module.js';
import { BillingModule } from './modules/billing/billing.module.js';
import { SearchModule } from './modules/search/search.module.js';
import { ModerationModule } from './modules/moderation/moderation.module.js';
import { SeaServiceModule } from './modules/sea-service/sea-service.module.js';
import { SupportModule } from './modules/support/support.module.js';
import type { AppConfig } from './platform/config/app-config.js';
import { ClockModule } from './platform/clock/clock.js';
import { ConfigModule } from './platform/config/config.module.js';
import { entities } from './entities.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { DrainModule } from './platform/lifecycle/drain.js';
import { HealthController } from './platform/health/health.controller.js';
import { loggerParams } from './platform/logging.js';
import { QueueModule } from './platform/queue/queue.module.js';
import { PrivacyModule } from './platform/privacy/erasure.js';
import { RedisModule } from './platform/redis/redis.module.js';
import { StorageModule } from './platform/storage/storage.module.js';

/** The API process: every module's HTTP side. */
@Module({})
export class AppModule {
  /** `extra`: modules only tests add (e.g. routes that exercise the access guard). */
  static forRoot(config: AppConfig, extra: Type[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ClockModule,
        LoggerModule.forRoot(loggerParams(config)),
        DatabaseModule.forRoot(entities),
        RedisModule,
        StorageModule, // for the health check
        QueueModule,
        PrivacyModule,
        CqrsModule.forRoot(),
        TerminusModule.forRoot({ logger: false }),
        DrainModule,
        IdentityModule,
        ReviewsModule,
        SharingModule,
        CertificationsModule,
        BillingModule,
        SearchModule,
        ModerationModule,
        SeaServiceModule,
        SupportModule,
        ...extra,
      ],
      controllers: [HealthController],
    };
  }
}
