export { type Calls, stubApi } from '../../test/api-stub';
export { renderWithApp } from '../../test/render';
import type { ShareLink } from './api/schemas';

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
