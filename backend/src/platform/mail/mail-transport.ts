import { Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config.js';
import type { MailMessage } from './mail.types.js';

/**
 * Sends through SMTP_URL. With no SMTP server configured the mail is written to the log,
 * links included, so a local user can still follow a sign-in link.
 */
@Injectable()
export class MailTransport {
  private readonly logger = new Logger('Mail');
  private readonly transporter: Transporter | undefined;

  constructor(private readonly config: AppConfig) {
    if (config.SMTP_URL) this.transporter = nodemailer.createTransport(config.SMTP_URL);
  }

  async send(mail: MailMessage): Promise<void> {
    if (!this.transporter) {
      this.logger.log(`No SMTP_URL set; mail to ${mail.to}: "${mail.subject}"\n${mail.text}`);
      return;
    }
    await this.transporter.sendMail({ from: this.config.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  }

  close() {
    this.transporter?.close();
  }
}
