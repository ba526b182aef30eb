/**
 * Whether a GET of /shared/{token} is a person opening the page (a view to count), judged
 * from the headers a browser sends with a navigation. Link previews (chat apps fetching the
 * page to show a card), prefetches and prerenders are not visits: they send no
 * `Sec-Fetch-Dest: document` navigation, announce their purpose, or name themselves.
 */
const PREVIEW_AGENTS =
  /bot\b|crawler|spider|preview|facebookexternalhit|facebookcatalog|whatsapp|telegrambot|slackbot|discordbot|twitterbot|linkedinbot|skypeuripreview|embedly|vkshare|pinterest|redditbot|applebot|googlebot|bingbot/i;

export type HeaderReader = (name: string) => string | undefined;

export function isPageVisit(header: HeaderReader): boolean {
  if (header('sec-fetch-dest') !== 'document' || header('sec-fetch-mode') !== 'navigate') return false;
  const purpose = `${header('sec-purpose') ?? ''} ${header('purpose') ?? ''} ${header('x-purpose') ?? ''} ${header('x-moz') ?? ''}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return false;
  return !PREVIEW_AGENTS.test(header('user-agent') ?? '');
}
