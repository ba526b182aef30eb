import { CREDIT_PRICES, FEATURE_LABELS, METERED_FEATURES, type MeteredFeature } from '@crew/contracts/plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client';
import type { Schemas } from './api-types';
import { formatDate, formatDayMonth } from './dates';

/**
 * Monthly allowances and credits as every metered action shows them (DESIGN.md, "Credits"):
 * what an action will use before it is taken, and the server's refusal when the allowance is
 * used up, read from the API's error body.
 */
export type AllowanceUsedUp = Schemas['AllowanceUsedUpError'];
export type NotEnoughCredits = Schemas['NotEnoughCreditsError'];
type SubscriptionInfo = Schemas['SubscriptionInfo'];
type FeatureUsage = SubscriptionInfo['limits']['features'][number];

/** The Employer page's subscription query and the Billing list: a paid action changes both. */
export const SUBSCRIPTION_QUERY_KEY = ['/api/user/subscription'] as const;
export const TRANSACTIONS_QUERY_KEY = ['/api/transactions'] as const;

/** The signed-in employer's plan, credits and this month's use (GET /api/user/subscription). */
export const useSubscriptionInfo = (enabled = true) =>
  useQuery({
    ...queryOptions({ queryKey: SUBSCRIPTION_QUERY_KEY, queryFn: () => apiRequest<SubscriptionInfo>('GET', '/api/user/subscription') }),
    enabled,
  });

function errorBody(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const body = JSON.parse(error.bodyText) as unknown;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const isFeature = (value: unknown): value is MeteredFeature => METERED_FEATURES.includes(value as MeteredFeature);

/** The refusal's details when `error` is the server's 403 allowance_used_up, else null. */
export function allowanceUsedUpOf(error: unknown): AllowanceUsedUp | null {
  const body = errorBody(error);
  return body?.code === 'allowance_used_up' && isFeature(body.feature) ? (body as unknown as AllowanceUsedUp) : null;
}

/** The refusal's details when `error` is the server's 402 not_enough_credits, else null. */
export function notEnoughCreditsOf(error: unknown): NotEnoughCredits | null {
  const body = errorBody(error);
  return body?.code === 'not_enough_credits' && isFeature(body.feature) ? (body as unknown as NotEnoughCredits) : null;
}

/** '5 profile views', '1 message'. */
export function countOf(count: number, feature: MeteredFeature): string {
  return `${count} ${FEATURE_LABELS[feature][count === 1 ? 'one' : 'many']}`;
}

/** 'Profile views' */
export function featureTitle(feature: MeteredFeature): string {
  const label = FEATURE_LABELS[feature].many;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** A day the server sends as an instant at midnight UTC ('2026-12-01T00:00:00.000Z') or as a date, written as that day wherever the browser is. */
export const utcDay = (value: string) => value.slice(0, 10);

/** 'Your 5 profile views reset on Dec 1' */
export function resetLine(feature: MeteredFeature, limit: number, resetsOn: string): string {
  return `Your ${countOf(limit, feature)} reset${limit === 1 ? 's' : ''} on ${formatDayMonth(utcDay(resetsOn))}`;
}

/**
 * How an allowance reads on a dashboard: never '5 of 3' (a downgrade mid-month keeps the
 * month's use, so the lower allowance is simply used up until it resets).
 */
export function usageText({ feature, limit, used }: FeatureUsage): string {
  if (limit === null) return `${used} used · Unlimited`;
  if (limit === 0) return 'Not included';
  if (used >= limit) return `All ${countOf(limit, feature)} used`;
  return `${used} of ${limit}`;
}

/**
 * What one more action will use, shown before it is taken: 'Uses 1 of 5 profile views this
 * month (3 left)'; null without an active plan (the action is not offered then).
 */
export function allowanceNote(info: SubscriptionInfo | undefined, feature: MeteredFeature): string | null {
  const usage = info?.limits?.features?.find((f) => f.feature === feature);
  if (!info || !usage || info.subscription.status !== 'active') return null;
  const price = `$${CREDIT_PRICES[feature]} of credits`;
  const { one, many } = FEATURE_LABELS[feature];
  if (usage.limit === null) return `Unlimited ${many} on your plan`;
  if (usage.limit === 0) return `Not included in your plan: each ${one} costs ${price}, asked before anything is spent`;
  if (usage.used >= usage.limit) {
    return `All ${usage.limit} ${many} for this month are used (they reset on ${formatDate(utcDay(info.limits.periodEndsAt))}): an extra ${one} costs ${price}, asked before anything is spent`;
  }
  return `Uses 1 of ${countOf(usage.limit, feature)} this month (${usage.limit - usage.used} left)`;
}

/** 'Credits pay for actions beyond your plan: extra profile view $2, extra message $5, extra verification report $25' */
export const CREDIT_PRICES_LINE = `Credits pay for actions beyond your plan: ${METERED_FEATURES.map((feature) => `extra ${FEATURE_LABELS[feature].one} $${CREDIT_PRICES[feature]}`).join(', ')}`;
