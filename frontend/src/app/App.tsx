import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { RecentCheckProvider } from '../components/RecentCheck';
import { seedUser } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { appLocale } from './locale';
import { createRouter } from './router';
import { appTheme } from './theme';

/** F8 moves focus to the notification region (spec section 9). */
function useNotificationHotkey() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'F8') return;
      const region = document.querySelector<HTMLElement>('.ant-notification');
      if (!region) return;
      region.tabIndex = -1;
      region.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * Everything around the routes, shared by the browser (App) and the server render
 * (server/render.tsx), so a server-rendered page and the app's first render are the same tree.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useNotificationHotkey();
  return (
    <ConfigProvider theme={appTheme} locale={appLocale}>
      {/* At most one toast at a time, shown for 5 s (spec section 9). */}
      <AntApp notification={{ maxCount: 1, duration: 5, placement: 'topRight' }} message={{ maxCount: 1 }}>
        <QueryClientProvider client={queryClient}>
          {/* Sensitive actions ask 'Confirm it's you' from anywhere in the app (DESIGN.md, "Second factors"). */}
          <RecentCheckProvider>
            <Suspense fallback={null}>{children}</Suspense>
          </RecentCheckProvider>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

export function App() {
  const [queryClient] = useState(() => seedUser(createQueryClient()));
  const [router] = useState(createRouter);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
