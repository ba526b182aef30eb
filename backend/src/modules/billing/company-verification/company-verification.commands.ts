import { Command } from '@nestjs/cqrs';
import type { CompanyView } from '../contracts/company.js';

/** The owner asks for a link at an address on the company's web domain; a new request replaces the previous link. */
export class SendDomainEmailCommand extends Command<CompanyView> {
  constructor(
    readonly userId: string,
    readonly website: string,
    readonly email: string,
  ) {
    super();
  }
}

/** Someone followed a link mailed to a company's domain address: the company is verified (false: the link is unknown, used or expired). */
export class ConfirmDomainEmailCommand extends Command<boolean> {
  constructor(readonly token: string) {
    super();
  }
}
