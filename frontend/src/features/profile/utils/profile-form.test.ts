import type { User } from '../../../lib/auth';
import { addCertification, removeCertification } from './certification-badges';
import { catalogueFixture } from '../test/catalogue-fixture';
import { keepKnownIds, toFormValues, toProfileUpdate } from './profile-form';

const user: User = {
  id: 'u1', email: 'a@example.com', firstName: 'Ana', lastName: 'Silva', profileImageUrl: null, position: 'Chief Officer', experience: null,
  rank: 'chief-officer', role: 'crew', isVerified: true, certifications: ['Powerboat Level 2'], stcwEndorsements: ['pst'], uscgLicenses: [],
  mcaCertificates: [], otherAuthorities: [], cocEquivalencies: [], adminLevel: null, subscriptionStatus: null, subscriptionPlan: null, subscriptionExpiresAt: null,
  location: null, experienceYears: 8, bio: null, availability: null, searchable: false, hasPassword: true, secondFactorRequired: false, createdAt: '2026-01-01T00:00:00.000Z',
};

describe('profile form', () => {
  it('saves the whole form, sends cleared fields as null and never the account role', () => {
    const values = { ...toFormValues(user), experience: '  ', location: ' Antibes ', availability: undefined, rank: undefined, experienceYears: null };
    const update = toProfileUpdate(values);
    expect(update).toEqual({
      position: 'Chief Officer', experience: null, rank: null, certifications: ['Powerboat Level 2'], stcwEndorsements: ['pst'], uscgLicenses: [],
      mcaCertificates: [], otherAuthorities: [], cocEquivalencies: [], location: 'Antibes', experienceYears: null, bio: null, availability: null, searchable: false,
    });
    expect(update).not.toHaveProperty('role');
  });

  it('drops selected ids the catalogue no longer has, and keeps all while it is not loaded', () => {
    const update = { ...toProfileUpdate(toFormValues(user)), stcwEndorsements: ['pst', 'retired-course'], uscgLicenses: ['master-unlimited'] };
    expect(keepKnownIds(update, catalogueFixture)).toMatchObject({ stcwEndorsements: ['pst'], uscgLicenses: ['master-unlimited'] });
    expect(keepKnownIds(update, undefined).stcwEndorsements).toEqual(['pst', 'retired-course']);
  });
});

describe('free-text certifications', () => {
  it('adds trimmed text and ignores empty text or one already present', () => {
    expect(addCertification(['A'], '  B ')).toEqual(['A', 'B']);
    expect(addCertification(['A'], '   ')).toEqual(['A']);
    expect(addCertification(['Powerboat'], 'powerboat')).toEqual(['Powerboat']);
  });

  it('removes the badge clicked', () => {
    expect(removeCertification(['A', 'B'], 'A')).toEqual(['B']);
  });
});
