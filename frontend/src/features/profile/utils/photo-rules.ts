import { formatBytes } from '../../../lib/bytes';

/**
 * The photo's restrictions, checked before anything is uploaded (spec sections 5 and 9):
 * one file, image types only, at most 5242880 bytes. The messages are the uploader's own.
 */
export const MAX_PHOTO_BYTES = 5_242_880;
export const MAX_PHOTO_FILES = 1;
export const ALLOWED_PHOTO_TYPES = ['image/*'] as const;

/** A MIME pattern ('image/*', 'image/png') or an extension starting with a dot ('.png'). */
export function typeAllowed(file: { name: string; type: string }, allowed: readonly string[]): boolean {
  return allowed.some((pattern) => {
    if (pattern.startsWith('.')) return file.name.toLowerCase().endsWith(pattern.toLowerCase());
    if (!file.type) return false;
    if (pattern.endsWith('/*')) return file.type.toLowerCase().startsWith(pattern.slice(0, -1).toLowerCase());
    return file.type.toLowerCase() === pattern.toLowerCase();
  });
}

/** The first broken rule's message for a batch of chosen files, or null when it may be uploaded. */
export function checkPhotoFiles(files: ReadonlyArray<{ name: string; type: string; size: number }>): string | null {
  if (files.length > MAX_PHOTO_FILES) return `You can only upload ${MAX_PHOTO_FILES} file(s)`;
  for (const file of files) {
    if (!typeAllowed(file, ALLOWED_PHOTO_TYPES)) return `You can only upload: ${ALLOWED_PHOTO_TYPES.join(', ')}`;
    if (file.size > MAX_PHOTO_BYTES) return `${file.name} exceeds maximum allowed size of ${formatBytes(MAX_PHOTO_BYTES)}`;
  }
  return null;
}
