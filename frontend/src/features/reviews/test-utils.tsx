import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { USER_QUERY_KEY, type User } from '../../lib/auth';
import { createQueryClient } from '../../lib/query-client';

export const testUser: User = {
  id: 'u-1',
  email: 'jamie@example.com',
  firstName: 'Jamie',
  lastName: 'Rivers',
  profileImageUrl: null,
  position: 'Chief Officer',
  experience: '8 years',
  rank: null,
  role: 'crew',
  isVerified: true,
  certifications: [],
  stcwEndorsements: [],
  uscgLicenses: [],
  mcaCertificates: [],
  otherAuthorities: [],
  cocEquivalencies: [],
  adminLevel: null,
  subscriptionStatus: null,
  subscriptionPlan: null,
  location: null,
  experienceYears: null,
  bio: null,
  availability: null,
  searchable: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

type Answer = { status?: number; body?: unknown } | ((body: unknown) => { status?: number; body?: unknown });
export type Calls = Array<{ method: string; url: string; body: unknown }>;

/**
 * The browser's fetch answered from a table ("GET /api/reviews" -> answer). jsdom has no
 * Response, so this is a minimal stand-in for the network, not for our own code.
 */
export function stubApi(routes: Record<string, Answer>): Calls {
  const calls: Calls = [];
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url}`];
    if (!route) throw new Error(`No stubbed answer for ${method} ${url}`);
    const { status = 200, body: answer } = typeof route === 'function' ? route(body) : route;
    const text = answer === undefined ? '' : JSON.stringify(answer);
    return {
      ok: status < 400,
      status,
      statusText: '',
      headers: new Headers({ 'content-type': 'application/json' }),
      text: async () => text,
      json: async () => JSON.parse(text),
    };
  }) as unknown as typeof fetch;
  return calls;
}

/** Renders inside the providers the app has (query client, antd App for toasts, router). */
export function renderWithApp(ui: ReactElement, { user = testUser, path = '/' }: { user?: User | null; path?: string } = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, user);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AntApp>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
