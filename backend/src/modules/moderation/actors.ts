import { FORMER_MEMBER } from '../identity/contracts/user-values.js';

export { FORMER_MEMBER };

/** Who did something: a person, or the system (fraud rules, mail delivery) with a null id. */
export interface Actor {
  id: string | null;
  name: string;
  email: string | null;
}

export function actorOf(actorId: string | null, names: Map<string, { name: string; email: string }>): Actor {
  if (!actorId) return { id: null, name: 'system', email: null };
  const person = names.get(actorId);
  return { id: actorId, name: person?.name ?? FORMER_MEMBER, email: person?.email ?? null };
}
