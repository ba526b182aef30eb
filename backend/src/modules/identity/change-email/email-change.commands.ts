import { Command, Query } from '@nestjs/cqrs';

/**
 * The signed-in person asks to move their account to `newEmail`: a confirmation link goes
 * there (or, when the address already has an account, a notice to its owner; the caller's
 * answer is the same). Answers the pending change.
 */
export class RequestEmailChangeCommand extends Command<PendingEmailChange> {
  constructor(
    readonly userId: string,
    readonly newEmail: string,
  ) {
    super();
  }
}

/** The new address's link: the account, its sign-in and what was addressed to the person move to it. */
export class ConfirmEmailChangeCommand extends Command<{ email: string }> {
  constructor(readonly token: string) {
    super();
  }
}

/** The old address's link, within 7 days: the account takes its old address back and every session ends. */
export class UndoEmailChangeCommand extends Command<{ email: string }> {
  constructor(readonly token: string) {
    super();
  }
}

export interface PendingEmailChange {
  newEmail: string;
  expiresAt: string;
}

/** The change waiting for its confirmation link, if any. */
export class GetPendingEmailChangeQuery extends Query<PendingEmailChange | null> {
  constructor(readonly userId: string) {
    super();
  }
}
