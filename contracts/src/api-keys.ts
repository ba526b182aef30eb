/**
 * API keys (DESIGN.md, "Plan features"): an Enterprise employer's programs call crew search
 * and profiles with `Authorization: Bearer <key>`. The key is shown once; only its start (the
 * prefix) is kept readable, the rest as a SHA-256.
 */
export const API_KEY_LIMITS = {
  nameMax: 60,
  /** Active (unrevoked) keys per employer. */
  activeKeysMax: 10,
  /** Per key, in a fixed one-minute window; over it the API answers 429 with Retry-After. */
  requestsPerMinute: 60,
} as const;

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'crew_';

/** The routes a key opens, as the OpenAPI document and the Employer page state them. */
export const API_KEY_ROUTES = ['GET /api/search/crew', 'GET /api/search/crew/{id}'] as const;
