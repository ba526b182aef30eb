import type { CertificateEquivalency, McaCertificate, OtherAuthorityCertificate, StcwEndorsement, UscgLicense } from '../api/get-catalogue';
import { firstDistinct, type PickerTab } from './picker-logic';

const all = <T>(): PickerTab<T> => ({ key: 'all', label: 'All', matches: () => true });
const selectedTab = <T extends { id: string }>(selected: readonly string[], label = 'Selected'): PickerTab<T> => {
  const chosen = new Set(selected);
  return { key: 'selected', label, matches: (item) => chosen.has(item.id), emptyText: 'Nothing selected yet.' };
};

/**
 * The spec's STCW tabs mapped onto the catalogue's ten categories. Radio and passenger-ship
 * courses have no tab of their own in the spec, so they sit under Specialized.
 */
export const STCW_CATEGORY_TABS: ReadonlyArray<{ label: string; categories: readonly string[] }> = [
  { label: 'Deck Officer', categories: ['Officer Endorsements (Deck)'] },
  { label: 'Engine Officer', categories: ['Officer Endorsements (Engine)'] },
  { label: 'Deck Rating', categories: ['Rating Endorsements (Deck)'] },
  { label: 'Engine Rating', categories: ['Rating Endorsements (Engine)'] },
  { label: 'Basic Safety', categories: ['Basic Safety Training'] },
  { label: 'Advanced Safety', categories: ['Advanced Safety Training'] },
  { label: 'Specialized', categories: ['Specialized Endorsements', 'Radio Communications', 'Passenger Ship Operations'] },
  { label: 'Tanker', categories: ['Tanker Operations'] },
];

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function stcwTabs(selected: readonly string[], recommendedIds: readonly string[] | null, mandatoryIds: readonly string[]): PickerTab<StcwEndorsement>[] {
  const recommended = new Set(recommendedIds ?? []);
  const mandatory = new Set(mandatoryIds);
  return [
    all(),
    selectedTab(selected, `Selected (${selected.length})`),
    {
      key: 'recommended',
      label: 'Recommended',
      matches: (item) => recommended.has(item.id),
      emptyText: recommendedIds ? undefined : 'Enter a position such as Chief Officer or Chief Engineer to see its recommended endorsements.',
    },
    { key: 'mandatory', label: 'Mandatory', matches: (item) => mandatory.has(item.id) },
    ...STCW_CATEGORY_TABS.map(({ label, categories }) => ({ key: slug(label), label, matches: (item: StcwEndorsement) => categories.includes(item.category) })),
  ];
}

export const USCG_TAB_CATEGORIES = ['Deck Officer', 'Engine Officer', 'Deck Rating', 'Engine Rating'] as const;

/** All plus the four officer/rating categories; pilot, tankerman and passenger-vessel licences appear under All. */
export function uscgTabs(): PickerTab<UscgLicense>[] {
  return [all(), ...USCG_TAB_CATEGORIES.map((category) => ({ key: slug(category), label: category, matches: (item: UscgLicense) => item.category === category }))];
}

/** Every MCA category has a tab, including Pilot, which has no entries (spec sections 3 and 9). */
export const MCA_CATEGORIES = ['Deck Officer', 'Engine Officer', 'Electro-Technical Officer', 'Deck Rating', 'Engine Rating', 'Radio Officer', 'Yacht Officer', 'Pilot'] as const;

export function mcaTabs(items: readonly McaCertificate[], selected: readonly string[]): PickerTab<McaCertificate>[] {
  const categories = [...new Set<string>([...MCA_CATEGORIES, ...items.map((item) => item.category)])];
  return [
    all(),
    selectedTab(selected),
    ...categories.map((category) => ({
      key: slug(category),
      label: category,
      matches: (item: McaCertificate) => item.category === category,
      emptyText: `No MCA certificates in the ${category} category.`,
    })),
  ];
}

/** All, Selected, and the first four authorities in catalogue order (spec section 9). */
export function otherAuthorityTabs(items: readonly OtherAuthorityCertificate[], selected: readonly string[]): PickerTab<OtherAuthorityCertificate>[] {
  const authorities = firstDistinct(
    items.map((item) => item.authority),
    4,
  );
  return [all(), selectedTab(selected), ...authorities.map((authority) => ({ key: slug(authority), label: authority, matches: (item: OtherAuthorityCertificate) => item.authority === authority }))];
}

/** All, Selected, and the first four 'from' authorities in catalogue order (spec section 9). */
export function equivalencyTabs(items: readonly CertificateEquivalency[], selected: readonly string[]): PickerTab<CertificateEquivalency>[] {
  const authorities = firstDistinct(
    items.map((item) => item.fromAuthority),
    4,
  );
  return [all(), selectedTab(selected), ...authorities.map((authority) => ({ key: slug(authority), label: authority, matches: (item: CertificateEquivalency) => item.fromAuthority === authority }))];
}

/** What each search looks through (spec section 4). */
export const searchFields = {
  stcw: (item: StcwEndorsement) => [item.name, item.code],
  uscg: (item: UscgLicense) => [item.name, item.code],
  mca: (item: McaCertificate) => [item.name, item.code, item.description],
  // The placeholder promises country too.
  other: (item: OtherAuthorityCertificate) => [item.name, item.authority, item.description, item.country],
  equivalency: (item: CertificateEquivalency) => [item.fromCertificate, item.toCertificate, item.fromAuthority, item.toAuthority],
};
