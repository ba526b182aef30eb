import type { TransformFnParams } from 'class-transformer';
import { ValidateIf } from 'class-validator';

/**
 * Normalizers for the profile form's input. They leave values of the wrong type untouched,
 * so the validators after them still answer "must be a string" rather than guessing.
 */

/** Trims free text; an empty or blank field clears the value (the form sends every field). */
export function cleanText({ value }: TransformFnParams): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Free-text certifications: trimmed, and the same name typed twice in any letter case kept once. */
export function cleanFreeTextList({ value }: TransformFnParams): unknown {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) return value;
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const item of value as string[]) {
    const text = item.trim();
    const key = text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(text);
  }
  return kept;
}

/** Catalogue ids are exact; a repeated id is kept once, in its first position. */
export function uniqueIds({ value }: TransformFnParams): unknown {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) return value;
  return [...new Set(value as string[])];
}

/** Optional, but when present it must be a real value: null is refused (lists and switches cannot be "unset"). */
export const OptionalNotNull = () => ValidateIf((_: object, value: unknown) => value !== undefined);
