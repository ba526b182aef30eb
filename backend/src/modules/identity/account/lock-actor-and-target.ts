import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../user.entity.js';

/**
 * Locks the admin's and the target's rows, in id order, so that the levels the admin-rights
 * policy reads cannot change before the action commits, and two admins acting on each other
 * at once wait for one another instead of deadlocking.
 */
export async function lockActorAndTarget(em: EntityManager, actorId: string, targetId: string): Promise<{ actor: User | null; target: User | null }> {
  const rows = await em.find(User, { id: { $in: [actorId, targetId] } }, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } });
  return { actor: rows.find((u) => u.id === actorId) ?? null, target: rows.find((u) => u.id === targetId) ?? null };
}
