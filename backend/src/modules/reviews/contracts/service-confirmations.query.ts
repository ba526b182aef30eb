import { Query } from '@nestjs/cqrs';

/** A reviewer's confirmation, in their review, of the person's sea service over the days they served together (ADR 0027). */
export interface ServiceConfirmation {
  reviewId: string;
  /** The person's period the request named. */
  periodId: string;
  confirmedById: string;
  /** 'Former member' once the reviewer's account is deleted. */
  confirmedByName: string;
  from: string;
  to: string;
  confirmedAt: string;
}

/** Confirmations of a person's sea service from reviews they received and that were not deleted, newest first. */
export class ListServiceConfirmationsQuery extends Query<ServiceConfirmation[]> {
  constructor(readonly revieweeId: string) {
    super();
  }
}
