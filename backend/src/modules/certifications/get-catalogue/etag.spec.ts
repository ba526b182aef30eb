import { ifNoneMatchHits, strongEtag } from './etag.js';

describe('catalogue ETag', () => {
  const tag = strongEtag('{"a":1}');

  it('is a quoted, strong tag that changes with the body', () => {
    expect(tag).toMatch(/^"[\w-]{43}"$/);
    expect(strongEtag('{"a":2}')).not.toBe(tag);
  });

  it.each([
    [tag, true],
    [`W/${tag}`, true],
    [`"other", ${tag}`, true],
    ['*', true],
    ['"other"', false],
    [undefined, false],
    ['', false],
  ])('If-None-Match %p matches: %p', (header, hit) => {
    expect(ifNoneMatchHits(header, tag)).toBe(hit);
  });
});
