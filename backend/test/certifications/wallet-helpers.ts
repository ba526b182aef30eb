import { existsSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { person, type Person } from '../sharing/sharing-helpers.js';
import { STRONG_PASSWORD, type TestApp } from '../support/test-app.js';

export const DAY = 86_400_000;

/** A minimal PDF: enough for content sniffing (file-type reads the %PDF- signature). */
export function tinyPdf(text = 'Certificate of Proficiency'): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

/** The UTC day `days` from now ('YYYY-MM-DD'), counted from `from` when given. */
export function dayFrom(days: number, from = new Date()): string {
  return new Date(from.getTime() + days * DAY).toISOString().slice(0, 10);
}

/** A crew member holding two STCW endorsements and one free-text certification. */
export async function holder(app: TestApp, fields: Partial<{ firstName: string; lastName: string }> = {}): Promise<Person> {
  const someone = await person(app, fields);
  await someone.agent
    .patch('/api/user/profile')
    .send({ stcwEndorsements: ['pst', 'efa'], certifications: ['ENG1 Medical'] })
    .expect(200);
  return someone;
}

export async function scanKeysOf(app: TestApp, userId: string): Promise<string[]> {
  const rows = await app.em.fork().getConnection().execute<Array<{ scan_key: string | null }>>('select scan_key from certificate_details where user_id = ?', [userId]);
  return rows.flatMap((r) => (r.scan_key ? [r.scan_key] : []));
}

export const stored = (storageDir: string, key: string) => existsSync(join(storageDir, key));

/**
 * A raw PUT through a real socket, for bodies the server refuses before reading them all: the
 * server answers early and closes, so the client's remaining writes may fail (EPIPE) after the
 * answer arrived. What counts is the answer.
 */
export async function rawPut(app: TestApp, path: string, cookie: string, body: Buffer, contentType: string): Promise<{ status: number; body: string }> {
  const server = app.api.getHttpServer() as Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'PUT', headers: { 'content-type': contentType, 'content-length': body.length, cookie } }, (res) => {
      answered = true;
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.end(body);
  });
}

/** A signed-in holder's session cookie, for rawPut. */
export async function sessionCookie(app: TestApp, email: string): Promise<string> {
  const res = await app.http().post('/api/auth/login').send({ email, password: STRONG_PASSWORD }).expect(200);
  return (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
}
