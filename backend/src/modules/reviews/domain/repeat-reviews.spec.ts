import { alreadyReviewed, sameVessel, vesselNameKey } from './repeat-reviews.js';

describe('repeat reviews: which vessel a request is about', () => {
  const reviewed = { reviewerName: 'Sam Lee', imoNumber: null, vesselName: null, reviewerVessel: 'M/Y Aurora', context: 'Med season 2024' };

  it('compares names ignoring case, spaces and compatibility forms', () => {
    expect(vesselNameKey(' M/Y  Aurora ')).toBe('m/yaurora');
    expect(vesselNameKey('ＭＹ Ａｕｒｏｒａ')).toBe(vesselNameKey('MY Aurora'));
    expect(sameVessel({ imoNumber: null, name: 'm/y aurora' }, reviewed)).toBe('M/Y Aurora');
    expect(sameVessel({ imoNumber: null, name: 'M/Y Aurora II' }, reviewed)).toBeNull();
  });

  it('an empty name matches nothing', () => {
    expect(sameVessel({ imoNumber: null, name: '   ' }, { ...reviewed, reviewerVessel: '' })).toBeNull();
  });

  it('finds the first earlier review of the vessel, with the name to show', () => {
    const other = { ...reviewed, reviewerName: 'Kim Park', reviewerVessel: 'S/Y Boreas' };
    expect(alreadyReviewed({ imoNumber: null, name: 'S/Y BOREAS' }, [reviewed, other])).toEqual({ reviewerName: 'Kim Park', vessel: 'S/Y Boreas' });
    expect(alreadyReviewed({ imoNumber: null, name: 'Tender Work' }, [reviewed, other])).toBeNull();
  });
});
