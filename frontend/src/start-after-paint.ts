/**
 * The entry of pages the server rendered and the app hydrates (sign-in, sign-up; ADR 0030):
 * the page is on screen already, so the app's code is only asked for once it has painted,
 * rather than competing with the page's first paint on a slow connection.
 */
requestAnimationFrame(() => setTimeout(() => void import('./main'), 0));
