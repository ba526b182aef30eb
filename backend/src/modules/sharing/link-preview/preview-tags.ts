const PRODUCT_NAME = 'Crew Reviews';
const GENERIC_DESCRIPTION = 'Verified professional reviews and credentials for maritime crew.';

/** What a chat app shows for a pasted /shared/{token} link. */
export interface PreviewSubject {
  name: string;
  position: string | null;
  averageRating: number;
  totalReviews: number;
  /** Absolute URL of the profile photo, when there is one. */
  imageUrl: string | null;
}

export interface PreviewTags {
  title: string;
  description: string;
  url: string | null;
  imageUrl: string | null;
  /** A person's profile is for the people it was sent to, not for search engines. */
  noIndex: boolean;
}

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const reviewCount = (n: number) => `${n} review${n === 1 ? '' : 's'}`;

export function previewTagsFor(subject: PreviewSubject | null, pageUrl: string): PreviewTags {
  if (!subject) return { title: PRODUCT_NAME, description: GENERIC_DESCRIPTION, url: null, imageUrl: null, noIndex: true };
  const rating = subject.totalReviews > 0 ? `Rated ${subject.averageRating.toFixed(1)}/5 from ${reviewCount(subject.totalReviews)}` : 'No reviews yet';
  return {
    title: subject.name,
    description: `${subject.position || 'Maritime professional'} · ${rating} · Professional profile on ${PRODUCT_NAME}`,
    url: pageUrl,
    imageUrl: subject.imageUrl,
    noIndex: true,
  };
}

/** The default link-preview tags of index.html (and its title), which ours replace. */
const DEFAULT_TAGS = /[ \t]*<meta\s+(?:property|name)="(?:og:[^"]*|twitter:[^"]*|description|robots)"[^>]*>[ \t]*\r?\n?/gi;
const TITLE = /<title>[\s\S]*?<\/title>/i;

/** Puts the tags into the HTML shell, every value escaped (names are user input). */
export function withPreviewTags(html: string, tags: PreviewTags): string {
  const meta = (attr: 'property' | 'name', key: string, value: string) => `    <meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const title = tags.title === PRODUCT_NAME ? PRODUCT_NAME : `${tags.title} - ${PRODUCT_NAME}`;
  const lines = [
    meta('name', 'description', tags.description),
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    ...(tags.url ? [meta('property', 'og:url', tags.url)] : []),
    ...(tags.imageUrl ? [meta('property', 'og:image', tags.imageUrl)] : []),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', tags.title),
    meta('name', 'twitter:description', tags.description),
    ...(tags.noIndex ? [meta('name', 'robots', 'noindex, nofollow')] : []),
  ];
  // Replacer functions: a name's `$&` or `$'` in a replacement string would paste parts of the page.
  const stripped = html.replace(DEFAULT_TAGS, '').replace(TITLE, () => `<title>${escapeHtml(title)}</title>`);
  return stripped.replace(/<\/head>/i, (end) => `${lines.join('\n')}\n  ${end}`);
}
