import { profileFacts } from './profile-facts.js';
import type { UserView } from './user-view.js';

const user = (fields: Partial<UserView> = {}): UserView => ({
  id: '0b8e7c7e-3f1a-4c55-9d1e-2a9f4b6c8d01',
  email: 'eleni@example.com',
  firstName: 'Eleni',
  lastName: 'Papadopoulou',
  profileImageUrl: null,
  position: 'Chief Officer',
  experience: '10+ years',
  rank: 'chief-officer',
  role: 'crew',
  isVerified: true,
  certifications: [],
  stcwEndorsements: [],
  uscgLicenses: [],
  mcaCertificates: [],
  otherAuthorities: [],
  cocEquivalencies: [],
  adminLevel: null,
  subscriptionStatus: null,
  subscriptionPlan: null,
  subscriptionExpiresAt: null,
  location: 'Piraeus',
  experienceYears: 12,
  bio: 'Private notes stay out of documents.',
  availability: null,
  searchable: true,
  hasPassword: true,
  secondFactorRequired: false,
  createdAt: '2024-01-02T03:04:05.000Z',
  ...fields,
});

describe('profileFacts', () => {
  it('states the profile fields a document prints, and nothing else of the account', () => {
    expect(profileFacts(user())).toEqual({
      name: 'Eleni Papadopoulou',
      position: 'Chief Officer',
      rank: 'chief-officer',
      experience: '10+ years',
      experienceYears: 12,
      location: 'Piraeus',
      emailVerified: true,
    });
  });

  it('names a person with one name without a stray space, and says when the email is unconfirmed', () => {
    expect(profileFacts(user({ lastName: '', isVerified: false }))).toMatchObject({ name: 'Eleni', emailVerified: false });
  });
});
