import { type INestApplicationContext, Module } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { entities } from '../../src/entities.js';
import { AllowanceCountersCheck } from '../../src/modules/billing/allowances/allowance-counters.check.js';
import { MonthlyAllowances } from '../../src/modules/billing/allowances/monthly-allowances.js';
import { CreditBalancesCheck } from '../../src/modules/billing/credits/credit-balances.check.js';
import { CreditLedger } from '../../src/modules/billing/credits/credit-ledger.js';
import { AuditLog } from '../../src/modules/moderation/audit-log/audit-log.js';
import { AuditLogCheck } from '../../src/modules/moderation/audit-log/audit-log.check.js';
import { AuditLogSubscriber } from '../../src/modules/moderation/audit-log/audit-log.subscriber.js';
import { AddresseeMovesSubscriber } from '../../src/modules/reviews/readdress-requests/addressee-moves.subscriber.js';
import { ReviewProjectionsCheck } from '../../src/modules/reviews/rebuild-projections/review-projections.check.js';
import { reviewStreamProviders } from '../../src/modules/reviews/review-streams.providers.js';
import { SharedLinksCheck } from '../../src/modules/reviews/shared-links/shared-links.check.js';
import { SharedLinksSubscriber } from '../../src/modules/reviews/shared-links/shared-links.subscriber.js';
import { SuspendedReviewersSubscriber } from '../../src/modules/reviews/suspended-reviewers/suspended-reviewers.subscriber.js';
import { CrewSearchCheck } from '../../src/modules/search/directory/crew-search.check.js';
import { CrewDirectorySubscriber } from '../../src/modules/search/directory/crew-directory.subscriber.js';
import { PublicProfileDataSubscriber } from '../../src/modules/sharing/public-profile-document/public-profile-data.subscriber.js';
import { PublicProfilesCheck } from '../../src/modules/sharing/public-profile-document/public-profiles.check.js';
import { ClockModule } from '../../src/platform/clock/clock.js';
import { loadConfig } from '../../src/platform/config/app-config.js';
import { ConfigModule } from '../../src/platform/config/config.module.js';
import { ConsistencyChecker } from '../../src/platform/consistency/consistency-checker.js';
import { DatabaseModule } from '../../src/platform/database/database.module.js';
import { Subscribers } from '../../src/platform/events/subscribers.js';
import { QueueModule } from '../../src/platform/queue/queue.module.js';

/** Every integration-event subscriber the worker declares (the seed's test compares this list with the source). */
export const SEED_SUBSCRIBERS = [AuditLogSubscriber, SharedLinksSubscriber, SuspendedReviewersSubscriber, AddresseeMovesSubscriber, CrewDirectorySubscriber, PublicProfileDataSubscriber];
/** Every read model the consistency check knows (likewise compared with the source). */
export const SEED_CHECKS = [AuditLogCheck, SharedLinksCheck, ReviewProjectionsCheck, CrewSearchCheck, PublicProfilesCheck, CreditBalancesCheck, AllowanceCountersCheck];

/**
 * The production parts that build read models, without the worker's queue consumers and
 * schedules (a whole worker would start a consistency check, reminder sweeps and retention
 * against the half-seeded database): the review rebuild, every integration-event subscriber
 * with Subscribers (their replay), and the consistency checker with every kind it checks.
 * The worker modules declare the same subscribers and checks; the seed's test fails when the
 * source has one these lists lack.
 */
export async function createSeedApp(databaseUrl: string): Promise<INestApplicationContext> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, SMTP_URL: '', LOG_LEVEL: 'silent' });
  @Module({
    imports: [ConfigModule.forRoot(config), ClockModule, DatabaseModule.forRoot(entities), QueueModule, CqrsModule.forRoot(), DiscoveryModule],
    providers: [...reviewStreamProviders, Subscribers, ConsistencyChecker, AuditLog, CreditLedger, MonthlyAllowances, ...SEED_SUBSCRIBERS, ...SEED_CHECKS],
  })
  class SeedModule {}
  const app = await NestFactory.createApplicationContext(SeedModule, { logger: ['error', 'warn'] });
  await app.init();
  return app;
}
