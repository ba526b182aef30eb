/**
 * What a verification report is, in the words every place that offers, lists or prints one
 * uses. It is a dated snapshot of the crew member's profile on this product, not a background
 * check (no identity, criminal-record or employment checks), so it is named for what it holds.
 */
export const VERIFICATION_REPORT_NAME = 'Profile verification report';

/** What the PDF contains, in the order it prints it. */
export const VERIFICATION_REPORT_INCLUDES = [
  'Profile details: name, position, rank, experience, location, whether the email address is verified, member since',
  'Certifications on the profile, as the crew member selected them',
  'Review summary: number of reviews, average rating and skill ratings',
  'Verified reviews with the reviewer, vessel and the result of the fraud checks',
  'A QR code and link where anyone can check that a copy is genuine',
] as const;

/** What it is not: said before it is ordered, and printed in the report. */
export const VERIFICATION_REPORT_LIMITS =
  'It is a snapshot of the profile when ordered. It does not check identity, criminal records or references, or prove that a certificate is valid.';
