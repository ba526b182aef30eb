import { SEARCH_CERTIFICATIONS, SEARCH_POSITIONS } from '@crew/contracts/search-values';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Checkbox, Collapse, Flex, Form, Input, Select, Slider, Tooltip } from 'antd';
import { plural } from '../../../lib/plural';
import type { SearchFilters } from '../api/schemas';

/** What 'Valid certificates only' means, as the server applies it (ADR 0029). */
export const VALID_CERTIFICATES_HELP =
  'Shows crew who have recorded an expiry date for at least one certificate and have no certificate past its expiry date today. Certificates without an expiry date neither qualify nor exclude anyone.';

export const AVAILABILITY_OPTIONS = [
  { value: 'available', label: 'Available Now' },
  { value: 'notice', label: 'Available with Notice' },
  { value: 'future', label: 'Future Availability' },
];

/** The collapsible Filters panel (spec sections 2 and 5). */
export function SearchFiltersPanel({
  filters,
  onChange,
  open,
  onOpenChange,
}: {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const set = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K]) => onChange({ ...filters, [key]: value });
  return (
    <Collapse
      activeKey={open ? ['filters'] : []}
      onChange={(keys) => onOpenChange((Array.isArray(keys) ? keys : [keys]).includes('filters'))}
      items={[
        {
          key: 'filters',
          label: 'Filters',
          children: (
            <Form layout="vertical">
              <Flex wrap gap={16}>
                <Form.Item label="Position" style={{ minWidth: 220, flex: 1 }}>
                  <Select
                    aria-label="Position"
                    allowClear
                    placeholder="Any position"
                    value={filters.position}
                    onChange={(v) => set('position', v)}
                    options={SEARCH_POSITIONS.map((p) => ({ value: p.value, label: p.label }))}
                  />
                </Form.Item>
                <Form.Item label="Location" style={{ minWidth: 220, flex: 1 }}>
                  <Input aria-label="Location" placeholder="e.g. Antibes" value={filters.location} onChange={(e) => set('location', e.target.value)} />
                </Form.Item>
                <Form.Item label="Availability" style={{ minWidth: 220, flex: 1 }}>
                  <Select aria-label="Availability" allowClear placeholder="Any availability" value={filters.availability} onChange={(v) => set('availability', v)} options={AVAILABILITY_OPTIONS} />
                </Form.Item>
              </Flex>
              <Flex wrap gap={16}>
                <Form.Item label={`Minimum experience: ${plural(filters.minExperience, 'year')}`} style={{ minWidth: 220, flex: 1 }}>
                  {/* The name goes on the handle, the element with role slider; on the Slider it lands on a wrapper. */}
                  <Slider ariaLabelForHandle="Minimum experience" min={0} max={30} step={1} value={filters.minExperience} onChange={(v) => set('minExperience', v)} />
                </Form.Item>
                <Form.Item label={`Minimum rating: ${filters.minRating.toFixed(1)}`} style={{ minWidth: 220, flex: 1 }}>
                  <Slider ariaLabelForHandle="Minimum rating" min={0} max={5} step={0.5} value={filters.minRating} onChange={(v) => set('minRating', v)} />
                </Form.Item>
              </Flex>
              <Form.Item label="Certifications">
                <Select
                  aria-label="Certifications"
                  mode="multiple"
                  allowClear
                  placeholder="Any certifications"
                  value={filters.certifications}
                  onChange={(v) => set('certifications', v)}
                  options={SEARCH_CERTIFICATIONS.map((c) => ({ value: c.value, label: c.label }))}
                />
              </Form.Item>
              <Flex align="center" gap={4}>
                <Checkbox checked={filters.validCertificatesOnly} onChange={(e) => set('validCertificatesOnly', e.target.checked)}>
                  Valid certificates only
                </Checkbox>
                <Tooltip title={VALID_CERTIFICATES_HELP}>
                  <Button type="text" size="small" icon={<QuestionCircleOutlined />} aria-label="What does valid certificates only mean?" />
                </Tooltip>
              </Flex>
            </Form>
          ),
        },
      ]}
    />
  );
}
