import type { Response } from 'express';

export interface FileToSend {
  body: Buffer;
  contentType: string;
  /** The name a browser saves it under; made safe by `safeFileName`. */
  fileName?: string;
  /** 'attachment' (the default) makes the browser save the file; 'inline' lets a page show it (an image). */
  disposition?: 'attachment' | 'inline';
  /**
   * Most files are one person's own (their data, their scans, their PDFs): no cache may keep
   * them, so they do not outlive a sign-out on a shared computer. Only a public file that never
   * changes says otherwise.
   */
  cacheControl?: string;
}

/**
 * Letters, digits, dot, dash and underscore only: nothing that could end the quoted
 * filename, split the header or name a path, and no leading dot (a hidden file).
 */
export function safeFileName(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '');
  return safe || 'download';
}

/**
 * Sends a file as the response: its type, how the browser should treat it, and nosniff, so a
 * file a person uploaded is never run as a page or script whatever bytes it holds.
 */
export function sendAttachment(res: Response, file: FileToSend): void {
  const disposition = file.disposition ?? 'attachment';
  res.set({
    'Content-Type': file.contentType,
    'Content-Disposition': file.fileName === undefined ? disposition : `${disposition}; filename="${safeFileName(file.fileName)}"`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': file.cacheControl ?? 'private, no-store',
  });
  res.send(file.body);
}
