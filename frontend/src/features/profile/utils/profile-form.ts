import type { User } from '../../../lib/auth';
import type { CertificationCatalogue } from '../api/catalogue-types';
import type { ProfileUpdate } from '../api/update-profile';

/** The profile's maritime role list (spec section 3), stored in `rank` (DESIGN.md). */
export const RANKS = [
  'master', 'chief-officer', 'second-officer', 'third-officer', 'deck-officer', 'chief-engineer', 'second-engineer',
  'third-engineer', 'fourth-engineer', 'electrical-officer', 'bosun', 'able-seaman', 'ordinary-seaman', 'deckhand',
  'motorman', 'oiler', 'wiper', 'fitter', 'chief-stewardess', 'stewardess', 'chief-cook', 'cook', 'galley-hand',
  'security-officer', 'safety-officer', 'radio-officer', 'purser', 'marine-surveyor', 'port-captain',
  'marine-consultant', 'yacht-broker', 'recruiter', 'instructor', 'other',
] as const;

/** 'chief-officer' -> 'Chief Officer'. */
export function rankLabel(rank: string): string {
  return rank
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export const RANK_OPTIONS = RANKS.map((value) => ({ value, label: rankLabel(value) }));

export const AVAILABILITY_OPTIONS = [
  { value: 'available', label: 'Available Now' },
  { value: 'notice', label: 'Available with Notice' },
  { value: 'future', label: 'Future Availability' },
] as const;

/** Suggestions for the free-text position (spec section 5, position options). */
export const POSITION_SUGGESTIONS = [
  'Captain', 'Master', 'Chief Officer', 'Second Officer', 'Third Officer', 'Officer of the Watch', 'Deckhand', 'Bosun', 'AB', 'OS',
  'Chief Engineer', 'Second Engineer', 'Third Engineer', 'ETO', 'Engineer', 'Chief Steward/ess', 'Steward/ess', 'Chef',
];

export const ACCOUNT_ROLE_LABELS: Record<User['role'], string> = { crew: 'Crew', employer: 'Employer', agency: 'Agency' };

export interface ProfileFormValues {
  position: string;
  experience: string;
  rank: string | undefined;
  certifications: string[];
  stcwEndorsements: string[];
  uscgLicenses: string[];
  mcaCertificates: string[];
  otherAuthorities: string[];
  cocEquivalencies: string[];
  location: string;
  experienceYears: number | null;
  bio: string;
  availability: ProfileUpdate['availability'] | undefined;
  searchable: boolean;
}

/** The form starts from the user (spec section 4, "Profile form"). */
export function toFormValues(user: User): ProfileFormValues {
  return {
    position: user.position ?? '',
    experience: user.experience ?? '',
    rank: user.rank ?? undefined,
    certifications: user.certifications ?? [],
    stcwEndorsements: user.stcwEndorsements ?? [],
    uscgLicenses: user.uscgLicenses ?? [],
    mcaCertificates: user.mcaCertificates ?? [],
    otherAuthorities: user.otherAuthorities ?? [],
    cocEquivalencies: user.cocEquivalencies ?? [],
    location: user.location ?? '',
    experienceYears: user.experienceYears ?? null,
    bio: user.bio ?? '',
    availability: user.availability ?? undefined,
    searchable: user.searchable ?? false,
  };
}

const text = (value: string | null | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * The whole form as PATCH /api/user/profile takes it. A cleared field is sent as null
 * (JSON drops undefined, which would leave the old value in place).
 */
export function toProfileUpdate(values: ProfileFormValues): ProfileUpdate {
  return {
    position: text(values.position),
    experience: text(values.experience),
    rank: values.rank ?? null,
    certifications: values.certifications ?? [],
    stcwEndorsements: values.stcwEndorsements ?? [],
    uscgLicenses: values.uscgLicenses ?? [],
    mcaCertificates: values.mcaCertificates ?? [],
    otherAuthorities: values.otherAuthorities ?? [],
    cocEquivalencies: values.cocEquivalencies ?? [],
    location: text(values.location),
    experienceYears: typeof values.experienceYears === 'number' ? values.experienceYears : null,
    bio: text(values.bio),
    availability: values.availability ?? null,
    searchable: !!values.searchable,
  };
}

const CATALOGUE_FIELDS = ['stcwEndorsements', 'uscgLicenses', 'mcaCertificates', 'otherAuthorities', 'cocEquivalencies'] as const;

/**
 * Drops selected ids the catalogue no longer has (an entry retired in a deploy): the
 * server refuses unknown ids, and the pickers cannot show them to be removed by hand.
 */
export function keepKnownIds(update: ProfileUpdate, catalogue: CertificationCatalogue | undefined): ProfileUpdate {
  if (!catalogue) return update;
  const next = { ...update };
  for (const field of CATALOGUE_FIELDS) {
    const known = new Set(catalogue[field].map((item) => item.id));
    next[field] = update[field].filter((id) => known.has(id));
  }
  return next;
}
