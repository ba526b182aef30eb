import { Command } from '@nestjs/cqrs';
import type { RequestOrigin } from '../../identity/contracts/auth.js';

export interface DeclinedReviewRequest {
  id: string;
  state: 'declined';
}

/** The addressee declines a pending request, permanently; the requester is told by email. */
export class DeclineReviewRequestCommand extends Command<DeclinedReviewRequest> {
  constructor(
    readonly requestId: string,
    readonly userId: string,
    readonly origin: RequestOrigin,
  ) {
    super();
  }
}
