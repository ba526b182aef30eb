import type { Schemas } from '../../../lib/api-types';

/** Bodies of the billing endpoints, from the generated API types (spec sections 3 and 7). */
export type SubscriptionPlan = Schemas['SubscriptionPlan'];
/** GET /api/user/subscription, with real monthly limits. */
export type SubscriptionInfo = Schemas['SubscriptionInfo'];
export type Transaction = Schemas['Transaction'];
export type UpgradeEmployerInput = Schemas['UpgradeEmployerDto'];
export type ActivatedSubscription = Schemas['ActivatedSubscription'];
export type CreditBalance = Schemas['CreditBalance'];
export type EmployerUpgrade = Schemas['EmployerUpgrade'];
/** GET /api/employer/analytics: the last 12 weeks and their totals (Enterprise). */
export type EmployerAnalytics = Schemas['EmployerAnalytics'];
export type EmployerWeek = Schemas['EmployerWeek'];
export type ApiKey = Schemas['ApiKey'];
/** POST /api/employer/api-keys: the only answer that carries the whole key. */
export type CreatedApiKey = Schemas['CreatedApiKey'];
export type SupportRequest = Schemas['SupportRequest'];
export type OpenSupportRequestInput = Schemas['OpenSupportRequestDto'];
/** GET /api/company: the company, whether and how it is verified, a link awaiting confirmation. */
export type Company = Schemas['Company'];
export type SendDomainEmailInput = Schemas['SendDomainEmailDto'];
