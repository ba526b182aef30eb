import { experienceLabel, oneDecimal, roleLabel, starsFor } from './labels';
import type { PublicProfile } from './api/schemas';

const user = (fields: Partial<PublicProfile['user']>): PublicProfile['user'] => ({
  firstName: 'A',
  lastName: 'B',
  profileImageUrl: null,
  position: null,
  experience: null,
  experienceYears: null,
  rank: null,
  role: 'crew',
  location: null,
  isVerified: false,
  stcwEndorsements: [],
  stcwEndorsementExpiryDates: {},
  ...fields,
});

describe('shared profile labels', () => {
  it('rounds the stars and shows one decimal', () => {
    expect(starsFor(4.5)).toBe(5);
    expect(starsFor(4.4)).toBe(4);
    expect(starsFor(0)).toBe(0);
    expect(oneDecimal(4)).toBe('4.0');
    expect(oneDecimal(4.25)).toBe('4.3');
  });

  it('names the maritime role, else the account type', () => {
    expect(roleLabel(user({ rank: 'chief-officer' }))).toBe('Chief Officer');
    expect(roleLabel(user({ rank: null, role: 'crew' }))).toBe('Crew');
  });

  it('says experience in years when known, else the free text', () => {
    expect(experienceLabel(user({ experienceYears: 8, experience: 'long' }))).toBe('8 years experience');
    expect(experienceLabel(user({ experienceYears: 1 }))).toBe('1 year experience');
    expect(experienceLabel(user({ experience: 'Two seasons in the Med' }))).toBe('Two seasons in the Med');
    expect(experienceLabel(user({}))).toBeNull();
  });
});
