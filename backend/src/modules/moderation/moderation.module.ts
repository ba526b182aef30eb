import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AnalyticsController } from './analytics/analytics.controller.js';
import { AdminReviewsController } from './admin-reviews/admin-reviews.controller.js';
import { AdminCompanyController } from './admin-users/admin-company.controller.js';
import { AdminUserDetailController } from './admin-users/admin-user-detail.controller.js';
import { AdminUsersController } from './admin-users/admin-users.controller.js';
import { AuditLog } from './audit-log/audit-log.js';
import { AuditLogController } from './audit-log/audit-log.controller.js';
import { SystemStatsController } from './system-stats/system-stats.controller.js';
import { SystemController } from './system/system.controller.js';
import { AdminDisputesController } from './disputes/admin-disputes.controller.js';
import { DisputesController } from './disputes/disputes.controller.js';
import { DisputesEraser } from './disputes/disputes.eraser.js';
import { ModerationOutcomes } from './disputes/outcome-mails.js';
import { ConsistencyRuns } from '../../platform/consistency/consistency-runs.js';
import { ConsistencyController } from './system-consistency/consistency.controller.js';

/** The admin area: users, roles and admin levels, company verification, review moderation and every review's history, the audit log, and the System tab's queues, subscribers and last consistency check. */
@Module({
  imports: [CqrsModule],
  controllers: [
    SystemStatsController,
    ConsistencyController,
    AdminUsersController,
    AdminUserDetailController,
    AdminCompanyController,
    AdminReviewsController,
    AuditLogController,
    AnalyticsController,
    AdminDisputesController,
    DisputesController,
    SystemController,
  ],
  providers: [AuditLog, ModerationOutcomes, DisputesEraser, ConsistencyRuns],
})
export class ModerationModule {}
