/** The free-text certifications (spec section 5, "Certification add"). */

export const MAX_CERTIFICATION_LENGTH = 100;
export const MAX_CERTIFICATIONS = 50;

/** Adds the trimmed text; an empty text or one already present (in any letter case) is ignored. */
export function addCertification(list: readonly string[], input: string): string[] {
  const text = input.trim();
  if (!text || list.length >= MAX_CERTIFICATIONS) return [...list];
  if (list.some((existing) => existing.toLowerCase() === text.toLowerCase())) return [...list];
  return [...list, text];
}

export function removeCertification(list: readonly string[], certification: string): string[] {
  return list.filter((existing) => existing !== certification);
}
