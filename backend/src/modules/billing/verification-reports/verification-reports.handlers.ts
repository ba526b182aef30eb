import { findPlan } from '@crew/contracts/plans';
import { FORMER_MEMBER } from '@crew/contracts/user-values';
import { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenException, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { CommandHandler, type ICommandHandler, type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Clock } from '../../../platform/clock/clock.js';
import { AppConfig } from '../../../platform/config/app-config.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { OutboxService } from '../../../platform/queue/outbox.service.js';
import { REPORTS_QUEUE } from '../../../platform/queue/queues.js';
import { ObjectStorage } from '../../../platform/storage/object-storage.js';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import { MonthlyAllowances, spendKey } from '../allowances/monthly-allowances.js';
import { CreditLedger } from '../credits/credit-ledger.js';
import { usagePeriod } from '../domain/ledger.js';
import { reportOrderedMail } from './report-mails.js';
import { renderReportPdf } from './report-pdf.js';
import { takeSnapshot } from './report-snapshot.js';
import { VerificationReport } from './verification-report.entity.js';
import {
  BuildVerificationReportCommand, FailVerificationReportCommand, GetPublicReportQuery, GetReportPdfQuery, ListVerificationReportsQuery,
  OrderVerificationReportCommand,
} from './verification-reports.commands.js';
import type { PublicReportView, VerificationReportView } from './verification-reports.dto.js';
import { fullName } from '../../identity/contracts/user-values.js';

export const BUILD_REPORT_JOB = 'billing.build-verification-report';
const CREW_NOT_FOUND = 'Crew member not found';

export function verifyUrl(appUrl: string, reportId: string): string {
  return `${appUrl}/verify/${reportId}`;
}

function toView(report: Omit<VerificationReport, 'snapshot'>, appUrl: string): VerificationReportView {
  return {
    id: report.id,
    reportType: report.reportType,
    status: report.status,
    crewId: report.crewId,
    crewName: report.crewName ?? FORMER_MEMBER,
    createdAt: report.createdAt.toISOString(),
    issuedAt: report.issuedAt?.toISOString() ?? null,
    sha256: report.sha256,
    downloadable: report.status === 'ready' && report.pdfKey !== null,
    verifyUrl: verifyUrl(appUrl, report.id),
  };
}

@CommandHandler(OrderVerificationReportCommand)
export class OrderVerificationReportHandler implements ICommandHandler<OrderVerificationReportCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly allowances: MonthlyAllowances,
    private readonly mail: MailService,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute({ employerId, crewId, reportType, payWithCredits }: OrderVerificationReportCommand): Promise<VerificationReportView> {
    const [employer, crew] = await Promise.all([this.queries.execute(new GetUserQuery(employerId)), this.queries.execute(new GetUserQuery(crewId))]);
    if (!employer) throw new UnauthorizedException('Unauthorized');
    // Only crew who chose to be found can be reported on; anyone else is answered like an unknown id.
    if (!crew || crew.role !== 'crew' || !crew.searchable) throw new NotFoundException(CREW_NOT_FOUND);
    const plan = findPlan(employer.subscriptionPlan);
    if (!plan) throw new ForbiddenException('Premium Subscription Required');
    const snapshot = await takeSnapshot(this.queries, crew);
    const now = this.clock.now();

    const id = randomUUID();
    const report = await this.em.fork().transactional(async (em) => {
      // Reserved with the order, in its transaction: a refusal (no reports on the plan, or the month's used up) writes nothing.
      // A paid report's spend carries its id, so a report that cannot be built finds and refunds it.
      await this.allowances.consume(em, employerId, plan, 'verification_report', now, { subjectId: crewId, payWithCredits, reference: id });
      const [company] = await em.execute<Array<{ company_name: string; company_type: VerificationReport['companyType']; verified: boolean }>>(
        'select company_name, company_type, verified_at is not null as verified from employer_companies where user_id = ?',
        [employerId],
      );
      const created = em.create(VerificationReport, {
        id,
        employerId,
        crewId,
        reportType,
        // An employer made by an admin may have no company on file: their own name stands in.
        companyName: company?.company_name ?? fullName(employer),
        companyType: company?.company_type ?? null,
        companyVerified: company?.verified ?? false,
        crewName: snapshot.crew.name,
        snapshot,
        usagePeriod: usagePeriod(now),
        createdAt: now,
      });
      this.mail.queue(em, reportOrderedMail(crew.email, crew.firstName, created.companyName, this.config.APP_URL));
      this.outbox.add(em, { queue: REPORTS_QUEUE, name: BUILD_REPORT_JOB, data: { reportId: created.id } });
      return created;
    });
    return toView(report, this.config.APP_URL);
  }
}

@QueryHandler(ListVerificationReportsQuery)
export class ListVerificationReportsHandler implements IQueryHandler<ListVerificationReportsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  async execute({ employerId }: ListVerificationReportsQuery): Promise<VerificationReportView[]> {
    const reports = await this.em
      .fork()
      .find(VerificationReport, { employerId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 200, exclude: ['snapshot'] });
    return reports.map((report) => toView(report, this.config.APP_URL));
  }
}

@QueryHandler(GetReportPdfQuery)
export class GetReportPdfHandler implements IQueryHandler<GetReportPdfQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: ObjectStorage,
  ) {}

  async execute({ employerId, reportId }: GetReportPdfQuery) {
    const report = await this.em.fork().findOne(VerificationReport, { id: reportId }, { exclude: ['snapshot'] });
    // To anyone but the employer who ordered it, a report does not exist.
    if (!report || report.employerId !== employerId || report.status !== 'ready' || !report.pdfKey) return null;
    const pdf = await this.storage.get(report.pdfKey);
    return pdf ? { pdf, fileName: `verification-report-${report.id}.pdf` } : null;
  }
}

@QueryHandler(GetPublicReportQuery)
export class GetPublicReportHandler implements IQueryHandler<GetPublicReportQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ reportId }: GetPublicReportQuery): Promise<PublicReportView | null> {
    const em = this.em.fork();
    const report = await em.findOne(VerificationReport, { id: reportId }, { exclude: ['snapshot'] });
    // Pending or failed: nothing was issued, so there is nothing anyone could hold.
    if (!report || report.status !== 'ready' || !report.sha256 || !report.issuedAt) return null;
    // Live, unlike the PDF (ADR 0038): whoever checks a copy learns whether the company is verified now.
    const [company] = await em.execute<Array<{ verified: boolean }>>('select verified_at is not null as verified from employer_companies where user_id = ?', [report.employerId]);
    return {
      id: report.id,
      reportType: report.reportType,
      genuine: true,
      sha256: report.sha256,
      issuedAt: report.issuedAt.toISOString(),
      crewName: report.crewName ?? FORMER_MEMBER,
      companyName: report.companyName,
      companyType: report.companyType,
      // An employer made by an admin has no company row: what the report says stands.
      companyVerified: company?.verified ?? report.companyVerified,
      companyVerifiedOnReport: report.companyVerified,
    };
  }
}

@CommandHandler(BuildVerificationReportCommand)
export class BuildVerificationReportHandler implements ICommandHandler<BuildVerificationReportCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: ObjectStorage,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute({ reportId }: BuildVerificationReportCommand): Promise<void> {
    const em = this.em.fork();
    const report = await em.findOne(VerificationReport, { id: reportId });
    // Built already (a job handed over twice) or failed for good: nothing to do.
    if (!report || report.status !== 'pending') return;
    // Erased with the crew member's account before it was built: it fails, and its allowance is given back.
    if (!report.snapshot) throw new UnrecoverableError('The crew member deleted their account before the report was built');
    const issuedAt = this.clock.now();
    let pdf: Buffer;
    try {
      pdf = await renderReportPdf({
        id: report.id,
        issuedAt,
        company: { name: report.companyName, type: report.companyType, verified: report.companyVerified },
        snapshot: report.snapshot,
        verifyUrl: verifyUrl(this.config.APP_URL, report.id),
      });
    } catch (error) {
      // Rendering is pure: what fails once fails every time, so retrying would only delay the answer.
      throw new UnrecoverableError(`The report could not be rendered: ${(error as Error).message}`);
    }
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    // A key of its own per build: two workers racing on one report never overwrite the file the winner recorded.
    const key = `report-${report.id}-${randomBytes(6).toString('hex')}`;
    await this.storage.put(key, pdf, 'application/pdf');
    // The snapshot goes once the file exists: the PDF is the record, and personal data is kept no longer than needed.
    const won = await em.execute<unknown[]>(
      `update verification_reports set status = 'ready', pdf_key = ?, sha256 = ?, byte_size = ?, issued_at = ?, snapshot = null
       where id = ? and status = 'pending' and snapshot is not null returning id`,
      [key, sha256, pdf.length, issuedAt, report.id],
    );
    if (won.length === 0) await this.storage.delete(key);
  }
}

@CommandHandler(FailVerificationReportCommand)
export class FailVerificationReportHandler implements ICommandHandler<FailVerificationReportCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly allowances: MonthlyAllowances,
    private readonly ledger: CreditLedger,
  ) {}

  async execute({ reportId, reason }: FailVerificationReportCommand): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const failed = await em.execute<Array<{ employer_id: string; usage_period: string }>>(
        `update verification_reports set status = 'failed', failure_reason = ?, snapshot = null where id = ? and status = 'pending' returning employer_id, usage_period`,
        [reason.slice(0, 500), reportId],
      );
      if (failed.length === 0) return;
      // The report was reserved when ordered: an order that produced nothing is given back,
      // as credits when credits paid for it, else as one report of its month's allowance.
      const [paid] = await em.execute<Array<{ amount: number; reference: string | null }>>(
        'select amount, reference from credit_ledger where idempotency_key = ?',
        [spendKey('verification_report', reportId)],
      );
      if (paid) {
        await this.ledger.record(em, {
          employerId: failed[0].employer_id,
          amount: -paid.amount,
          kind: 'refund',
          description: 'Refund: verification report could not be built',
          reference: paid.reference,
          idempotencyKey: `refund:verification_report:${reportId}`,
        });
      } else {
        await this.allowances.release(em, failed[0].employer_id, 'verification_report', failed[0].usage_period, reportId);
      }
    });
  }
}
