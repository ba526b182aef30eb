import { describeDevice, networkOf } from './device.js';

describe('a device as its owner would name it', () => {
  it('names browser and system from common user agents', () => {
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toEqual({
      browser: 'Chrome', os: 'Windows', type: 'computer', label: 'Chrome on Windows',
    });
    expect(describeDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1')).toMatchObject({
      label: 'Safari on iPhone', type: 'phone',
    });
    expect(describeDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0')).toMatchObject({ label: 'Firefox on macOS', type: 'computer' });
    expect(describeDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36')).toMatchObject({ label: 'Chrome on Android', type: 'phone' });
  });

  it('says so when it cannot tell', () => {
    expect(describeDevice('')).toEqual({ browser: null, os: null, type: 'other', label: 'Unknown browser' });
    expect(describeDevice('curl/8.5.0').label).toBe('Unknown browser');
  });

  it('shows only the start of an address', () => {
    expect(networkOf('203.0.113.54')).toBe('203.0.113.*');
    expect(networkOf('::ffff:198.51.100.7')).toBe('198.51.100.*');
    expect(networkOf('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:*');
    expect(networkOf('::1')).toBeNull();
    expect(networkOf(null)).toBeNull();
  });
});
