import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CONTACT_REQUESTS_KEY } from './contact-requests';
import type { ContactState } from './schemas';

/** The API answers at most this many crew ids per call. */
const MAX_IDS_PER_CALL = 100;

/** GET /api/contact-requests/with?crewId=…: the employer's latest conversation with each crew member. */
export const getContactStates = (crewIds: readonly string[]) =>
  apiRequest<ContactState[]>('GET', `/api/contact-requests/with?${crewIds.map((id) => `crewId=${encodeURIComponent(id)}`).join('&')}`);

type Waiter = { resolve: (state: ContactState) => void; reject: (error: unknown) => void };
let batch: Map<string, Waiter[]> | null = null;

/**
 * One crew member's state, asked together with every other button rendered in the same tick:
 * a page of search results makes one call, not one per card (the search feature knows nothing
 * of contacts, so the buttons gather their ids themselves).
 */
export function loadContactState(crewId: string): Promise<ContactState> {
  return new Promise((resolve, reject) => {
    if (!batch) {
      batch = new Map();
      setTimeout(flush, 0);
    }
    const waiters = batch.get(crewId) ?? [];
    waiters.push({ resolve, reject });
    batch.set(crewId, waiters);
  });
}

async function flush() {
  const current = batch!;
  batch = null;
  const ids = [...current.keys()];
  for (let start = 0; start < ids.length; start += MAX_IDS_PER_CALL) {
    const chunk = ids.slice(start, start + MAX_IDS_PER_CALL);
    try {
      const states = new Map((await getContactStates(chunk)).map((state) => [state.crewId.toLowerCase(), state]));
      for (const id of chunk) {
        const state = states.get(id.toLowerCase());
        for (const waiter of current.get(id)!) {
          if (state) waiter.resolve(state);
          else waiter.reject(new Error(`No contact state for ${id}`));
        }
      }
    } catch (error) {
      for (const id of chunk) for (const waiter of current.get(id)!) waiter.reject(error);
    }
  }
}

export const getContactStateQueryOptions = (crewId: string) =>
  queryOptions({ queryKey: [...CONTACT_REQUESTS_KEY, 'with', crewId], queryFn: () => loadContactState(crewId) });

export const useContactState = (crewId: string) => useQuery(getContactStateQueryOptions(crewId));
