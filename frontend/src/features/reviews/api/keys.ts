/** Query keys of the reviews endpoints (each query names its fetcher; the key is its URL). */
export const REVIEWS_KEY = ['/api/reviews'] as const;
export const STATS_KEY = ['/api/stats'] as const;
export const SKILLS_KEY = ['/api/skills'] as const;
export const INCOMING_REQUESTS_KEY = ['/api/incoming-review-requests'] as const;
export const SENT_REQUESTS_KEY = ['/api/review-requests'] as const;
