import {
  EQUIVALENCY_VALIDITIES,
  MCA_CATEGORIES,
  STCW_CATEGORIES,
  USCG_CATEGORIES,
  catalogueIds,
  certificationCatalogue,
} from './index.js';

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const {
  stcwEndorsements,
  uscgLicenses,
  mcaCertificates,
  otherAuthorities,
  cocEquivalencies,
  recommendedEndorsements,
  mandatoryBasicTraining,
} = certificationCatalogue;

const catalogues = {
  stcwEndorsements,
  uscgLicenses,
  mcaCertificates,
  otherAuthorities,
  cocEquivalencies,
} as const;

const duplicates = (ids: string[]): string[] => ids.filter((id, index) => ids.indexOf(id) !== index);

describe('certification catalogue', () => {
  describe.each(Object.entries(catalogues))('%s ids', (name, items) => {
    const ids = items.map((item) => item.id);

    it('are unique', () => {
      expect(duplicates(ids)).toEqual([]);
    });

    it('are kebab-case', () => {
      expect(ids.filter((id) => !KEBAB_CASE.test(id))).toEqual([]);
    });

    it('match the catalogueIds lookup', () => {
      const lookup = catalogueIds[name as keyof typeof catalogueIds];
      expect(lookup.size).toBe(ids.length);
      expect(ids.every((id) => lookup.has(id))).toBe(true);
    });
  });

  it('has the expected catalogue sizes', () => {
    expect(stcwEndorsements.length).toBeGreaterThanOrEqual(35);
    expect(stcwEndorsements.length).toBeLessThanOrEqual(50);
    expect(uscgLicenses.length).toBeGreaterThanOrEqual(50);
    expect(uscgLicenses.length).toBeLessThanOrEqual(70);
    expect(mcaCertificates.length).toBeGreaterThanOrEqual(24);
    expect(mcaCertificates.length).toBeLessThanOrEqual(34);
    expect(otherAuthorities.length).toBeGreaterThanOrEqual(25);
    expect(otherAuthorities.length).toBeLessThanOrEqual(40);
  });

  describe('STCW endorsements', () => {
    it('contain the required ids', () => {
      for (const id of [
        'master',
        'chief-mate',
        'eto',
        'pst',
        'fpff',
        'efa',
        'pssr',
        'security-awareness',
        'ecdis',
        'high-voltage-safety',
        'gmdss-operator',
        'crowd-management',
      ]) {
        expect(catalogueIds.stcwEndorsements.has(id)).toBe(true);
      }
    });

    it('use only known categories and cover every category', () => {
      const used = new Set(stcwEndorsements.map((e) => e.category));
      expect([...used].filter((c) => !(STCW_CATEGORIES as readonly string[]).includes(c))).toEqual([]);
      expect(STCW_CATEGORIES.filter((c) => !used.has(c))).toEqual([]);
    });

    it('have codes starting with "STCW "', () => {
      expect(stcwEndorsements.filter((e) => !e.code.startsWith('STCW ')).map((e) => e.id)).toEqual([]);
    });

    it('have a description and 2-4 requirements each', () => {
      for (const e of stcwEndorsements) {
        expect(e.name.length).toBeGreaterThan(0);
        expect(e.description.length).toBeGreaterThan(0);
        expect(e.requirements.length).toBeGreaterThanOrEqual(2);
        expect(e.requirements.length).toBeLessThanOrEqual(4);
      }
    });
  });

  describe('recommended and mandatory endorsements', () => {
    it('are keyed by exactly the supported positions', () => {
      expect(Object.keys(recommendedEndorsements).sort()).toEqual(
        [
          'Master',
          'Chief Officer',
          'Second Officer',
          'Third Officer',
          'Chief Engineer',
          'Second Engineer',
          'Third Engineer',
          'ETO',
          'Bosun',
          'AB',
          'OS',
          'Chief Stewardess',
          'Stewardess',
        ].sort(),
      );
    });

    it('reference existing STCW endorsements only', () => {
      for (const [position, ids] of Object.entries(recommendedEndorsements)) {
        expect(ids.length).toBeGreaterThan(0);
        expect({ position, unknown: ids.filter((id) => !catalogueIds.stcwEndorsements.has(id)) }).toEqual({
          position,
          unknown: [],
        });
        expect(duplicates(ids)).toEqual([]);
      }
      expect(mandatoryBasicTraining).toEqual(['pst', 'fpff', 'efa', 'pssr', 'security-awareness']);
      expect(mandatoryBasicTraining.filter((id) => !catalogueIds.stcwEndorsements.has(id))).toEqual([]);
    });
  });

  describe('USCG licences', () => {
    it('contain the required ids', () => {
      for (const id of [
        'master-unlimited',
        'chief-mate-unlimited',
        'able-seafarer-unlimited',
        'qmed-oiler',
        'first-class-pilot',
      ]) {
        expect(catalogueIds.uscgLicenses.has(id)).toBe(true);
      }
    });

    it('use only known categories and cover every category', () => {
      const used = new Set(uscgLicenses.map((l) => l.category));
      expect([...used].filter((c) => !(USCG_CATEGORIES as readonly string[]).includes(c))).toEqual([]);
      expect(USCG_CATEGORIES.filter((c) => !used.has(c))).toEqual([]);
    });

    it('cite a 46 CFR section', () => {
      expect(uscgLicenses.filter((l) => !/^46 CFR \d+\.\d+/.test(l.code)).map((l) => l.id)).toEqual([]);
    });

    it('describe uninspected passenger vessel endorsements as limited to 6 passengers', () => {
      const upv = uscgLicenses.filter((l) => l.category === 'Uninspected Passenger Vessel');
      expect(upv.length).toBeGreaterThan(0);
      for (const l of upv) {
        expect(l.description).toMatch(/up to 6 passengers/);
      }
    });
  });

  describe('MCA certificates', () => {
    it('use only known categories; every category except Pilot has entries', () => {
      const used = new Set(mcaCertificates.map((c) => c.category));
      expect([...used].filter((c) => !(MCA_CATEGORIES as readonly string[]).includes(c))).toEqual([]);
      expect(MCA_CATEGORIES.filter((c) => c !== 'Pilot' && !used.has(c))).toEqual([]);
      expect(used.has('Pilot')).toBe(false);
    });

    it('state an STCW equivalent', () => {
      expect(mcaCertificates.filter((c) => !c.equivalentSTCW.startsWith('STCW ')).map((c) => c.id)).toEqual([]);
    });
  });

  describe('other authorities', () => {
    const expectedAuthorities = [
      'Transport Canada',
      'Australian Maritime Safety Authority',
      'Norwegian Maritime Authority',
      'Liberia Maritime Authority',
      'Marshall Islands Maritime Administrator',
      'Cayman Islands Shipping Registry',
      'Panama Maritime Authority',
      'Maritime and Port Authority of Singapore',
    ];

    it('cover exactly the eight authorities, first appearing in tab order', () => {
      const inOrder = [...new Set(otherAuthorities.map((c) => c.authority))];
      expect(inOrder).toEqual(expectedAuthorities);
    });

    it('set the country of each authority', () => {
      const countries: Record<string, string> = {
        'Transport Canada': 'Canada',
        'Australian Maritime Safety Authority': 'Australia',
        'Norwegian Maritime Authority': 'Norway',
        'Liberia Maritime Authority': 'Liberia',
        'Marshall Islands Maritime Administrator': 'Marshall Islands',
        'Cayman Islands Shipping Registry': 'Cayman Islands',
        'Panama Maritime Authority': 'Panama',
        'Maritime and Port Authority of Singapore': 'Singapore',
      };
      for (const c of otherAuthorities) {
        expect({ id: c.id, country: c.country }).toEqual({ id: c.id, country: countries[c.authority] });
        expect(['Management', 'Operational']).toContain(c.level);
      }
    });
  });

  describe('CoC equivalencies', () => {
    it('has exactly 4 entries with allowed validity strings', () => {
      expect(cocEquivalencies).toHaveLength(4);
      for (const e of cocEquivalencies) {
        expect(EQUIVALENCY_VALIDITIES).toContain(e.validity);
        expect(['5 years', '5 years subject to medical renewal', 'Matches underlying certificate']).toContain(
          e.validity,
        );
        expect(e.limitations.length).toBeGreaterThan(0);
        expect(e.requirements.length).toBeGreaterThan(0);
      }
    });

    it('covers the four Master Unlimited routes', () => {
      const routes = cocEquivalencies.map((e) => `${e.fromAuthority} -> ${e.toAuthority}`).sort();
      expect(routes).toEqual(
        ['AMSA -> USCG', 'MCA -> USCG', 'Transport Canada -> USCG', 'USCG -> MCA'].sort(),
      );
    });
  });
});
