/** Query keys (each query names its fetcher; the key is its URL). */
export const SHARE_LINKS_KEY = ['/api/share-links'] as const;
/** The stats card (owned by the reviews feature) shows Profile Views and Active Links from here. */
export const STATS_KEY = ['/api/stats'] as const;
