import { Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { CertificateEquivalency, CertificationCatalogue, McaCertificate, OtherAuthorityCertificate, StcwEndorsement, UscgLicense } from '../api/get-catalogue';
import { recommendedPositionKey, stcwQuickActions } from '../utils/picker-logic';
import { equivalencyTabs, mcaTabs, otherAuthorityTabs, searchFields, stcwTabs, uscgTabs } from '../utils/picker-tabs';
import { CertificationPicker, type PickerConfig } from './CertificationPicker';

/** The five pickers of the spec's "Certification pickers": one component, five configurations. */

interface PickerProps {
  catalogue: CertificationCatalogue;
  value?: string[];
  onChange?: (ids: string[]) => void;
}

const LEVEL_COLORS: Record<string, string> = { Management: 'purple', Operational: 'blue', Support: 'cyan', Basic: 'green', Advanced: 'orange' };

const Small = ({ children }: { children: ReactNode }) => (
  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
    {children}
  </Typography.Text>
);

function Chips({ chips }: { chips: Array<[string, string | undefined]> }) {
  const shown = chips.filter(([, v]) => v);
  if (shown.length === 0) return null;
  return (
    <Flex wrap gap={4}>
      {shown.map(([label, v]) => (
        <Tag key={label} style={{ marginInlineEnd: 0 }}>
          {label}: {v}
        </Tag>
      ))}
    </Flex>
  );
}

function Limitations({ items }: { items?: string[] }) {
  if (!items?.length) return null;
  return (
    <ul style={{ margin: '4px 0 0', paddingInlineStart: 18, fontSize: 12, color: 'rgba(0,0,0,0.65)' }}>
      {items.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

const stcwConfig: PickerConfig<StcwEndorsement> = {
  title: 'STCW Endorsements',
  description: 'International STCW certificates of competency, proficiency and training.',
  addLabel: 'Add Endorsements',
  dialogTitle: 'Select STCW Endorsements',
  searchPlaceholder: 'Search endorsements...',
  searchFields: searchFields.stcw,
  listHeight: 400,
  noMatchText: 'No endorsements found matching your search.',
  optionStyle: 'row',
  renderOption: (item) => (
    <Flex vertical gap={4}>
      <Typography.Text strong>{item.name}</Typography.Text>
      <Flex wrap gap={4} align="center">
        <Tag color="blue" style={{ marginInlineEnd: 0 }}>
          {item.code}
        </Tag>
        <Tag color={LEVEL_COLORS[item.level]} style={{ marginInlineEnd: 0 }}>
          {item.level}
        </Tag>
        <Small>{item.category}</Small>
      </Flex>
    </Flex>
  ),
  chipLabel: (item) => item.name,
  selectedView: { kind: 'groups', groupOf: (item) => item.category },
  emptyTitle: 'No STCW endorsements selected',
  emptyHint: 'Add your maritime certifications to showcase your qualifications',
};

export function StcwPicker({ catalogue, value = [], onChange, position }: PickerProps & { position?: string | null }) {
  const key = recommendedPositionKey(position, catalogue.recommendedEndorsements);
  return (
    <CertificationPicker
      config={stcwConfig}
      items={catalogue.stcwEndorsements}
      tabs={stcwTabs(value, key ? catalogue.recommendedEndorsements[key] : null, catalogue.mandatoryBasicTraining)}
      quickActions={stcwQuickActions(position, catalogue, value)}
      value={value}
      onChange={onChange}
    />
  );
}

const uscgConfig: PickerConfig<UscgLicense> = {
  title: 'USCG Licenses',
  description: 'United States Coast Guard merchant mariner credential endorsements.',
  addLabel: 'Add Licenses',
  dialogTitle: 'Select USCG Licenses',
  searchPlaceholder: 'Search licenses by name or CFR code...',
  searchFields: searchFields.uscg,
  listHeight: 400,
  noMatchText: 'No licenses found matching your search.',
  optionStyle: 'row',
  renderOption: (item) => (
    <Flex vertical gap={4}>
      <Typography.Text strong>{item.name}</Typography.Text>
      <Small>
        {item.code} · {item.category}
      </Small>
      <Chips
        chips={[
          ['Tonnage', item.tonnage],
          ['Horsepower', item.horsepower],
          ['Route', item.route],
        ]}
      />
    </Flex>
  ),
  chipLabel: (item) => item.name,
  selectedView: { kind: 'groups', groupOf: (item) => item.category },
  emptyTitle: 'No USCG licenses selected',
  emptyHint: 'Click "Add Licenses" to get started',
};

export function UscgPicker({ catalogue, value = [], onChange }: PickerProps) {
  return <CertificationPicker config={uscgConfig} items={catalogue.uscgLicenses} tabs={uscgTabs()} value={value} onChange={onChange} />;
}

const mcaConfig: PickerConfig<McaCertificate> = {
  title: 'MCA (UK) Certificates',
  description: 'UK Maritime and Coastguard Agency certificates of competency.',
  addLabel: 'Add MCA Certificate',
  dialogTitle: 'Select MCA (UK) Certificates',
  searchPlaceholder: 'Search MCA certificates...',
  searchFields: searchFields.mca,
  listHeight: 384,
  showFoundCount: true,
  noMatchText: 'No MCA certificates found matching your search.',
  optionStyle: 'card',
  renderOption: (item) => (
    <Flex vertical gap={4}>
      <Flex wrap gap={6} align="center">
        <Typography.Text strong>{item.name}</Typography.Text>
        <Tag color="blue" style={{ marginInlineEnd: 0 }}>
          {item.code}
        </Tag>
      </Flex>
      <Small>{item.description}</Small>
      <Chips
        chips={[
          ['Tonnage', item.tonnage],
          ['Power', item.power],
          ['Route', item.route],
          ['Equivalent', item.equivalentSTCW],
        ]}
      />
      <Limitations items={item.limitations} />
    </Flex>
  ),
  chipLabel: (item) => item.name,
  selectedView: {
    kind: 'list',
    heading: 'Selected MCA Certificates:',
    rowName: (item) => item.name,
    renderRow: (item) => (
      <Flex vertical>
        <Typography.Text strong>{item.name}</Typography.Text>
        <Small>
          {item.code} · {item.category}
        </Small>
      </Flex>
    ),
  },
  emptyTitle: 'No MCA certificates selected',
  emptyHint: 'Click "Add MCA Certificate" to get started',
};

export function McaPicker({ catalogue, value = [], onChange }: PickerProps) {
  return <CertificationPicker config={mcaConfig} items={catalogue.mcaCertificates} tabs={mcaTabs(catalogue.mcaCertificates, value)} value={value} onChange={onChange} />;
}

const otherConfig: PickerConfig<OtherAuthorityCertificate> = {
  title: 'Other Issuing Authorities',
  description: 'Certificates issued by other national maritime administrations.',
  addLabel: 'Add Certificates',
  dialogTitle: 'Select Certificates from Other Authorities',
  searchPlaceholder: 'Search by certificate name, authority, or country...',
  searchFields: searchFields.other,
  listHeight: 400,
  noMatchText: 'No certificates found matching your search.',
  optionStyle: 'row',
  renderOption: (item) => (
    <Flex vertical gap={4}>
      <Typography.Text strong>{item.name}</Typography.Text>
      <Small>
        {item.authority} · {item.country}
      </Small>
      <Flex wrap gap={4}>
        <Tag color="blue" style={{ marginInlineEnd: 0 }}>
          {item.code}
        </Tag>
        <Tag color={LEVEL_COLORS[item.level]} style={{ marginInlineEnd: 0 }}>
          {item.level}
        </Tag>
        {item.equivalentSTCW && <Tag style={{ marginInlineEnd: 0 }}>Equivalent: {item.equivalentSTCW}</Tag>}
      </Flex>
    </Flex>
  ),
  chipLabel: (item) => item.name,
  selectedView: { kind: 'groups', groupOf: (item) => item.authority },
  emptyTitle: 'No certificates from other authorities selected',
  emptyHint: 'Click "Add Certificates" to get started',
};

export function OtherAuthoritiesPicker({ catalogue, value = [], onChange }: PickerProps) {
  return <CertificationPicker config={otherConfig} items={catalogue.otherAuthorities} tabs={otherAuthorityTabs(catalogue.otherAuthorities, value)} value={value} onChange={onChange} />;
}

const equivalencyLabel = (item: CertificateEquivalency) => `${item.fromCertificate} → ${item.toCertificate}`;

const equivalencyConfig: PickerConfig<CertificateEquivalency> = {
  title: 'CoC Equivalencies & Cross-overs',
  description: 'Routes from a certificate of competency of one authority to another.',
  addLabel: 'Add Equivalencies',
  dialogTitle: 'Select Certificate Equivalencies',
  searchPlaceholder: 'Search by certificate name, authority, or equivalency...',
  searchFields: searchFields.equivalency,
  listHeight: 400,
  noMatchText: 'No equivalencies found matching your search.',
  optionStyle: 'row',
  renderOption: (item) => (
    <Flex vertical gap={4}>
      <Typography.Text strong>{equivalencyLabel(item)}</Typography.Text>
      <Small>
        {item.fromAuthority} → {item.toAuthority} · Validity: {item.validity}
      </Small>
      <Limitations items={item.limitations} />
    </Flex>
  ),
  chipLabel: equivalencyLabel,
  selectedView: { kind: 'groups', groupOf: (item) => item.fromAuthority, groupTitle: (authority) => `From ${authority}` },
  emptyTitle: 'No certificate equivalencies selected',
  emptyHint: 'Click "Add Equivalencies" to get started',
};

export function EquivalenciesPicker({ catalogue, value = [], onChange }: PickerProps) {
  return <CertificationPicker config={equivalencyConfig} items={catalogue.cocEquivalencies} tabs={equivalencyTabs(catalogue.cocEquivalencies, value)} value={value} onChange={onChange} />;
}
