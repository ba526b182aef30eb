/** An ILIKE pattern that finds `text` anywhere: % and _ typed by a person are characters to look for, not wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
