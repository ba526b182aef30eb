import { BadRequestException, HttpException, HttpStatus, UnsupportedMediaTypeException } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type FormatEnum } from 'sharp';

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
  tooManyPixels: 'This photo is too large to process (over 100 megapixels). Please choose a smaller photo.',
} as const;

export const tooLarge = () => new HttpException(UPLOAD_MESSAGES.tooLarge, HttpStatus.PAYLOAD_TOO_LARGE);

/**
 * The image type of uploaded bytes, or the 4xx that refuses them. The content decides, not
 * the file name or the Content-Type the client claims.
 */
async function detectImageType(body: Buffer): Promise<string> {
  if (body.length === 0) throw new BadRequestException(UPLOAD_MESSAGES.empty);
  const detected = await fileTypeFromBuffer(body);
  if (!detected || !ALLOWED_IMAGE_TYPES.has(detected.mime)) throw new UnsupportedMediaTypeException(UPLOAD_MESSAGES.notAnImage);
  return detected.mime;
}

/** Output format per accepted type: each photo is stored in the type it came in. */
const FORMATS: Readonly<Record<string, keyof FormatEnum>> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/gif': 'gif', 'image/webp': 'webp' };

/**
 * Pixels a photo may decode to: a few bytes can claim dimensions that would take gigabytes to
 * decode. 100 million is more than a photo under 5 MB holds (phone cameras reach 200 million,
 * in files several times that size).
 */
const MAX_PIXELS = 100_000_000;

export interface CleanImage {
  body: Buffer;
  mime: string;
}

/**
 * What is stored of an uploaded photo: its type judged by content (detectImageType), then the
 * image decoded and encoded again without its metadata. A phone photo's EXIF says where it was
 * taken (GPS) and with what; profile photos are shown on shared profiles and in PDFs. The
 * orientation EXIF also holds is applied to the pixels first, so the photo stands as it did.
 */
export async function cleanImage(upload: Buffer): Promise<CleanImage> {
  const mime = await detectImageType(upload);
  try {
    const body = await sharp(upload, { animated: true, limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .autoOrient()
      .toFormat(FORMATS[mime], { quality: 90 })
      .toBuffer();
    return { body, mime };
  } catch (error) {
    // sharp reads the dimensions before decoding: a claim beyond the limit costs nothing.
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new HttpException(UPLOAD_MESSAGES.tooManyPixels, HttpStatus.PAYLOAD_TOO_LARGE);
    // Content that starts like an image but does not decode as one.
    throw new UnsupportedMediaTypeException(UPLOAD_MESSAGES.notAnImage);
  }
}

/**
 * Where a browser's direct upload to an S3 store lands before it is checked: never served,
 * and removed once checked. Objects under this prefix are only candidates (a bucket
 * lifecycle rule may expire them after a day).
 */
export const STAGING_PREFIX = 'incoming-';
export const stagingKey = (objectId: string) => `${STAGING_PREFIX}${objectId}`;
