import { RANKS } from '@crew/contracts/user-values';

/**
 * A maritime rank as every screen writes it: 'chief-officer' -> 'Chief Officer'. The profile
 * stores a RANKS value, but older rows may hold other text ('chief officer', 'eto'), so spaces
 * and underscores split words too and ETO stays in capitals, as crews write it.
 */
export function rankLabel(rank: string): string {
  return rank
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => (word === 'eto' ? 'ETO' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** Every rank the API accepts, for a select. */
export const RANK_OPTIONS = RANKS.map((value) => ({ value, label: rankLabel(value) }));
