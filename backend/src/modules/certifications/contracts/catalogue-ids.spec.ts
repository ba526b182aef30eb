import { unknownCatalogueIds } from './catalogue-ids.js';

describe('unknownCatalogueIds', () => {
  it('returns nothing when every id is in the catalogue', () => {
    expect(unknownCatalogueIds('stcwEndorsements', ['master', 'pst'])).toEqual([]);
    expect(unknownCatalogueIds('uscgLicenses', ['master-unlimited'])).toEqual([]);
    expect(unknownCatalogueIds('cocEquivalencies', [])).toEqual([]);
  });

  it('names each unknown id once, in the order given', () => {
    expect(unknownCatalogueIds('stcwEndorsements', ['nope', 'master', 'nope', 'also-nope'])).toEqual(['nope', 'also-nope']);
  });

  it('checks ids against their own catalogue only', () => {
    // 'master' is an STCW endorsement, not an MCA certificate.
    expect(unknownCatalogueIds('mcaCertificates', ['master'])).toEqual(['master']);
  });

  it('is case-sensitive: ids are exact', () => {
    expect(unknownCatalogueIds('stcwEndorsements', ['Master'])).toEqual(['Master']);
  });
});
