import { Command, Query } from '@nestjs/cqrs';
import type { PublicReportView, VerificationReportView } from './verification-reports.dto.js';
import type { ReportType } from './verification-report.entity.js';

/**
 * An employer with an active plan orders a report on a searchable crew member: one report of the
 * month's allowance, or, beyond it and only with `payWithCredits`, the report's credit price.
 */
export class OrderVerificationReportCommand extends Command<VerificationReportView> {
  constructor(
    readonly employerId: string,
    readonly crewId: string,
    readonly reportType: ReportType,
    readonly payWithCredits = false,
  ) {
    super();
  }
}

/** The reports an employer ordered, newest first. */
export class ListVerificationReportsQuery extends Query<VerificationReportView[]> {
  constructor(readonly employerId: string) {
    super();
  }
}

/** The PDF of a built report, for the employer who ordered it only; null for anyone else or before it is built. */
export class GetReportPdfQuery extends Query<{ pdf: Buffer; fileName: string } | null> {
  constructor(
    readonly employerId: string,
    readonly reportId: string,
  ) {
    super();
  }
}

/** What anyone holding a report's PDF may check: is it genuine, and what did we issue. null when no such report was issued. */
export class GetPublicReportQuery extends Query<PublicReportView | null> {
  constructor(readonly reportId: string) {
    super();
  }
}

/** The worker builds the PDF of an ordered report (idempotent: a built report is left as it is). */
export class BuildVerificationReportCommand extends Command<void> {
  constructor(readonly reportId: string) {
    super();
  }
}

/** After the build failed for good: the report is marked failed and its allowance, or the credits it cost, given back. */
export class FailVerificationReportCommand extends Command<void> {
  constructor(
    readonly reportId: string,
    readonly reason: string,
  ) {
    super();
  }
}
