import type { SearchFilter } from '@crew/contracts/plans';
import { lockedFiltersMessage } from '@crew/contracts/search-filters';
import { SEARCH_CERTIFICATIONS, SEARCH_LOCATION_MAX, SEARCH_POSITIONS } from '@crew/contracts/search-values';
import { LockOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Checkbox, Collapse, Flex, Form, Input, Select, Slider, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
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

/** Where an employer changes plan: the Employer page's Plans tab. */
export const UPGRADE_PATH = '/employer?tab=plans';

/** How a change applies: at once (a choice), or once typing pauses (text, a slider being dragged). */
export type ChangeMode = 'now' | 'typing';

/**
 * The collapsible Filters panel (spec sections 2 and 5). Every change applies (the page
 * debounces typing); the filters the plan does not include show locked, with the plan that
 * has them and an upgrade link (DESIGN.md, "Plan features").
 */
export function SearchFiltersPanel({
  filters,
  onChange,
  open,
  onOpenChange,
  locked,
}: {
  filters: SearchFilters;
  onChange: (next: SearchFilters, mode: ChangeMode) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Filters the plan does not include. */
  locked: readonly SearchFilter[];
}) {
  const set = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K], mode: ChangeMode = 'now') => onChange({ ...filters, [key]: value }, mode);
  const isLocked = (filter: SearchFilter) => locked.includes(filter);
  const lockedLabel = (label: string, filter: SearchFilter) =>
    isLocked(filter) ? (
      <span>
        <LockOutlined aria-hidden /> {label}
      </span>
    ) : (
      label
    );
  return (
    <Collapse
      activeKey={open ? ['filters'] : []}
      onChange={(keys) => onOpenChange((Array.isArray(keys) ? keys : [keys]).includes('filters'))}
      items={[
        {
          key: 'filters',
          label: 'Filters',
          children: (
            <Form layout="vertical" onSubmitCapture={(e) => e.preventDefault()}>
              <Flex wrap gap={16}>
                <Form.Item label="Position" style={{ minWidth: 200, flex: 1 }}>
                  <Select
                    aria-label="Position"
                    allowClear
                    placeholder="Any position"
                    value={filters.position}
                    onChange={(v) => set('position', v)}
                    options={SEARCH_POSITIONS.map((p) => ({ value: p.value, label: p.label }))}
                  />
                </Form.Item>
                <Form.Item label="Location" style={{ minWidth: 200, flex: 1 }}>
                  <Input
                    aria-label="Location"
                    placeholder="e.g. Antibes"
                    allowClear
                    maxLength={SEARCH_LOCATION_MAX}
                    value={filters.location}
                    onChange={(e) => set('location', e.target.value, e.type === 'change' ? 'typing' : 'now')}
                  />
                </Form.Item>
                <Form.Item label="Availability" style={{ minWidth: 200, flex: 1 }}>
                  <Select aria-label="Availability" allowClear placeholder="Any availability" value={filters.availability} onChange={(v) => set('availability', v)} options={AVAILABILITY_OPTIONS} />
                </Form.Item>
              </Flex>
              {locked.length > 0 && (
                <Flex align="center" gap={8} wrap style={{ marginBottom: 12 }} role="note">
                  <LockOutlined aria-hidden />
                  <Typography.Text type="secondary">{lockedFiltersMessage(locked)}.</Typography.Text>
                  <Link to={UPGRADE_PATH}>Upgrade</Link>
                </Flex>
              )}
              <Flex wrap gap={16}>
                <Form.Item label={lockedLabel(`Minimum experience: ${plural(filters.minExperience, 'year')}`, 'minExperience')} style={{ minWidth: 200, flex: 1 }}>
                  {/* The name goes on the handle, the element with role slider; on the Slider it lands on a wrapper. */}
                  <Slider
                    ariaLabelForHandle="Minimum experience"
                    disabled={isLocked('minExperience')}
                    min={0}
                    max={30}
                    step={1}
                    value={filters.minExperience}
                    onChange={(v) => set('minExperience', v, 'typing')}
                    onChangeComplete={(v) => set('minExperience', v)}
                  />
                </Form.Item>
                <Form.Item label={lockedLabel(`Minimum rating: ${filters.minRating.toFixed(1)}`, 'minRating')} style={{ minWidth: 200, flex: 1 }}>
                  <Slider
                    ariaLabelForHandle="Minimum rating"
                    disabled={isLocked('minRating')}
                    min={0}
                    max={5}
                    step={0.5}
                    value={filters.minRating}
                    onChange={(v) => set('minRating', v, 'typing')}
                    onChangeComplete={(v) => set('minRating', v)}
                  />
                </Form.Item>
              </Flex>
              <Form.Item label={lockedLabel('Certifications', 'certifications')}>
                <Select
                  aria-label="Certifications"
                  mode="multiple"
                  allowClear
                  disabled={isLocked('certifications')}
                  placeholder="Any certifications"
                  value={filters.certifications}
                  onChange={(v) => set('certifications', v)}
                  options={SEARCH_CERTIFICATIONS.map((c) => ({ value: c.value, label: c.label }))}
                />
              </Form.Item>
              <Flex align="center" gap={4}>
                <Checkbox checked={filters.validCertificatesOnly} disabled={isLocked('validCertificatesOnly')} onChange={(e) => set('validCertificatesOnly', e.target.checked)}>
                  {lockedLabel('Valid certificates only', 'validCertificatesOnly')}
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
