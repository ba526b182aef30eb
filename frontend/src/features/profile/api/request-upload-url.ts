import { apiRequest } from '../../../lib/api-client';

/** A short-lived, one-time URL to PUT the photo's bytes to (DESIGN.md, "Photo upload"). */
export const requestUploadUrl = () => apiRequest<{ uploadURL: string }>('POST', '/api/objects/upload');
