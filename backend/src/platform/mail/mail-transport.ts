import { Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config.js';
import { counter } from '../metrics/registry.js';
import { inClientSpan } from '../tracing/job-trace.js';
import type { MailMessage } from './mail.types.js';

/**
 * Sends through SMTP_URL. With no SMTP server configured the mail is written to the log,
 * links included, so a local user can still follow a sign-in link.
 */
@Injectable()
export class MailTransport {
  private readonly logger = new Logger('Mail');
  private readonly transporter: Transporter | undefined;
  private readonly sent = counter('crew_mails_sent_total', 'Mails handed to the SMTP server (or written to the log when none is configured).');
  /** Every refused attempt; the job retries, so a mail can fail several times and still go out. */
  private readonly failed = counter('crew_mails_failed_total', 'Attempts to send a mail that the SMTP server refused or that could not reach it.');

  constructor(private readonly config: AppConfig) {
    if (config.SMTP_URL) this.transporter = nodemailer.createTransport(config.SMTP_URL);
  }

  async send(mail: MailMessage): Promise<void> {
    if (!this.transporter) {
      this.logger.log(`No SMTP_URL set; mail to ${mail.to}: "${mail.subject}"\n${mail.text}`);
      this.sent.inc();
      return;
    }
    try {
      const transporter = this.transporter;
      await inClientSpan('smtp send', { 'server.address': new URL(this.config.SMTP_URL).hostname }, () =>
        transporter.sendMail({ from: this.config.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html }),
      );
    } catch (error) {
      this.failed.inc();
      throw error;
    }
    this.sent.inc();
  }

  close() {
    this.transporter?.close();
  }
}
