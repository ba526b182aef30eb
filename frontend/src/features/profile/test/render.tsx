import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactElement } from 'react';
import { createQueryClient } from '../../../lib/query-client';

/** Renders inside the providers the app gives every page (antd App for toasts, react-query). */
export function renderWithProviders(ui: ReactElement, queryClient = createQueryClient()) {
  return {
    queryClient,
    ...render(
      <AntApp>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </AntApp>,
    ),
  };
}
