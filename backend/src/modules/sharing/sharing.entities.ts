import { SharingPublicReviewRecord, SharingReviewSummaryRecord } from './review-data/review-data.entities.js';
import { ShareLink } from './share-link.entity.js';

/** The sharing module's persisted entities (registered in platform/database/entities.ts). */
export const sharingEntities = [ShareLink, SharingReviewSummaryRecord, SharingPublicReviewRecord];
