import { ApiError } from './api-client';
import { allowanceNote, allowanceUsedUpOf, CREDIT_PRICES_LINE, notEnoughCreditsOf, resetLine, usageText } from './allowances';
import type { Schemas } from './api-types';

const info = (features: Schemas['SubscriptionInfo']['limits']['features'], status: 'active' | 'inactive' = 'active'): Schemas['SubscriptionInfo'] => ({
  isEmployer: true,
  subscription: { plan: 'basic', status, expiresAt: '2026-12-23T00:00:00.000Z', creditsRemaining: 50 },
  limits: { periodEndsAt: '2026-12-01T00:00:00.000Z', features },
  analytics: { contacts: { totalContacts: 0, pendingContacts: 0, acceptedContacts: 0 }, monthlySpending: 50, creditsUsed: 0, profileViews: 0 },
});

describe('allowances as the screens word them', () => {
  it('never shows more used than the allowance', () => {
    expect(usageText({ feature: 'message', limit: 3, used: 5 })).toBe('All 3 messages used');
    expect(usageText({ feature: 'message', limit: 3, used: 3 })).toBe('All 3 messages used');
    expect(usageText({ feature: 'message', limit: 3, used: 1 })).toBe('1 of 3');
    expect(usageText({ feature: 'profile_view', limit: null, used: 7 })).toBe('7 used · Unlimited');
    expect(usageText({ feature: 'verification_report', limit: 0, used: 0 })).toBe('Not included');
  });

  it('says what the next action will use, and nothing without an active plan', () => {
    expect(allowanceNote(info([{ feature: 'profile_view', limit: 5, used: 2 }]), 'profile_view')).toBe('Uses 1 of 5 profile views this month (3 left)');
    expect(allowanceNote(info([{ feature: 'message', limit: 3, used: 3 }]), 'message')).toBe(
      'All 3 messages for this month are used (they reset on Dec 1, 2026): an extra message costs $5 of credits, asked before anything is spent',
    );
    expect(allowanceNote(info([{ feature: 'verification_report', limit: 0, used: 0 }]), 'verification_report')).toBe(
      'Not included in your plan: each verification report costs $25 of credits, asked before anything is spent',
    );
    expect(allowanceNote(info([{ feature: 'profile_view', limit: null, used: 0 }]), 'profile_view')).toBe('Unlimited profile views on your plan');
    expect(allowanceNote(info([{ feature: 'profile_view', limit: 5, used: 0 }], 'inactive'), 'profile_view')).toBeNull();
  });

  it('writes the reset day as the day the server means, wherever the browser is', () => {
    expect(resetLine('profile_view', 5, '2026-12-01')).toBe('Your 5 profile views reset on Dec 1');
    expect(resetLine('profile_view', 5, '2026-12-01T00:00:00.000Z')).toBe('Your 5 profile views reset on Dec 1');
  });

  it('reads the refusals from the error body, and nothing else as one', () => {
    const body = { statusCode: 403, error: 'Forbidden', message: 'm', code: 'allowance_used_up', feature: 'message', limit: 3, resetsOn: '2026-12-01', creditPrice: 5, creditsRemaining: 0, nextPlan: null };
    expect(allowanceUsedUpOf(new ApiError(403, JSON.stringify(body)))).toEqual(body);
    expect(allowanceUsedUpOf(new ApiError(403, JSON.stringify({ message: 'Premium Subscription Required' })))).toBeNull();
    expect(allowanceUsedUpOf(new ApiError(403, 'Forbidden'))).toBeNull();
    expect(allowanceUsedUpOf(new Error('network'))).toBeNull();
    expect(notEnoughCreditsOf(new ApiError(402, JSON.stringify({ ...body, code: 'not_enough_credits', shortfall: 5 })))).toMatchObject({ shortfall: 5 });
  });

  it('lists what credits buy from the one price list', () => {
    expect(CREDIT_PRICES_LINE).toBe('Credits pay for actions beyond your plan: extra profile view $2, extra message $5, extra verification report $25');
  });
});
