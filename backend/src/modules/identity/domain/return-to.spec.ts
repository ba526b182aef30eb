import { safeReturnTo } from './return-to.js';

describe('safeReturnTo', () => {
  it.each([
    ['/reviews?highlight=abc', '/reviews?highlight=abc'],
    ['/', '/'],
    ['https://evil.example/steal', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['reviews', '/'],
    [undefined, '/'],
    [42, '/'],
  ])('%p leads to %p', (given, expected) => {
    expect(safeReturnTo(given)).toBe(expected);
  });
});
