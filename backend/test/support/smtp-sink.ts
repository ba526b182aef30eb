import { type ParsedMail, simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server for tests: the product sends through it exactly as it would to a
 * mail provider, and tests read what arrived. `failing` makes it refuse every message.
 */
export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  failing = false;
  private server: SMTPServer | undefined;
  private waiters: Array<() => void> = [];

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        if (this.failing) {
          stream.resume();
          stream.on('end', () => callback(Object.assign(new Error('Mailbox unavailable (test)'), { responseCode: 450 })));
          return;
        }
        simpleParser(stream)
          .then((mail: ParsedMail) => {
            const to = ([] as Array<{ value: Array<{ address?: string }> }>).concat((mail.to as never) ?? []).flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
            this.mails.push({ to, subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' });
            this.waiters.splice(0).forEach((wake) => wake());
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get url(): string {
    const { port } = this.server!.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  /** Waits until a mail to `to` matching `subject` has arrived, and returns it. */
  async waitFor(to: string, subject: RegExp = /./, timeoutMs = 15000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.find((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms; got: ${this.mails.map((m) => `${m.to} "${m.subject}"`).join(', ') || 'none'}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 500));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  mailsTo(to: string): ReceivedMail[] {
    return this.mails.filter((m) => m.to.includes(to.toLowerCase()));
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const match = mail.text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s]*`));
  if (!match) throw new Error(`No link starting with ${prefix} in mail "${mail.subject}":\n${mail.text}`);
  return match[0];
}
