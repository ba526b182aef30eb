import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import type { ShareLink } from './types';

type Answer = { status?: number; body?: unknown };
export type Calls = Array<{ method: string; url: string; body: unknown }>;

/** The browser's fetch answered from a table; jsdom has no network (or Response). */
export function stubApi(routes: Record<string, Answer | ((body: unknown) => Answer)>): Calls {
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
      headers: new Headers(text ? { 'content-type': 'application/json' } : {}),
      text: async () => text,
      json: async () => JSON.parse(text),
    };
  }) as unknown as typeof fetch;
  return calls;
}

/**
 * A clipboard the page can write to (jsdom has none); answers what was copied. Call it after
 * userEvent.setup(), which installs a clipboard of its own.
 */
export function stubClipboard({ fails = false } = {}) {
  const copied: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: async (text: string) => {
        if (fails) throw new Error('denied');
        copied.push(text);
      },
    },
  });
  // The selection fallback would not copy in jsdom either.
  document.execCommand = () => false;
  return copied;
}

export function renderWithApp(ui: ReactElement) {
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AntApp>
        <MemoryRouter>{ui}</MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

export const link = (fields: Partial<ShareLink> = {}): ShareLink => ({
  id: 'l-1',
  token: 'tok1',
  purpose: 'Application for Chief Officer',
  accessLevel: 'full',
  expiresAt: '2026-12-22T12:00:00.000Z',
  createdAt: '2026-11-22T12:00:00.000Z',
  views: 0,
  daysLeft: 30,
  url: 'http://localhost:3000/shared/tok1',
  ...fields,
});
