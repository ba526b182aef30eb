import Bowser from 'bowser';

export type DeviceType = 'computer' | 'phone' | 'tablet' | 'other';

export interface DeviceDescription {
  /** e.g. 'Chrome', or null when the browser is not recognised. */
  browser: string | null;
  /** e.g. 'Windows', 'iOS', or null. */
  os: string | null;
  type: DeviceType;
  /** What a person reads: 'Chrome on Windows', 'Safari on iPhone', 'Unknown browser'. */
  label: string;
}

const TYPES: Record<string, DeviceType> = { desktop: 'computer', mobile: 'phone', tablet: 'tablet' };

/**
 * A browser's user agent as its owner would name it, parsed by bowser (maintained, MIT; the
 * current ua-parser-js is AGPL). Only browser, system and kind of device: no versions, which
 * say little to a person and change with every update.
 */
export function describeDevice(userAgent: string): DeviceDescription {
  const parsed = userAgent ? Bowser.parse(userAgent.slice(0, 500)) : null;
  const browser = parsed?.browser.name || null;
  const model = parsed?.platform.model;
  // 'iPhone' and 'iPad' say more than 'iOS' to their owners.
  const os = model === 'iPhone' || model === 'iPad' ? model : parsed?.os.name || null;
  const type = TYPES[parsed?.platform.type ?? ''] ?? 'other';
  const label = browser && os ? `${browser} on ${os}` : browser ?? (os ? `A browser on ${os}` : 'Unknown browser');
  return { browser, os, type, label };
}

/**
 * The start of an address, for a person to recognise their own network without a place
 * database (none is used: no paid or online lookup sees people's addresses). IPv4 keeps three
 * parts ('203.0.113.*'), IPv6 its first three groups ('2001:db8:85a3:*').
 */
export function networkOf(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const plain = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (/^\d+\.\d+\.\d+\.\d+$/.test(plain)) return `${plain.split('.').slice(0, 3).join('.')}.*`;
  if (plain.includes(':')) {
    const groups = plain.split('::')[0].split(':').filter(Boolean);
    if (groups.length === 0) return null;
    return `${groups.slice(0, 3).join(':')}:*`;
  }
  return null;
}
