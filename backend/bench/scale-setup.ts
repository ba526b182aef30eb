/** What the market-size seed and its bench agree on: the database per scale and who signs in. */

/** `--scale 0.1` from the command line (default 1: a million people, five million reviews). */
export function scaleOf(argv: readonly string[]): number {
  const i = argv.indexOf('--scale');
  const scale = i >= 0 ? Number(argv[i + 1]) : 1;
  if (!(scale > 0 && scale <= 1)) throw new Error(`--scale must be a number in (0, 1], not ${argv[i + 1]}`);
  return scale;
}

/** crew_scale_1, crew_scale_0_1, crew_scale_0_01, ... */
export const scaleDatabase = (scale: number) => `crew_scale_${String(scale).replace('.', '_')}`;

/** Every seeded person's password (the seed stores one argon2 hash for all). */
export const SCALE_PASSWORD = 'market-size-bench-password';
export const SCALE_ADMIN_EMAIL = 'scale.admin@crew.test';
/** Person #n's id, as the seed derives it. #1 has 5,000 reviews, #2 has 5. */
export const personSql = (n: number) => `md5('person${n}')::uuid`;
