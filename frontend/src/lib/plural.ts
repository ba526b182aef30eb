/** '1 year', '2 years': a count with its noun in the right number (English, regular plurals). */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** '1 year experience', '8 years experience': how a profile states its years at sea. */
export const yearsOfExperience = (years: number) => `${plural(years, 'year')} experience`;
