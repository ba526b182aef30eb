import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an upload URL grants: one object, for one user, until a moment. */
export interface UploadGrant {
  objectId: string;
  userId: string;
  /** Unix time in seconds. */
  expires: number;
}

/** A key of its own, derived from the app secret, so an upload signature can never pass as anything else. */
function uploadKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('crew-reviews/object-upload-url/v1').digest();
}

/** HMAC-SHA256 over the grant, base64url. */
export function signUpload(secret: string, grant: UploadGrant): string {
  return createHmac('sha256', uploadKey(secret)).update(`${grant.objectId}\n${grant.userId}\n${grant.expires}`).digest('base64url');
}

/** Constant-time check of a signature taken from a URL. */
export function uploadSignatureValid(secret: string, grant: UploadGrant, signature: string): boolean {
  const expected = Buffer.from(signUpload(secret, grant));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
