import { nestsDeeperThan } from './body-parsing.js';

const bytes = (text: string) => Buffer.from(text);

describe('nestsDeeperThan', () => {
  it('counts objects and arrays together', () => {
    expect(nestsDeeperThan(bytes('{"a":[{"b":[1]}]}'), 4)).toBe(false);
    expect(nestsDeeperThan(bytes('{"a":[{"b":[1]}]}'), 3)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(bytes(JSON.stringify({ text: '[[[[{{{{ \\" [[[[' })), 1)).toBe(false);
    expect(nestsDeeperThan(bytes(JSON.stringify({ text: 'say "[[[["' })), 1)).toBe(false);
  });

  it('handles siblings without accumulating depth', () => {
    expect(nestsDeeperThan(bytes(JSON.stringify(Array.from({ length: 1000 }, () => ({ a: [1] })))), 3)).toBe(false);
  });

  it('finds tens of thousands of levels without recursion', () => {
    expect(nestsDeeperThan(bytes('['.repeat(50_000) + ']'.repeat(50_000)), 32)).toBe(true);
  });
});
