/**
 * Byte sizes in 1024 units (spec section 9), written the same wherever a size shows (the
 * photo limit, a chosen photo, a data file, a profile PDF): one decimal below 10 and none from
 * 10 up, so a size reads as short as it can without losing what tells two files apart.
 * 5242880 -> '5 MB', 1536 -> '1.5 KB', 48000 -> '47 KB', 512 -> '512 B'.
 */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const round = (v: number) => (v >= 10 || unit === 0 ? Math.round(v) : Math.round(v * 10) / 10);
  // Just under a unit rounds up to 1024 of the smaller one: say '1 MB', not '1024 KB'.
  if (round(value) >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${round(value)} ${units[unit]}`;
}
