import { access, type AccessSubject, refusal } from './access.js';

const NOW = new Date('2026-11-22T12:00:00Z');
const user = (over: Partial<AccessSubject> = {}): AccessSubject => ({
  role: 'crew',
  adminLevel: null,
  subscriptionStatus: null,
  subscriptionPlan: null,
  ...over,
});
const subscribed = { subscriptionStatus: 'active', subscriptionPlan: 'professional' } as const;

describe('access policy', () => {
  it('grants nothing when signed out, and refuses everything as Unauthorized', () => {
    expect(Object.values(access(null, NOW)).some(Boolean)).toBe(false);
    expect(refusal(null, 'isAdmin', NOW)).toBe('Unauthorized');
    expect(refusal(undefined, 'canSearchCrew', NOW)).toBe('Unauthorized');
  });

  it('a crew member is signed in and nothing more', () => {
    expect(access(user(), NOW)).toEqual({
      signedIn: true,
      isEmployer: false,
      hasActiveSubscription: false,
      canSearchCrew: false,
      isAdmin: false,
      isSuperAdmin: false,
      canSeeReviewerDetails: false,
    });
  });

  it.each(['employer', 'agency'])('%s accounts are employers', (role) => {
    expect(access(user({ role }), NOW).isEmployer).toBe(true);
  });

  it('crew search needs an employer account and an active paid subscription', () => {
    expect(refusal(user(subscribed), 'canSearchCrew', NOW)).toBe('Employer Access Required');
    expect(refusal(user({ role: 'employer' }), 'canSearchCrew', NOW)).toBe('Premium Subscription Required');
    expect(refusal(user({ role: 'agency', ...subscribed }), 'canSearchCrew', NOW)).toBeNull();
  });

  it.each(['basic', 'professional', 'enterprise'])('the %s plan opens search when active', (plan) => {
    expect(access(user({ role: 'employer', subscriptionStatus: 'active', subscriptionPlan: plan }), NOW).canSearchCrew).toBe(true);
  });

  it('an unknown plan or a status other than active is no subscription', () => {
    expect(access(user({ role: 'employer', subscriptionStatus: 'active', subscriptionPlan: 'free' }), NOW).hasActiveSubscription).toBe(false);
    expect(access(user({ role: 'employer', subscriptionStatus: 'cancelled', subscriptionPlan: 'basic' }), NOW).hasActiveSubscription).toBe(false);
  });

  it('an active subscription whose month has passed reads as inactive', () => {
    const expired = user({ role: 'employer', ...subscribed, subscriptionExpiresAt: '2026-11-22T11:59:59Z' });
    const current = user({ role: 'employer', ...subscribed, subscriptionExpiresAt: new Date('2026-12-22T12:00:00Z') });
    expect(access(expired, NOW).canSearchCrew).toBe(false);
    expect(refusal(expired, 'canSearchCrew', NOW)).toBe('Premium Subscription Required');
    expect(access(current, NOW).canSearchCrew).toBe(true);
  });

  it('reviewer details are for anyone with an active subscription (spec section 6)', () => {
    expect(access(user(subscribed), NOW).canSeeReviewerDetails).toBe(true);
    expect(refusal(user({ role: 'employer' }), 'canSeeReviewerDetails', NOW)).toBe('Premium Subscription Required');
  });

  it('every admin level is an admin; only super_admin is a super admin', () => {
    for (const adminLevel of ['moderator', 'admin', 'super_admin']) expect(access(user({ adminLevel }), NOW).isAdmin).toBe(true);
    expect(access(user({ adminLevel: 'admin' }), NOW).isSuperAdmin).toBe(false);
    expect(access(user({ adminLevel: 'super_admin' }), NOW).isSuperAdmin).toBe(true);
    expect(refusal(user(), 'isAdmin', NOW)).toBe('Admin privileges required');
    expect(refusal(user({ adminLevel: 'admin' }), 'isAdmin', NOW)).toBeNull();
  });

  it('an employer route refuses crew with Employer Access Required', () => {
    expect(refusal(user(), 'isEmployer', NOW)).toBe('Employer Access Required');
    expect(refusal(user({ role: 'employer' }), 'isEmployer', NOW)).toBeNull();
  });
});
