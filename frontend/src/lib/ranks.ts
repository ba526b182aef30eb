import { RANKS, rankLabel } from '@crew/contracts/user-values';

export { rankLabel };

/** Every rank the API accepts, for a select. */
export const RANK_OPTIONS = RANKS.map((value) => ({ value, label: rankLabel(value) }));
