import type { RateLimit } from '../../../platform/security/rate-limiter.service.js';

/**
 * Each request emails an address the requester typed, so the platform must not become a way
 * to mail strangers in bulk. A crew member asking a whole crew at once stays well below this.
 */
export const REVIEW_REQUEST_LIMIT: RateLimit = { bucket: 'review-request:user', max: 30, windowSeconds: 3600 };
