import { Query } from '@nestjs/cqrs';

/** A ledger entry as the Billing tab lists it (spec section 3, Transaction). */
export interface TransactionView {
  id: string;
  description: string;
  createdAt: string;
  /** Dollars: positive for credits in, negative for credits spent. */
  amount: number;
  status: 'completed';
}

export class ListTransactionsQuery extends Query<TransactionView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
