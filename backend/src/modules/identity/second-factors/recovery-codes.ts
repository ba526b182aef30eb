import { RECOVERY_CODE_COUNT } from '@crew/contracts/second-factors';
import { createHash, randomInt } from 'node:crypto';

/**
 * Single-use recovery codes: 16 characters of an alphabet without look-alikes (0/O, 1/I/L),
 * 79 random bits each, shown as four groups of four ('7KQM-2HXD-PW9C-4RNT'). Only their SHA-256 is
 * stored: 79 bits cannot be guessed back from a leaked hash, and a slow hash would only slow
 * the sign-in down.
 */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 16;

/** What a typed code is compared as: upper case, dashes and spaces dropped. */
export const normalizeRecoveryCode = (typed: string) => typed.toUpperCase().replace(/[\s-]+/g, '');

export const looksLikeRecoveryCode = (typed: string) => new RegExp(`^[${ALPHABET}]{${LENGTH}}$`).test(normalizeRecoveryCode(typed));

export const hashRecoveryCode = (typed: string) => createHash('sha256').update(normalizeRecoveryCode(typed)).digest('hex');

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  // 31 symbols, 16 of them: 79 bits, out of reach of guessing.
  return Array.from({ length: count }, () => {
    const raw = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return raw.match(/.{4}/g)!.join('-');
  });
}
