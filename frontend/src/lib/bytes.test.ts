import { formatBytes } from './bytes';

describe('formatBytes', () => {
  it('writes whole bytes below a kilobyte', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1023)).toBe('1023 B');
  });

  it('counts in 1024 units, with one decimal below 10 and none above, never a trailing .0', () => {
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5120)).toBe('5 KB');
    expect(formatBytes(48_000)).toBe('47 KB');
    expect(formatBytes(5_242_880)).toBe('5 MB');
    expect(formatBytes(2_500_000)).toBe('2.4 MB');
    expect(formatBytes(30 * 1024 * 1024)).toBe('30 MB');
  });

  it('says the next unit rather than 1024 of the smaller one', () => {
    expect(formatBytes(1_048_575)).toBe('1 MB');
    expect(formatBytes(1_048_000)).toBe('1023 KB');
  });
});
