import { plural, yearsOfExperience } from './plural';

describe('plural', () => {
  it('puts the noun in the singular for one and the plural otherwise', () => {
    expect(plural(1, 'review')).toBe('1 review');
    expect(plural(0, 'review')).toBe('0 reviews');
    expect(plural(2, 'review')).toBe('2 reviews');
  });

  it("says '1 year experience', never '1 years experience'", () => {
    expect(yearsOfExperience(1)).toBe('1 year experience');
    expect(yearsOfExperience(0)).toBe('0 years experience');
    expect(yearsOfExperience(12)).toBe('12 years experience');
  });
});
