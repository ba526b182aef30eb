import type { components } from '@crew/contracts/api';

/**
 * The API's request and response bodies, generated from the backend's OpenAPI document
 * (contracts/openapi.json, ADR 0012). Features alias the schemas they use, so a field the
 * backend renames or drops fails the frontend's type check.
 */
export type Schemas = components['schemas'];
