import { AVAILABILITIES, type Availability, type Rank } from '@crew/contracts/user-values';
import type { User } from '../../../lib/auth';
import type { CertificationCatalogue } from '../api/get-catalogue';
import type { ProfileUpdate } from '../api/update-profile';

const AVAILABILITY_LABELS: Record<Availability, string> = { available: 'Available Now', notice: 'Available with Notice', future: 'Future Availability' };

export const AVAILABILITY_OPTIONS = AVAILABILITIES.map((value) => ({ value, label: AVAILABILITY_LABELS[value] }));

/** Suggestions for the free-text position (spec section 5, position options). */
export const POSITION_SUGGESTIONS = [
  'Captain', 'Master', 'Chief Officer', 'Second Officer', 'Third Officer', 'Officer of the Watch', 'Deckhand', 'Bosun', 'AB', 'OS',
  'Chief Engineer', 'Second Engineer', 'Third Engineer', 'ETO', 'Engineer', 'Chief Steward/ess', 'Steward/ess', 'Chef',
];


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
    // The select offers only RANKS.
    rank: (values.rank ?? null) as Rank | null,
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
