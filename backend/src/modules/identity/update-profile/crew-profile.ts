import type { AccountRole } from '../contracts/user-values.js';
import type { ProfileChanges } from './update-profile.command.js';

/**
 * Every field of the profile form describes a seafarer: position, rank, experience,
 * certificates, location, bio, availability and whether employers may find them. Employer and
 * agency accounts are not crew (DESIGN.md, "Companies"): they may clear such a field (left from
 * before an upgrade) but never set one, and above all never put themselves in the crew directory.
 */
export function crewFieldsRefusal(role: AccountRole, changes: ProfileChanges): string | null {
  if (role !== 'employer' && role !== 'agency') return null;
  const set = Object.entries(changes)
    .filter(([, value]) => value !== undefined && value !== null && value !== false && !(Array.isArray(value) && value.length === 0))
    .map(([field]) => field);
  return set.length > 0 ? `Employer and agency accounts have no crew profile: ${set.join(', ')} cannot be set` : null;
}
