import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ActivateSubscriptionController } from './activate-subscription/activate-subscription.controller.js';
import { GetBillingForAdminHandler } from './admin-view/get-billing-for-admin.handler.js';
import { ActivateSubscriptionHandler } from './activate-subscription/activate-subscription.handler.js';
import { AddCreditsController } from './add-credits/add-credits.controller.js';
import { AddCreditsHandler } from './add-credits/add-credits.handler.js';
import { MonthlyAllowances } from './allowances/monthly-allowances.js';
import { UseMonthlyAllowanceHandler } from './allowances/use-monthly-allowance.handler.js';
import { CompanyVerificationController } from './company-verification/company-verification.controller.js';
import {
  ConfirmDomainEmailHandler, GetCompanyHandler, RevokeCompanyVerificationHandler, SendDomainEmailHandler, VerifyCompanyHandler,
} from './company-verification/company-verification.handlers.js';
import { ContactRequestsController } from './contact-requests/contact-requests.controller.js';
import { ListContactRequestsHandler, RespondContactRequestHandler, SendContactRequestHandler } from './contact-requests/contact-requests.handlers.js';
import { GetContactStatesHandler } from './contact-requests/contact-states.handler.js';
import { GetContactThreadHandler, WithdrawContactConsentHandler, WriteContactMessageHandler } from './contact-requests/contact-thread.handlers.js';
import { CreditLedger } from './credits/credit-ledger.js';
import { EmployerAnalyticsController } from './employer-analytics/employer-analytics.controller.js';
import { GetEmployerAnalyticsHandler } from './employer-analytics/get-employer-analytics.handler.js';
import { GetSubscriptionController } from './get-subscription/get-subscription.controller.js';
import { GetSubscriptionHandler } from './get-subscription/get-subscription.handler.js';
import { ListPlansController } from './list-plans/list-plans.controller.js';
import { ListTransactionsController } from './list-transactions/list-transactions.controller.js';
import { ListTransactionsHandler } from './list-transactions/list-transactions.handler.js';
import { UpgradeEmployerController } from './upgrade-employer/upgrade-employer.controller.js';
import { UpgradeEmployerHandler } from './upgrade-employer/upgrade-employer.handler.js';
import { RateLimiter } from '../../platform/security/rate-limiter.service.js';
import { StorageModule } from '../../platform/storage/storage.module.js';
import { PublicReportsController, VerificationReportsController } from './verification-reports/verification-reports.controller.js';
import { VerificationReportsEraser } from './verification-reports/verification-reports.eraser.js';
import {
  GetPublicReportHandler, GetReportPdfHandler, ListVerificationReportsHandler, OrderVerificationReportHandler,
} from './verification-reports/verification-reports.handlers.js';

/** Employer upgrade, company verification, plans (test mode), the credits ledger, transactions, monthly allowances, contact requests and verification reports. */
@Module({
  imports: [CqrsModule, StorageModule],
  controllers: [
    UpgradeEmployerController,
    ListPlansController,
    ActivateSubscriptionController,
    AddCreditsController,
    ListTransactionsController,
    GetSubscriptionController,
    ContactRequestsController,
    VerificationReportsController,
    PublicReportsController,
    EmployerAnalyticsController,
    CompanyVerificationController,
  ],
  providers: [
    RateLimiter,
    CreditLedger,
    MonthlyAllowances,
    UseMonthlyAllowanceHandler,
    UpgradeEmployerHandler,
    ActivateSubscriptionHandler,
    AddCreditsHandler,
    ListTransactionsHandler,
    GetSubscriptionHandler,
    GetBillingForAdminHandler,
    SendContactRequestHandler,
    ListContactRequestsHandler,
    RespondContactRequestHandler,
    GetContactThreadHandler,
    WriteContactMessageHandler,
    WithdrawContactConsentHandler,
    GetContactStatesHandler,
    OrderVerificationReportHandler,
    ListVerificationReportsHandler,
    GetReportPdfHandler,
    GetPublicReportHandler,
    VerificationReportsEraser,
    GetEmployerAnalyticsHandler,
    GetCompanyHandler,
    SendDomainEmailHandler,
    ConfirmDomainEmailHandler,
    VerifyCompanyHandler,
    RevokeCompanyVerificationHandler,
  ],
})
export class BillingModule {}
