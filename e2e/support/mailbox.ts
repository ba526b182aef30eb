import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReceivedMail, SmtpSink } from '../../backend/test/support/smtp-sink.js';

/**
 * The run's SMTP sink lives in the process that started the product (support/run-journeys.ts);
 * test files read what arrived through this loopback endpoint: GET /mails answers every mail.
 */
export async function serveMailbox(sink: SmtpSink): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.url !== '/mails') return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(sink.mails));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** What a test file sees of the shared sink: the same waitFor as the sink itself. */
export class RemoteMailbox {
  constructor(private readonly url: string) {}

  async mails(): Promise<ReceivedMail[]> {
    return (await fetch(`${this.url}/mails`)).json() as Promise<ReceivedMail[]>;
  }

  async mailsTo(to: string): Promise<ReceivedMail[]> {
    return (await this.mails()).filter((m) => m.to.includes(to.toLowerCase()));
  }

  /** Waits until a mail to `to` matching `subject` has arrived, and returns it. */
  async waitFor(to: string, subject: RegExp = /./, timeoutMs = 15000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await this.mailsTo(to)).find((m) => subject.test(m.subject));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
