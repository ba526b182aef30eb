import { AddresseeMoveRecord } from './readdress-requests/addressee-move.entity.js';
import { ReviewEventRecord } from './event-store/review-event.entity.js';
import { ReviewRequestRecord } from './projections/review-request.entity.js';
import { ReviewReviewerStatsRecord } from './projections/review-reviewer-stats.entity.js';
import { ReviewSkillStatsRecord } from './projections/review-skill-stats.entity.js';
import { ReviewStatsRecord } from './projections/review-stats.entity.js';
import { ReviewRecord } from './projections/review.entity.js';
import { ReviewDuplicateBandRecord } from './projections/review-duplicate-band.entity.js';
import { ReviewActivityWeekRecord, ReviewTotalsRecord } from './projections/review-counters.entity.js';
import { SharedLinkRecord } from './shared-links/shared-link.entity.js';
import { SuspendedAccountRecord } from './suspended-reviewers/suspended-account.entity.js';

/** The reviews module's persisted entities (composed into one schema in src/entities.ts). */
export const reviewsEntities = [ReviewEventRecord, ReviewRequestRecord, ReviewRecord, ReviewReviewerStatsRecord, ReviewStatsRecord, ReviewSkillStatsRecord, SharedLinkRecord, SuspendedAccountRecord, AddresseeMoveRecord, ReviewTotalsRecord, ReviewActivityWeekRecord, ReviewDuplicateBandRecord];
