import { BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';

/** Certificate scans: PDF, PNG or JPEG, at most 10 MB, judged by their bytes (not the name or the claimed type). */
export const MAX_SCAN_BYTES = 10 * 1024 * 1024;
export const SCAN_TYPES: Readonly<Record<string, string>> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };

export const SCAN_MESSAGES = {
  tooLarge: 'File exceeds maximum allowed size of 10 MB',
  wrongType: 'Only PDF, PNG or JPEG scans can be uploaded',
  empty: 'The upload is empty. Choose a PDF, PNG or JPEG file.',
} as const;

export async function detectScanType(body: Buffer): Promise<string> {
  if (body.length === 0) throw new BadRequestException(SCAN_MESSAGES.empty);
  const detected = await fileTypeFromBuffer(body);
  if (!detected || !(detected.mime in SCAN_TYPES)) throw new UnsupportedMediaTypeException(SCAN_MESSAGES.wrongType);
  return detected.mime;
}
