import { ReviewsEraser } from './erase-person/reviews.eraser.js';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RateLimiter } from '../../platform/security/rate-limiter.service.js';
import { ConfirmReviewController } from './confirm-review/confirm-review.controller.js';
import { ConfirmReviewHandler } from './confirm-review/confirm-review.handler.js';
import { DeclineReviewRequestController } from './decline-request/decline-review-request.controller.js';
import { DeclineReviewRequestHandler } from './decline-request/decline-review-request.handler.js';
import { GetSkillsController } from './get-skills/get-skills.controller.js';
import { GetSkillsHandler } from './get-skills/get-skills.handler.js';
import { GetProfileStatsController } from './get-stats/get-profile-stats.controller.js';
import { GetProfileStatsHandler } from './get-stats/get-profile-stats.handler.js';
import { ListIncomingReviewRequestsController } from './list-incoming-requests/list-incoming-review-requests.controller.js';
import { ListIncomingReviewRequestsHandler } from './list-incoming-requests/list-incoming-review-requests.handler.js';
import { ListReceivedReviewsController } from './list-received-reviews/list-received-reviews.controller.js';
import { ListReceivedReviewsHandler } from './list-received-reviews/list-received-reviews.handler.js';
import { ListSentReviewRequestsController } from './list-sent-requests/list-sent-review-requests.controller.js';
import { ListSentReviewRequestsHandler } from './list-sent-requests/list-sent-review-requests.handler.js';
import { ClearReviewFlagHandler, DeleteReviewHandler, RestoreReviewHandler, FlagReviewHandler, VerifyReviewHandler } from './moderate-review/moderate-review.handlers.js';
import { GetReviewHistoryHandler, GetReviewPartiesHandler, GetReviewTotalsHandler, GetReviewUnderDisputeHandler, ListReviewsForModerationHandler } from './moderate-review/moderation-queries.handlers.js';
import { ListReviewModerationOfPersonHandler, ListReviewsOfPersonHandler } from './moderate-review/person-reviews.handlers.js';
import { GetReviewSummaryHandler } from './public-profile/get-review-summary.handler.js';
import { ListPublicReviewsHandler } from './public-profile/list-public-reviews.handler.js';
import { ListServiceConfirmationsHandler } from './read/list-service-confirmations.handler.js';
import { ReceivedReviews } from './read/review-view.js';
import { RequestReviewController } from './request-review/request-review.controller.js';
import { RequestReviewHandler } from './request-review/request-review.handler.js';
import { GetReviewActivityPerWeekHandler } from './moderate-review/review-activity.handler.js';
import { reviewStreamProviders } from './review-streams.providers.js';
import { ListReviewsForReportHandler } from './verification-report/list-reviews-for-report.handler.js';
import { ListReviewsForEmployerHandler } from './employer-view/list-reviews-for-employer.handler.js';
import { SubmitReviewController } from './submit-review/submit-review.controller.js';
import { SubmitReviewHandler } from './submit-review/submit-review.handler.js';
import { ToggleReviewVisibilityController } from './toggle-visibility/toggle-review-visibility.controller.js';
import { ToggleReviewVisibilityHandler } from './toggle-visibility/toggle-review-visibility.handler.js';

/** Review requests, reviews, the review event log and its projections, skills, stats. */
@Module({
  imports: [CqrsModule],
  controllers: [
    RequestReviewController,
    ListSentReviewRequestsController,
    ListIncomingReviewRequestsController,
    DeclineReviewRequestController,
    SubmitReviewController,
    ListReceivedReviewsController,
    ConfirmReviewController,
    ToggleReviewVisibilityController,
    GetProfileStatsController,
    GetSkillsController,
  ],
  providers: [
    RateLimiter,
    ...reviewStreamProviders,
    GetReviewActivityPerWeekHandler,
    ReviewsEraser,
    ReceivedReviews,
    RequestReviewHandler,
    ListSentReviewRequestsHandler,
    ListIncomingReviewRequestsHandler,
    DeclineReviewRequestHandler,
    SubmitReviewHandler,
    ListReceivedReviewsHandler,
    ConfirmReviewHandler,
    ToggleReviewVisibilityHandler,
    GetProfileStatsHandler,
    GetSkillsHandler,
    ListPublicReviewsHandler,
    ListServiceConfirmationsHandler,
    GetReviewSummaryHandler,
    FlagReviewHandler,
    VerifyReviewHandler,
    ClearReviewFlagHandler,
    DeleteReviewHandler,
    RestoreReviewHandler,
    GetReviewHistoryHandler,
    GetReviewPartiesHandler,
    GetReviewUnderDisputeHandler,
    ListReviewsForModerationHandler,
    GetReviewTotalsHandler,
    ListReviewsOfPersonHandler,
    ListReviewModerationOfPersonHandler,
    ListReviewsForReportHandler,
    ListReviewsForEmployerHandler,
  ],
})
export class ReviewsModule {}
