import type { EntityManager } from '@mikro-orm/postgresql';
import { SupportReply, type SupportRequest } from './support.entities.js';

/** Requests with their replies, oldest reply first: one query for all the replies, never one per request. */
export async function withReplies(em: EntityManager, requests: SupportRequest[]): Promise<Array<{ request: SupportRequest; replies: SupportReply[] }>> {
  const replies = requests.length
    ? await em.find(SupportReply, { requestId: { $in: requests.map((r) => r.id) } }, { orderBy: { createdAt: 'asc', id: 'asc' } })
    : [];
  return requests.map((request) => ({ request, replies: replies.filter((reply) => reply.requestId === request.id) }));
}
