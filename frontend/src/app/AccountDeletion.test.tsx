import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { App as AntApp, ConfigProvider } from 'antd';
import { lazy, Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { USER_QUERY_KEY } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { stubApi } from '../test/api-stub';
import { testTheme, testUser } from '../test/render';
import { DeleteAccountSection } from '../features/profile/components/DeleteAccountSection';
import { RequireAuth } from './RequireAuth';

/** A chunk arriving over the network a little later, as the router's lazy pages do. */
const download = <T,>(load: () => Promise<T>) => new Promise<T>((resolve) => setTimeout(() => resolve(load()), 100));

/**
 * The public layout and the goodbye page are chunks of their own, as in the router: the
 * navigation to them is a transition that waits for the download, and meanwhile the page being
 * left stays on screen with its sign-in guard still watching the user.
 */
const PublicLayout = lazy(() => download(() => import('./layout/PublicLayout').then((m) => ({ default: m.PublicLayout }))));
const GoodbyePage = lazy(() => download(() => import('../features/profile/GoodbyePage')));

/** Where the app is, as a user would see it in the address bar. */
function AddressBar() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

/** Profile settings behind the app's real sign-in guard, and the public goodbye page, laid out as the router has them. */
function renderApp() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, testUser);
  queryClient.setQueryData(['/api/certifications/wallet'], { certificates: [] });
  render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={testTheme}>
        <AntApp>
          <Suspense fallback={null}>
            <MemoryRouter initialEntries={['/profile']}>
              <AddressBar />
              <Routes>
                <Route element={<RequireAuth />}>
                  <Route path="/profile" element={<DeleteAccountSection />} />
                </Route>
                <Route element={<PublicLayout />}>
                  <Route path="/goodbye" element={<GoodbyePage />} />
                </Route>
              </Routes>
            </MemoryRouter>
          </Suspense>
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { queryClient, address: () => screen.getByRole('status', { name: 'Address' }).textContent };
}

describe('deleting one’s own account', () => {
  it('ends on one goodbye page, with no “Unauthorized” toast and no trip to sign-in', async () => {
    stubApi({ 'DELETE /api/user/account': { status: 204 } });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { queryClient, address } = renderApp();

    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Password'), 'anchor-watch-at-dawn-42');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeInTheDocument();
    expect(address()).toBe('/goodbye');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/account and your personal data have been deleted/)).toBeInTheDocument();
    expect(screen.getByText(/shown as written by a ‘Former member’/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');

    // Signed out, nothing of the account kept, and the public header offers to sign in.
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeNull();
    expect(queryClient.getQueryData(['/api/certifications/wallet'])).toBeUndefined();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    // Past the sign-in redirect's delay: still here, and no toast said anything.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(address()).toBe('/goodbye');
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
    expect(screen.queryByText(/Logging in again/)).not.toBeInTheDocument();
    expect(screen.queryByText('Account deleted')).not.toBeInTheDocument();
  });
});
