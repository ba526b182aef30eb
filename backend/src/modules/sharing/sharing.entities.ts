import { SharingPublicReviewRecord, SharingReviewSummaryRecord } from './review-data/review-data.entities.js';
import { SharingPublicProfileRecord } from './public-profile-document/public-profile-document.entity.js';
import { ProfilePdf } from './profile-pdf/profile-pdf.entity.js';
import { ShareLink } from './share-link.entity.js';

/** The sharing module's persisted entities (composed into one schema in src/entities.ts). */
export const sharingEntities = [ShareLink, SharingReviewSummaryRecord, SharingPublicReviewRecord, SharingPublicProfileRecord, ProfilePdf];
