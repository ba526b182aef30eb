import { Command } from '@nestjs/cqrs';
import type { RequestOrigin } from '../../identity/contracts/auth.js';
import type { SentReviewRequestView } from '../read/review-request-view.js';

export interface CreatedReviewRequest extends SentReviewRequestView {
  emailStatus: 'queued';
  deliveryNote: string;
}

export class RequestReviewCommand extends Command<CreatedReviewRequest> {
  constructor(
    readonly requesterId: string,
    readonly reviewerEmail: string,
    readonly context: string,
    readonly duration: string | null,
    readonly message: string | null,
    readonly origin: RequestOrigin,
    readonly servicePeriodId: string | null = null,
  ) {
    super();
  }
}
