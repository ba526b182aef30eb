import express from 'express';
import request from 'supertest';
import { type FileToSend, safeFileName, sendAttachment } from './send-attachment.js';

const serve = (file: FileToSend) => request(express().get('/file', (_req, res) => sendAttachment(res, file))).get('/file');

describe('sendAttachment', () => {
  it('sends the bytes as a private download under its name, never sniffed', async () => {
    const res = await serve({ body: Buffer.from('%PDF-1.7'), contentType: 'application/pdf', fileName: 'verification-report-1.pdf' }).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="verification-report-1.pdf"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toEqual(Buffer.from('%PDF-1.7'));
  });

  it('keeps a charset in the content type', async () => {
    const res = await serve({ body: Buffer.from('{}'), contentType: 'application/json; charset=utf-8', fileName: 'my-data.json' }).expect(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('serves a public image inline with the cache rule its caller gives', async () => {
    const res = await serve({ body: Buffer.from([0x89, 0x50]), contentType: 'image/png', disposition: 'inline', cacheControl: 'public, max-age=31536000, immutable' }).expect(200);
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('safeFileName', () => {
  it('keeps names made of letters, digits, dots, dashes and underscores', () => {
    expect(safeFileName('crew-reviews-my-data-2024-05-01.json')).toBe('crew-reviews-my-data-2024-05-01.json');
    expect(safeFileName('Personal_Survival-scan.pdf')).toBe('Personal_Survival-scan.pdf');
  });

  it('replaces quotes, separators, line breaks and letters outside ASCII', () => {
    expect(safeFileName('a"b.pdf')).toBe('a-b.pdf');
    expect(safeFileName('x\r\nSet-Cookie: y.pdf')).toBe('x-Set-Cookie-y.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('etc-passwd');
    expect(safeFileName('Küstenpatent.pdf')).toBe('K-stenpatent.pdf');
  });

  it('never answers an empty or hidden name', () => {
    expect(safeFileName('')).toBe('download');
    expect(safeFileName('"""')).toBe('download');
    expect(safeFileName('.env')).toBe('env');
  });
});
