import { apiRequest } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';

/** A short-lived, one-time URL to PUT the photo's bytes to (DESIGN.md, "Photo upload"). */
export const requestUploadUrl = () => apiRequest<Schemas['UploadUrl']>('POST', '/api/objects/upload');
