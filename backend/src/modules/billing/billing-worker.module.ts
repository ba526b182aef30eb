import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OutboxDeliveries } from '../../platform/queue/outbox-deliveries.js';
import { StorageModule } from '../../platform/storage/storage.module.js';
import { BillingExporter } from './export-person/billing.exporter.js';
import { MonthlyAllowances } from './allowances/monthly-allowances.js';
import { CreditLedger } from './credits/credit-ledger.js';
import { BuildVerificationReportProcessor } from './verification-reports/build-verification-report.processor.js';
import { BuildVerificationReportHandler, FailVerificationReportHandler } from './verification-reports/verification-reports.handlers.js';
import { AllowanceCountersCheck } from './allowances/allowance-counters.check.js';
import { CreditBalancesCheck } from './credits/credit-balances.check.js';

/** The billing module's worker side: builds ordered verification reports (and gives back what a failed one cost). */
@Module({
  imports: [CqrsModule, StorageModule],
  providers: [OutboxDeliveries, BillingExporter, CreditLedger, CreditBalancesCheck, AllowanceCountersCheck, MonthlyAllowances, BuildVerificationReportProcessor, BuildVerificationReportHandler, FailVerificationReportHandler],
})
export class BillingWorkerModule {}
