import type { Review } from './api/schemas';

// Test helpers shared by every feature live in src/test; re-exported for this feature's tests.
export { type Calls, stubApi } from '../../test/api-stub';
export { renderWithApp, testUser } from '../../test/render';

/** A received review as GET /api/reviews lists it: confirmed, verified, five stars, by 'Reviewer {id}'; `overrides` change any field. */
export const review = (id: string, overrides: Partial<Review> = {}): Review => ({
  id,
  status: 'confirmed',
  isVerified: true,
  reviewerVerificationStatus: 'verified',
  rating: 5,
  text: `Review ${id}`,
  context: 'M/Y Serenity',
  duration: null,
  skills: [],
  technicalSkills: null,
  workEthic: null,
  communication: null,
  professionalism: null,
  recommendation: null,
  reviewerName: `Reviewer ${id}`,
  reviewerProfileImage: null,
  reviewerWorkPosition: null,
  isHidden: false,
  flaggedAsSuspicious: false,
  reviewerSuspended: false,
  servedTogether: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});
