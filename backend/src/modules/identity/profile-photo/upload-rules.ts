/** Profile photos: at most 5 MB (spec section 5), images judged by their content. */
export const MAX_UPLOAD_BYTES = 5_242_880;
export const UPLOAD_URL_MINUTES = 10;
export const ALLOWED_IMAGE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export const UPLOAD_MESSAGES = {
  tooLarge: 'File exceeds maximum allowed size of 5 MB',
  notAnImage: 'Only image files (PNG, JPEG, GIF, WebP) can be uploaded',
  empty: 'The upload is empty. Choose an image file.',
  invalidLink: 'This upload link is not valid. Please start the upload again.',
  expired: 'This upload link has expired. Please start the upload again.',
  used: 'This upload link has already been used. Please start the upload again.',
} as const;
