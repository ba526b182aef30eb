import type { ApiPage } from '../../../lib/api-client';

/** The loaded pages of a keyset list as one list; a row met twice (a page refetched meanwhile) shows once. */
export function loadedOnce<T extends { id: string }>(pages: ReadonlyArray<ApiPage<T[]>> | undefined): T[] {
  const byId = new Map<string, T>();
  for (const page of pages ?? []) for (const row of page.data) if (!byId.has(row.id)) byId.set(row.id, row);
  return [...byId.values()];
}
