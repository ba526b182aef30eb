import type { TransformFnParams } from 'class-transformer';
import { cleanFreeTextList, cleanText, uniqueIds } from './profile-input.js';

const run = (fn: (p: TransformFnParams) => unknown, value: unknown) => fn({ value } as TransformFnParams);

describe('profile input normalizers', () => {
  it('trims text and turns a blank field into null', () => {
    expect(run(cleanText, '  Chief Officer ')).toBe('Chief Officer');
    expect(run(cleanText, '   ')).toBeNull();
    expect(run(cleanText, '')).toBeNull();
  });

  it('leaves values of another type for the validators to refuse', () => {
    expect(run(cleanText, 42)).toBe(42);
    expect(run(cleanText, null)).toBeNull();
    expect(run(cleanFreeTextList, 'STCW')).toBe('STCW');
    expect(run(cleanFreeTextList, ['a', 1])).toEqual(['a', 1]);
    expect(run(uniqueIds, ['pst', 2])).toEqual(['pst', 2]);
  });

  it('trims certifications and keeps the first of names that differ only in letter case', () => {
    expect(run(cleanFreeTextList, [' ENG1 Medical ', 'eng1 medical', 'Yachtmaster Offshore', 'ENG1 MEDICAL  '])).toEqual(['ENG1 Medical', 'Yachtmaster Offshore']);
  });

  it('keeps an empty certification for the length check to refuse', () => {
    expect(run(cleanFreeTextList, ['  '])).toEqual(['']);
  });

  it('removes repeated catalogue ids, keeping their order', () => {
    expect(run(uniqueIds, ['pst', 'efa', 'pst', 'master'])).toEqual(['pst', 'efa', 'master']);
  });
});
