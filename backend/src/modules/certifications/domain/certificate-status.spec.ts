import { certificateStatus, daysBetween, dueReminder, isIsoDay, isoDay, maskCertificateNumber } from './certificate-status.js';

describe('certificate status from the expiry date', () => {
  const today = '2026-11-23';

  it('is expired the day after the expiry date, not on it', () => {
    expect(certificateStatus('2026-11-22', today)).toBe('expired');
    expect(certificateStatus('2020-01-01', today)).toBe('expired');
    expect(certificateStatus('2026-11-23', today)).toBe('expiring');
  });

  it('is expiring within 90 days, the 90th day included', () => {
    expect(certificateStatus('2026-11-24', today)).toBe('expiring');
    expect(certificateStatus('2027-02-21', today)).toBe('expiring'); // 90 days
    expect(certificateStatus('2027-02-22', today)).toBe('valid'); // 91 days
  });

  it('is valid further ahead, and unknown without an expiry date', () => {
    expect(certificateStatus('2031-06-30', today)).toBe('valid');
    expect(certificateStatus(null, today)).toBeNull();
  });

  it('counts calendar days across month ends, leap days and clock changes', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-11-23', '2026-11-20')).toBe(-3);
  });
});

describe('reminder due', () => {
  it.each([
    [91, null],
    [90, 90],
    [31, 90],
    [30, 30],
    [8, 30],
    [7, 7],
    [1, 7],
    [0, 0],
    [-1, null],
  ])('%p days before expiry: %p', (days, threshold) => {
    expect(dueReminder(days)).toBe(threshold);
  });
});

describe('calendar days', () => {
  it('takes the UTC day of an instant', () => {
    expect(isoDay(new Date('2026-11-23T23:59:59.999Z'))).toBe('2026-11-23');
  });

  it('accepts only real days written YYYY-MM-DD', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('23/11/2026')).toBe(false);
    expect(isIsoDay('2026-11-23T00:00:00Z')).toBe(false);
  });
});

describe('certificate number masking', () => {
  it('shows a fixed mask and at most the last four characters, whatever the length', () => {
    expect(maskCertificateNumber('GB-COC-123456')).toBe('•••• 3456');
    expect(maskCertificateNumber('GB-COC-1234567890123456789')).toBe('•••• 6789');
    expect(maskCertificateNumber('12345678')).toBe('•••• 5678');
    expect(maskCertificateNumber(null)).toBeNull();
  });

  it('never shows more than half of a short number', () => {
    expect(maskCertificateNumber('123456')).toBe('•••• 456');
    expect(maskCertificateNumber('AB12')).toBe('•••• 12');
    expect(maskCertificateNumber('AB1')).toBe('•••• 1');
    expect(maskCertificateNumber('7')).toBe('••••');
  });
});
