import { Command } from '@nestjs/cqrs';
import type { MeteredFeature } from '@crew/contracts/plans';

/**
 * Uses one unit of an employer's monthly allowance on their active plan (ADR 0017), or fails
 * with 403 and a readable message ('Monthly limit of 5 profile views reached on the Basic
 * plan'). With `subjectId` (the crew member of a profile view) the same subject counts once
 * per calendar month.
 */
export class UseMonthlyAllowanceCommand extends Command<void> {
  constructor(
    readonly employerId: string,
    readonly feature: MeteredFeature,
    readonly subjectId?: string,
  ) {
    super();
  }
}
