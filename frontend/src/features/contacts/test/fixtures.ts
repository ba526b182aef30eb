import type { ContactRequest, ContactState, ContactThread, SubscriptionInfo } from '../api/schemas';

export const GREETING = 'Hello! We would like to talk to you about a Chief Officer position.';

/** A conversation as the API lists it (received by default). */
export const conversation = (overrides: Partial<ContactRequest> = {}): ContactRequest => ({
  id: 'c-1',
  direction: 'received',
  status: 'pending',
  position: 'Chief Officer',
  vessel: 'M/Y Aurora',
  dates: 'From March 2027, 10/10',
  message: GREETING,
  company: { name: 'Blue Horizon Crew', type: 'recruitment_agency', verified: true },
  crew: { id: 'u-1', name: 'Casey Crew', email: null },
  createdAt: '2026-11-20T10:00:00.000Z',
  respondedAt: null,
  withdrawnAt: null,
  newRequestFrom: null,
  lastMessage: { from: 'employer', message: GREETING, createdAt: '2026-11-20T10:00:00.000Z' },
  ...overrides,
});

export const thread = (overrides: Partial<ContactThread> = {}): ContactThread => ({ ...conversation(), messages: [], ...overrides });

export const state = (crewId: string, overrides: Partial<ContactState> = {}): ContactState => ({
  crewId,
  status: 'none',
  requestId: null,
  email: null,
  closedAt: null,
  newRequestFrom: null,
  canRequest: true,
  ...overrides,
});

/** GET /api/user/subscription with this month's messages. */
export const subscription = (plan: 'basic' | 'professional' | 'enterprise', limit: number | null, used: number): SubscriptionInfo =>
  ({
    isEmployer: true,
    subscription: { plan, status: 'active', expiresAt: '2026-12-20T10:00:00.000Z', creditsRemaining: 50 },
    limits: {
      periodEndsAt: '2026-12-01T00:00:00.000Z',
      features: [
        { feature: 'profile_view', limit: 5, used: 0 },
        { feature: 'message', limit, used },
        { feature: 'verification_report', limit: 0, used: 0 },
      ],
    },
    analytics: { contacts: { totalContacts: 0, pendingContacts: 0, acceptedContacts: 0 }, monthlySpending: 0, creditsUsed: 0, profileViews: 0 },
  }) as SubscriptionInfo;
