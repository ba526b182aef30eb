import { Command, Query } from '@nestjs/cqrs';
import type { ContactMessageView, ContactRequestView, ContactStateView, ContactThreadView } from './contact-requests.dto.js';

/** What the employer writes to open a conversation. */
export interface OpeningMessage {
  position: string | null;
  vessel: string | null;
  dates: string | null;
  message: string;
}

/**
 * An employer with an active plan opens a conversation with a searchable crew member: one open
 * conversation per pair, charged once (one message of the plan) when it is opened.
 */
export class SendContactRequestCommand extends Command<ContactRequestView> {
  constructor(
    readonly employerId: string,
    readonly crewId: string,
    readonly opening: OpeningMessage,
    /** Confirmed by the employer: beyond the month's messages, the conversation is paid with credits. */
    readonly payWithCredits = false,
  ) {
    super();
  }
}

/** Crew: the conversations they received. Employers and agencies: those they opened. Latest activity first. */
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

/** The crew member withdraws the consent they gave by accepting: the email is hidden again and the thread closes. */
export class WithdrawContactConsentCommand extends Command<ContactRequestView> {
  constructor(
    readonly crewId: string,
    readonly requestId: string,
  ) {
    super();
  }
}

/** One of the two parties reads the conversation and its thread; to anyone else it does not exist. */
export class GetContactThreadQuery extends Query<ContactThreadView> {
  constructor(
    readonly userId: string,
    readonly requestId: string,
  ) {
    super();
  }
}

/** One of the two parties writes in an accepted conversation; the other side is emailed. */
export class WriteContactMessageCommand extends Command<ContactMessageView> {
  constructor(
    readonly userId: string,
    readonly requestId: string,
    readonly message: string,
  ) {
    super();
  }
}

/** The employer's latest conversation with each of these crew members (the Contact buttons of a page), in one query. */
export class GetContactStatesQuery extends Query<ContactStateView[]> {
  constructor(
    readonly employerId: string,
    readonly crewIds: readonly string[],
  ) {
    super();
  }
}
