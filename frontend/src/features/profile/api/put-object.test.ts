import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { putObject } from './put-object';

/**
 * A real HTTP server on another origin, answering the PUT the way our API does (JSON with
 * objectPath) or the way an S3 bucket does (200 with an empty body), through jsdom's own
 * XMLHttpRequest and CORS.
 */
describe('putObject', () => {
  let server: Server;
  let base: string;
  let answer: (res: ServerResponse) => void;
  const received: Buffer[] = [];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'Access-Control-Allow-Methods': 'PUT', 'Access-Control-Allow-Headers': 'content-type' }).end();
        return;
      }
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push(Buffer.concat(chunks));
        answer(res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const grant = () => ({ uploadURL: `${base}/upload`, objectPath: '/api/objects/7f1c9c1e-3a55-4a4f-9a57-2a6f0e1f9b10' });
  const photo = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

  it('resolves with the path our server answers with', async () => {
    answer = (res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ objectPath: '/api/objects/from-the-server' }));
    await expect(putObject(grant(), photo())).resolves.toEqual({ objectPath: '/api/objects/from-the-server' });
  });

  it('resolves with the granted path when a bucket answers with an empty body', async () => {
    answer = (res) => res.writeHead(200, { ETag: '"abc"' }).end();
    await expect(putObject(grant(), photo())).resolves.toEqual({ objectPath: grant().objectPath });
    expect([...received.at(-1)!]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('rejects with the status when the upload is refused', async () => {
    answer = (res) => res.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>AccessDenied</Code></Error>');
    await expect(putObject(grant(), photo())).rejects.toMatchObject({ status: 403 });
  });
});
