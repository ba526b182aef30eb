import { previewTagsFor, withPreviewTags } from './preview-tags.js';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Verified professional reviews and credentials for maritime crew." />
    <meta property="og:title" content="Crew Reviews" />
    <meta property="og:description" content="Verified professional reviews and credentials for maritime crew." />
    <meta name="twitter:card" content="summary" />
    <title>Crew Reviews</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const metaValues = (html: string, key: string) => [...html.matchAll(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`, 'g'))].map((m) => m[1]);

describe('link preview tags', () => {
  const alex = { name: 'Alex Morgan', position: 'Chief Officer', averageRating: 4.5, totalReviews: 3, imageUrl: null };

  it('names the person, their position and rating, replacing the defaults', () => {
    const html = withPreviewTags(SHELL, previewTagsFor(alex, 'http://app.test/shared/abc'));
    expect(metaValues(html, 'og:title')).toEqual(['Alex Morgan']);
    expect(metaValues(html, 'og:description')).toEqual(['Chief Officer · Rated 4.5/5 from 3 reviews · Professional profile on Crew Reviews']);
    expect(metaValues(html, 'twitter:card')).toEqual(['summary']);
    expect(metaValues(html, 'twitter:title')).toEqual(['Alex Morgan']);
    expect(metaValues(html, 'description')).toHaveLength(1);
    expect(metaValues(html, 'og:url')).toEqual(['http://app.test/shared/abc']);
    expect(html).toContain('<title>Alex Morgan - Crew Reviews</title>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('says so when there are no reviews yet, and when the position is not set', () => {
    const tags = previewTagsFor({ ...alex, position: null, totalReviews: 0, averageRating: 0 }, 'http://app.test/shared/abc');
    expect(tags.description).toBe('Maritime professional · No reviews yet · Professional profile on Crew Reviews');
  });

  it('escapes everything that came from a user', () => {
    const evil = { ...alex, name: '"><script>alert(1)</script>', position: `Bosun' onload='x` };
    const html = withPreviewTags(SHELL, previewTagsFor(evil, 'http://app.test/shared/abc'));
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain("onload='x");
    expect(metaValues(html, 'og:title')).toEqual(['&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;']);
  });

  it("writes a name holding $& or $' as it is, not as a replacement pattern", () => {
    const html = withPreviewTags(SHELL, previewTagsFor({ ...alex, name: "Jo $' $& $$ Smith" }, 'http://app.test/shared/abc'));
    expect(metaValues(html, 'og:title')).toEqual(['Jo $&#39; $&amp; $$ Smith']);
    expect(html).toContain("<title>Jo $&#39; $&amp; $$ Smith - Crew Reviews</title>");
    expect(html.match(/<head>/g)).toHaveLength(1);
  });

  it('gives a bad link the generic tags only', () => {
    const html = withPreviewTags(SHELL, previewTagsFor(null, 'http://app.test/shared/nope'));
    expect(metaValues(html, 'og:title')).toEqual(['Crew Reviews']);
    expect(metaValues(html, 'og:description')).toEqual(['Verified professional reviews and credentials for maritime crew.']);
    expect(metaValues(html, 'og:url')).toEqual([]);
    expect(html).toContain('<title>Crew Reviews</title>');
  });
});
