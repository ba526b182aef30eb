import { RANKS } from '@crew/contracts/user-values';
import { RANK_OPTIONS, rankLabel } from './ranks';

describe('rank labels', () => {
  it('writes a rank value as words with capitals', () => {
    expect(rankLabel('chief-officer')).toBe('Chief Officer');
    expect(rankLabel('master')).toBe('Master');
    expect(rankLabel('electrical-officer')).toBe('Electrical Officer');
  });

  it('reads older free text the same way', () => {
    expect(rankLabel('chief officer')).toBe('Chief Officer');
    expect(rankLabel('second_engineer')).toBe('Second Engineer');
    expect(rankLabel('eto')).toBe('ETO');
  });

  it('offers every rank the API accepts, in its order', () => {
    expect(RANK_OPTIONS.map((option) => option.value)).toEqual([...RANKS]);
    expect(RANK_OPTIONS.find((option) => option.value === 'able-seaman')?.label).toBe('Able Seaman');
  });
});
