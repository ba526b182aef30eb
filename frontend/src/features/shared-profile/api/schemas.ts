import type { Schemas } from '../../../lib/api-types';

/** GET /api/public/profile/{token} (spec section 3, Public profile response). */
export type PublicProfile = Schemas['PublicProfile'];
export type PublicReview = Schemas['PublicReview'];
