import { catalogueFixture as catalogue } from '../test/catalogue-fixture';
import { filterItems, firstDistinct, groupSelected, matchesSearch, mergeIds, recommendedPositionKey, stcwQuickActions, toggleId } from './picker-logic';
import { equivalencyTabs, mcaTabs, otherAuthorityTabs, searchFields, stcwTabs, uscgTabs } from './picker-tabs';

const ids = (items: Array<{ id: string }>) => items.map((item) => item.id);

describe('picker selection', () => {
  it('toggling adds an id, and toggling again removes it', () => {
    expect(toggleId(['pst'], 'efa')).toEqual(['pst', 'efa']);
    expect(toggleId(['pst', 'efa'], 'pst')).toEqual(['efa']);
  });

  it('merging keeps the existing order and adds no duplicates', () => {
    expect(mergeIds(['efa', 'master'], ['pst', 'efa', 'fpff'])).toEqual(['efa', 'master', 'pst', 'fpff']);
  });

  it('groups the selection by category in catalogue order and skips unknown ids', () => {
    const groups = groupSelected(catalogue.stcwEndorsements, ['pst', 'gone', 'master', 'efa'], (item) => item.category);
    expect(groups.map((g) => [g.group, ids(g.items)])).toEqual([
      ['Officer Endorsements (Deck)', ['master']],
      ['Basic Safety Training', ['pst', 'efa']],
    ]);
  });
});

describe('picker search', () => {
  it('matches every word in any field, ignoring case and extra spaces', () => {
    expect(matchesSearch(['Master Unlimited', 'MCA II/2 Unlimited'], '  master   II/2 ')).toBe(true);
    expect(matchesSearch(['Master Unlimited'], 'master yacht')).toBe(false);
    expect(matchesSearch(['anything'], '')).toBe(true);
  });

  it('STCW and USCG search name and code only', () => {
    const stcw = (q: string) => ids(filterItems(catalogue.stcwEndorsements, undefined, q, searchFields.stcw));
    expect(stcw('III/2')).toEqual(['chief-engineer']);
    expect(stcw('command')).toEqual([]); // descriptions are not searched
    const uscg = (q: string) => ids(filterItems(catalogue.uscgLicenses, undefined, q, searchFields.uscg));
    expect(uscg('11.404')).toEqual(['master-unlimited']);
  });

  it('MCA search also looks at the description', () => {
    expect(ids(filterItems(catalogue.mcaCertificates, undefined, 'large yachts', searchFields.mca))).toEqual(['mca-master-yacht-3000']);
  });

  it('other-authority search looks at name, authority, description and country', () => {
    const other = (q: string) => ids(filterItems(catalogue.otherAuthorities, undefined, q, searchFields.other));
    expect(other('transport canada')).toEqual(['tc-master-mariner']);
    expect(other('australian master')).toEqual(['amsa-master']);
    expect(other('norway')).toEqual(['nma-master']);
  });

  it('equivalency search looks at both certificates and both authorities', () => {
    const eq = (q: string) => ids(filterItems(catalogue.cocEquivalencies, undefined, q, searchFields.equivalency));
    expect(eq('CEC')).toEqual(['us-master-to-uk-master']);
    expect(eq('uscg')).toEqual(['uk-master-to-us-master', 'us-master-to-uk-master']);
  });
});

describe('picker tabs', () => {
  const tab = <T,>(tabs: Array<{ key: string; label: string }>, label: string) => tabs.find((t) => t.label === label) as T;

  it('STCW: Selected, Recommended, Mandatory and category tabs, with the search on top', () => {
    const tabs = stcwTabs(['ecdis', 'pst'], catalogue.recommendedEndorsements['Chief Officer'], catalogue.mandatoryBasicTraining);
    expect(tabs.map((t) => t.label)).toEqual(['All', 'Selected (2)', 'Recommended', 'Mandatory', 'Deck Officer', 'Engine Officer', 'Deck Rating', 'Engine Rating', 'Basic Safety', 'Advanced Safety', 'Specialized', 'Tanker']);
    const run = (label: string, q = '') => ids(filterItems(catalogue.stcwEndorsements, tab(tabs, label), q, searchFields.stcw));
    expect(run('Selected (2)')).toEqual(['pst', 'ecdis']);
    expect(run('Recommended')).toEqual(['chief-mate', 'advanced-firefighting', 'gmdss-operator', 'ecdis']);
    expect(run('Mandatory')).toEqual(['pst', 'fpff', 'efa', 'pssr', 'security-awareness']);
    expect(run('Deck Officer')).toEqual(['master', 'chief-mate']);
    expect(run('Specialized')).toEqual(['gmdss-operator', 'ecdis']);
    expect(run('Tanker')).toEqual(['oil-tanker-advanced']);
    expect(run('Mandatory', 'fire')).toEqual(['fpff']);
  });

  it('STCW Recommended is empty, with a hint, when the position has no list', () => {
    const tabs = stcwTabs([], null, catalogue.mandatoryBasicTraining);
    const recommended = tabs.find((t) => t.key === 'recommended')!;
    expect(filterItems(catalogue.stcwEndorsements, recommended, '', searchFields.stcw)).toEqual([]);
    expect(recommended.emptyText).toMatch(/Enter a position/);
  });

  it('USCG: All and the four officer and rating categories', () => {
    const tabs = uscgTabs();
    expect(tabs.map((t) => t.label)).toEqual(['All', 'Deck Officer', 'Engine Officer', 'Deck Rating', 'Engine Rating']);
    expect(ids(filterItems(catalogue.uscgLicenses, tabs[0], '', searchFields.uscg))).toContain('first-class-pilot');
    expect(ids(filterItems(catalogue.uscgLicenses, tabs[2], '', searchFields.uscg))).toEqual(['chief-engineer-unlimited']);
  });

  it('MCA: All, Selected and every category, Pilot included', () => {
    const tabs = mcaTabs(catalogue.mcaCertificates, ['mca-master-yacht-3000']);
    expect(tabs.map((t) => t.label)).toEqual(['All', 'Selected', 'Deck Officer', 'Engine Officer', 'Electro-Technical Officer', 'Deck Rating', 'Engine Rating', 'Radio Officer', 'Yacht Officer', 'Pilot']);
    expect(ids(filterItems(catalogue.mcaCertificates, tabs[1], '', searchFields.mca))).toEqual(['mca-master-yacht-3000']);
    expect(filterItems(catalogue.mcaCertificates, tabs[9], '', searchFields.mca)).toEqual([]);
  });

  it('other authorities and equivalencies: All, Selected and the first four authorities', () => {
    expect(otherAuthorityTabs(catalogue.otherAuthorities, []).map((t) => t.label)).toEqual([
      'All',
      'Selected',
      'Transport Canada',
      'Australian Maritime Safety Authority',
      'Norwegian Maritime Authority',
      'Liberia Maritime Authority',
    ]);
    const eqTabs = equivalencyTabs(catalogue.cocEquivalencies, ['us-master-to-uk-master']);
    expect(eqTabs.map((t) => t.label)).toEqual(['All', 'Selected', 'MCA', 'USCG']);
    expect(ids(filterItems(catalogue.cocEquivalencies, eqTabs[1], '', searchFields.equivalency))).toEqual(['us-master-to-uk-master']);
    expect(firstDistinct(['a', 'b', 'a', 'c', 'd', 'e'], 4)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('STCW quick actions', () => {
  it('finds the recommended list for the position as typed, or by a common alias', () => {
    expect(recommendedPositionKey('chief officer', catalogue.recommendedEndorsements)).toBe('Chief Officer');
    expect(recommendedPositionKey('  Chief   Officer ', catalogue.recommendedEndorsements)).toBe('Chief Officer');
    expect(recommendedPositionKey('Captain', catalogue.recommendedEndorsements)).toBe('Master');
    expect(recommendedPositionKey('Able Seaman', catalogue.recommendedEndorsements)).toBe('AB');
    expect(recommendedPositionKey('Chef', catalogue.recommendedEndorsements)).toBeNull();
    expect(recommendedPositionKey('', catalogue.recommendedEndorsements)).toBeNull();
  });

  it("offers 'Add Recommended for {position}' only when the position has a list", () => {
    expect(stcwQuickActions('Chief Officer', catalogue, []).map((a) => a.label)).toEqual(['Add Recommended for Chief Officer', 'Add Mandatory Basic Training']);
    expect(stcwQuickActions('Chef', catalogue, []).map((a) => a.label)).toEqual(['Add Mandatory Basic Training']);
  });

  it("offers 'Clear All' only with a selection, and it empties it", () => {
    const actions = stcwQuickActions(null, catalogue, ['pst']);
    expect(actions.map((a) => a.label)).toEqual(['Add Mandatory Basic Training', 'Clear All']);
    expect(actions[1].apply(['pst'])).toEqual([]);
  });

  it('merges the recommended and mandatory ids without duplicates', () => {
    const [recommended, mandatory] = stcwQuickActions('Chief Officer', catalogue, ['ecdis', 'pst']);
    expect(recommended.apply(['ecdis', 'pst'])).toEqual(['ecdis', 'pst', 'chief-mate', 'gmdss-operator', 'advanced-firefighting']);
    expect(mandatory.apply(['ecdis', 'pst'])).toEqual(['ecdis', 'pst', 'fpff', 'efa', 'pssr', 'security-awareness']);
  });
});
