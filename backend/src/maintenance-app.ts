import { type INestApplicationContext, Module } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { entities } from './entities.js';
import { AllowanceCountersCheck } from './modules/billing/allowances/allowance-counters.check.js';
import { MonthlyAllowances } from './modules/billing/allowances/monthly-allowances.js';
import { CreditBalancesCheck } from './modules/billing/credits/credit-balances.check.js';
import { CreditLedger } from './modules/billing/credits/credit-ledger.js';
import { AuditLog } from './modules/moderation/audit-log/audit-log.js';
import { AuditLogCheck } from './modules/moderation/audit-log/audit-log.check.js';
import { AuditLogSubscriber } from './modules/moderation/audit-log/audit-log.subscriber.js';
import { AddresseeMovesSubscriber } from './modules/reviews/readdress-requests/addressee-moves.subscriber.js';
import { ReviewProjectionsCheck } from './modules/reviews/rebuild-projections/review-projections.check.js';
import { reviewStreamProviders } from './modules/reviews/review-streams.providers.js';
import { SharedLinksCheck } from './modules/reviews/shared-links/shared-links.check.js';
import { SharedLinksSubscriber } from './modules/reviews/shared-links/shared-links.subscriber.js';
import { SuspendedReviewersSubscriber } from './modules/reviews/suspended-reviewers/suspended-reviewers.subscriber.js';
import { CrewSearchCheck } from './modules/search/directory/crew-search.check.js';
import { CrewDirectorySubscriber } from './modules/search/directory/crew-directory.subscriber.js';
import { PublicProfileDataSubscriber } from './modules/sharing/public-profile-document/public-profile-data.subscriber.js';
import { PublicProfilesCheck } from './modules/sharing/public-profile-document/public-profiles.check.js';
import { ClockModule } from './platform/clock/clock.js';
import type { AppConfig } from './platform/config/app-config.js';
import { ConfigModule } from './platform/config/config.module.js';
import { ConsistencyChecker } from './platform/consistency/consistency-checker.js';
import { ConsistencyRuns } from './platform/consistency/consistency-runs.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { Subscribers } from './platform/events/subscribers.js';
import { QueueModule } from './platform/queue/queue.module.js';

/** Every integration-event subscriber the worker declares (the seed's test compares this list with the source). */
export const MAINTENANCE_SUBSCRIBERS = [AuditLogSubscriber, SharedLinksSubscriber, SuspendedReviewersSubscriber, AddresseeMovesSubscriber, CrewDirectorySubscriber, PublicProfileDataSubscriber];
/** Every read model the consistency check knows (likewise compared with the source). */
export const MAINTENANCE_CHECKS = [AuditLogCheck, SharedLinksCheck, ReviewProjectionsCheck, CrewSearchCheck, PublicProfilesCheck, CreditBalancesCheck, AllowanceCountersCheck];

/**
 * The production parts that build and check read models, for the maintenance commands
 * (`events:replay`, `check:consistency`) and the market-size seed: the review rebuild, every
 * integration-event subscriber with Subscribers (their replay), and the consistency checker
 * with every kind it checks and its stored runs. Not the worker's queue consumers, schedules or
 * metrics port: a command started as a whole worker took the queues' jobs with the command's
 * settings and set the job schedules again (`events:replay` run with the default settings
 * scheduled a consistency check, which the deployed worker, set to run none, then ran). The
 * worker modules declare the same subscribers and checks; the seed's test fails when the source
 * has one these lists lack.
 */
export async function createMaintenanceApp(config: AppConfig): Promise<INestApplicationContext> {
  @Module({
    imports: [ConfigModule.forRoot(config), ClockModule, DatabaseModule.forRoot(entities), QueueModule, CqrsModule.forRoot(), DiscoveryModule],
    providers: [
      ...reviewStreamProviders, Subscribers, ConsistencyChecker, ConsistencyRuns, AuditLog, CreditLedger, MonthlyAllowances, ...MAINTENANCE_SUBSCRIBERS, ...MAINTENANCE_CHECKS,
    ],
  })
  class MaintenanceModule {}
  const app = await NestFactory.createApplicationContext(MaintenanceModule, { logger: ['error', 'warn'] });
  await app.init();
  return app;
}
