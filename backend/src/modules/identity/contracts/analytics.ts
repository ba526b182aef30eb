import { Query } from '@nestjs/cqrs';

/** Accounts created per week (weeks start on Monday, UTC), oldest first, for the admin's charts. */
export class CountSignUpsPerWeekQuery extends Query<Array<{ weekStart: string; count: number }>> {
  constructor(readonly since: Date) {
    super();
  }
}
