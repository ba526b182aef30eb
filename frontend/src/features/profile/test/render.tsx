import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { createQueryClient } from '../../../lib/query-client';
import { testTheme } from '../../../test/render';

/** Renders inside the providers the app gives every page (antd App for toasts, react-query). */
export function renderWithProviders(ui: ReactElement, queryClient = createQueryClient()) {
  return {
    queryClient,
    ...render(
      <ConfigProvider theme={testTheme}>
        <AntApp>
          <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
        </AntApp>
      </ConfigProvider>,
    ),
  };
}
