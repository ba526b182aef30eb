import type { Job } from 'bullmq';
import { MailProcessor } from '../../src/platform/mail/mail.processor.js';
import type { MailMessage } from '../../src/platform/mail/mail.types.js';
import { MAIL_QUEUE } from '../../src/platform/queue/queues.js';
import { startTestApp, type TestApp, uniqueEmail } from '../support/test-app.js';

/**
 * The mail worker asks the job's outbox row whether to send: once per job, sent at most once,
 * never after the row was taken back. Jobs are handed to the processor as the queue would
 * (id `outbox-{row id}`); the row is marked dispatched, so the relay leaves it alone.
 */
describe('mail jobs and their outbox rows', () => {
  let app: TestApp;
  beforeAll(() => startTestApp().then((a) => (app = a)));
  afterAll(() => app.close());

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => app.em.fork().getConnection().execute<T[]>(query, params);

  async function handedOver(mail: MailMessage, delivered = false): Promise<string> {
    const [row] = await sql<{ id: string }>(
      `insert into outbox_messages (queue, name, data, dispatched_at, delivered_at) values (?, 'platform.send-mail', ?, now(), ${delivered ? 'now()' : 'null'}) returning id`,
      [MAIL_QUEUE, JSON.stringify(mail)],
    );
    return String(row.id);
  }

  const run = (jobId: string, mail: MailMessage) => app.worker.get(MailProcessor).process({ id: jobId, data: mail } as Job<MailMessage>);
  const mail = (to: string): MailMessage => ({ to, subject: 'Your watch starts at dawn', text: 'See you on the bridge.' });

  it('sends a due mail and records its delivery on the row', async () => {
    const to = uniqueEmail('due');
    const id = await handedOver(mail(to));
    await run(`outbox-${id}`, mail(to));
    expect(app.smtp.mailsTo(to)).toHaveLength(1);
    expect((await sql<{ delivered: boolean }>('select delivered_at is not null as delivered from outbox_messages where id = ?', [id]))[0].delivered).toBe(true);

    // The same job handed over again (Redis lost it after the send): no second copy.
    await run(`outbox-${id}`, mail(to));
    expect(app.smtp.mailsTo(to)).toHaveLength(1);
  });

  it('does not send a mail whose row already records a delivery', async () => {
    const to = uniqueEmail('delivered');
    const id = await handedOver(mail(to), true);
    await run(`outbox-${id}`, mail(to));
    expect(app.smtp.mailsTo(to)).toEqual([]);
  });

  it('does not send a mail whose row is gone (taken back by an account deletion)', async () => {
    const to = uniqueEmail('withdrawn');
    const id = await handedOver(mail(to));
    await sql('delete from outbox_messages where id = ?', [id]);
    await run(`outbox-${id}`, mail(to));
    expect(app.smtp.mailsTo(to)).toEqual([]);
  });

  it('sends a mail queued without an outbox row', async () => {
    const to = uniqueEmail('direct');
    await run('direct-1', mail(to));
    expect(app.smtp.mailsTo(to)).toHaveLength(1);
  });
});
