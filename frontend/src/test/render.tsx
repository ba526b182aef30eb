import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { appLocale } from '../app/locale';
import { USER_QUERY_KEY, type User } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';

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
  subscriptionExpiresAt: null,
  location: null,
  experienceYears: null,
  bio: null,
  availability: null,
  searchable: false,
  hasPassword: true,
  secondFactorRequired: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/**
 * antd without animations: dialogs, tabs and toasts appear and leave at once, so a test waits
 * for what the user sees rather than for a transition, and no click wave measures styles.
 */
export const testTheme: ThemeConfig = { token: { motion: false } };

/** Renders inside the providers the app has (query client, antd App for toasts, router). */
export function renderWithApp(ui: ReactElement, { user = testUser, path = '/' }: { user?: User | null; path?: string } = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, user);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={testTheme} locale={appLocale}>
        <AntApp>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
