/** Query keys: the default query function GETs the joined key. */
export const SHARE_LINKS_KEY = ['/api/share-links'] as const;
/** The stats card (owned by the reviews feature) shows Profile Views and Active Links from here. */
export const STATS_KEY = ['/api/stats'] as const;
