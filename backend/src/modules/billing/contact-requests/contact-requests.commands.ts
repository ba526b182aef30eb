import { Command, Query } from '@nestjs/cqrs';
import type { ContactRequestView } from './contact-requests.dto.js';

/** An employer with an active plan asks a searchable crew member to get in touch; counts one message. */
export class SendContactRequestCommand extends Command<ContactRequestView> {
  constructor(
    readonly employerId: string,
    readonly crewId: string,
    readonly message: string,
  ) {
    super();
  }
}

/** Crew: the requests they received. Employers and agencies: the requests they sent. Newest first. */
export class ListContactRequestsQuery extends Query<ContactRequestView[]> {
  constructor(readonly userId: string) {
    super();
  }
}

/** The crew member addressed accepts or declines a pending request. */
export class RespondContactRequestCommand extends Command<ContactRequestView> {
  constructor(
    readonly crewId: string,
    readonly requestId: string,
    readonly status: 'accepted' | 'declined',
  ) {
    super();
  }
}
