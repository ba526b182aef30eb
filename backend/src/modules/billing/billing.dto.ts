import {
  ADVANCED_SEARCH_FILTERS,
  BASIC_SEARCH_FILTERS,
  METERED_FEATURES,
  type MeteredFeature,
  PLAN_IDS,
  type PlanCapabilities,
  type PlanId,
  type PlanLimits,
  type SearchFilter,
  type SubscriptionPlan,
} from '@crew/contracts/plans';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ACCOUNT_ROLES, type AccountRole } from '../identity/contracts/user-values.js';
import type { ActivatedSubscription } from './activate-subscription/activate-subscription.command.js';
import type { SubscriptionInfo } from './get-subscription/get-subscription.query.js';
import type { TransactionView } from './list-transactions/list-transactions.query.js';

// Response bodies of the billing calls for the OpenAPI document (ADR 0012); `implements` keeps each in step with its type.

@ApiSchema({ name: 'PlanLimits', description: 'Monthly allowances; null is unlimited' })
export class PlanLimitsDto implements PlanLimits {
  @ApiProperty({ type: Number, nullable: true }) profile_view: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Contact requests' }) message: number | null;
  @ApiProperty({ type: Number, nullable: true }) verification_report: number | null;
}

@ApiSchema({ name: 'PlanCapabilities', description: 'What the plan unlocks beyond its allowances' })
export class PlanCapabilitiesDto implements PlanCapabilities {
  @ApiProperty({ enum: [...BASIC_SEARCH_FILTERS, ...ADVANCED_SEARCH_FILTERS], isArray: true, description: 'Search filters the plan may apply (text search is in every plan)' })
  searchFilters: SearchFilter[];
  @ApiProperty() savedSearches: boolean;
  @ApiProperty() analytics: boolean;
  @ApiProperty() apiKeys: boolean;
  @ApiProperty() prioritySupport: boolean;
}

@ApiSchema({ name: 'SubscriptionPlan' })
export class SubscriptionPlanDto implements SubscriptionPlan {
  @ApiProperty({ enum: PLAN_IDS }) id: PlanId;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ description: 'US dollars per billing cycle' }) price: number;
  @ApiProperty({ enum: ['monthly'] }) billingCycle: 'monthly';
  @ApiProperty({ type: [String] }) features: string[];
  @ApiProperty({ type: PlanLimitsDto }) limits: PlanLimitsDto;
  @ApiProperty({ type: PlanCapabilitiesDto }) capabilities: PlanCapabilitiesDto;
  @ApiProperty({ description: 'Credits (dollars) that activating the plan adds' }) includedCredits: number;
}

@ApiSchema({ name: 'EmployerUpgrade' })
export class EmployerUpgradeDto {
  @ApiProperty({ enum: ACCOUNT_ROLES, description: 'agency for a recruitment agency, else employer' }) role: AccountRole;
}

@ApiSchema({ name: 'ActivatedSubscription' })
export class ActivatedSubscriptionDto implements ActivatedSubscription {
  @ApiProperty({ enum: PLAN_IDS }) plan: PlanId;
  @ApiProperty({ description: 'Dollars' }) creditsAdded: number;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
}

@ApiSchema({ name: 'CreditBalance' })
export class CreditBalanceDto {
  @ApiProperty({ description: 'Dollars' }) creditsRemaining: number;
}

@ApiSchema({ name: 'Transaction' })
export class TransactionDto implements TransactionView {
  @ApiProperty() id: string;
  @ApiProperty() description: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: 'Dollars: positive in, negative spent' }) amount: number;
  @ApiProperty({ enum: ['completed'] }) status: 'completed';
}

class SubscriptionStateDto {
  @ApiProperty({ enum: PLAN_IDS, nullable: true }) plan: PlanId | null;
  @ApiProperty({ enum: ['active', 'inactive'], nullable: true }) status: 'active' | 'inactive' | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt: string | null;
  @ApiProperty({ description: 'Dollars' }) creditsRemaining: number;
}

class FeatureUsageDto {
  @ApiProperty({ enum: METERED_FEATURES }) feature: MeteredFeature;
  @ApiProperty({ type: Number, nullable: true, description: 'null is unlimited; 0 is not included' }) limit: number | null;
  @ApiProperty({ description: "Used of this month's allowance (paid actions not included); above limit after a downgrade mid-month, which reads as used up" })
  used: number;
}

class MonthlyLimitsDto {
  @ApiProperty({ format: 'date-time', description: "When this month's allowances start over" }) periodEndsAt: string;
  @ApiProperty({ type: [FeatureUsageDto] }) features: FeatureUsageDto[];
}

class ContactCountsDto {
  @ApiProperty() totalContacts: number;
  @ApiProperty() pendingContacts: number;
  @ApiProperty() acceptedContacts: number;
}

class EmployerAnalyticsDto {
  @ApiProperty({ type: ContactCountsDto }) contacts: ContactCountsDto;
  @ApiProperty({ description: 'Dollars put in this month' }) monthlySpending: number;
  @ApiProperty({ description: 'Credits spent this month on actions beyond the allowances, less refunds' }) creditsUsed: number;
  @ApiProperty({ description: 'Crew profiles opened this month, from the allowance or paid' }) profileViews: number;
}

@ApiSchema({ name: 'SubscriptionInfo' })
export class SubscriptionInfoDto implements SubscriptionInfo {
  @ApiProperty() isEmployer: boolean;
  @ApiProperty({ type: SubscriptionStateDto }) subscription: SubscriptionStateDto;
  @ApiProperty({ type: MonthlyLimitsDto }) limits: MonthlyLimitsDto;
  @ApiProperty({ type: EmployerAnalyticsDto }) analytics: EmployerAnalyticsDto;
}

