import type { SearchFilter } from '@crew/contracts/plans';
import { SEARCH_CERTIFICATIONS, SEARCH_POSITIONS } from '@crew/contracts/search-values';
import { CloseOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Flex, Tag } from 'antd';
import { plural } from '../../../lib/plural';
import type { SearchFilters } from '../api/schemas';
import { usedFilters, withoutFilters } from '../api/search-params';
import { AVAILABILITY_OPTIONS } from './SearchFiltersPanel';

interface Chip {
  key: string;
  filter: SearchFilter;
  label: string;
  /** What removing this chip leaves. */
  without: SearchFilters;
}

function chipsOf(filters: SearchFilters): Chip[] {
  return usedFilters(filters).flatMap((filter): Chip[] => {
    const without = withoutFilters(filters, [filter]);
    switch (filter) {
      case 'position':
        return [{ key: filter, filter, label: `Position: ${SEARCH_POSITIONS.find((p) => p.value === filters.position)?.label ?? filters.position}`, without }];
      case 'location':
        return [{ key: filter, filter, label: `Location: ${filters.location.trim()}`, without }];
      case 'availability':
        return [{ key: filter, filter, label: AVAILABILITY_OPTIONS.find((a) => a.value === filters.availability)?.label ?? String(filters.availability), without }];
      case 'minExperience':
        return [{ key: filter, filter, label: `Experience: ${plural(filters.minExperience, 'year')} or more`, without }];
      case 'minRating':
        return [{ key: filter, filter, label: `Rating: ${filters.minRating.toFixed(1)} or more`, without }];
      case 'certifications':
        // One chip per certificate, each removable alone.
        return filters.certifications.map((value) => ({
          key: `certifications:${value}`,
          filter,
          label: SEARCH_CERTIFICATIONS.find((c) => c.value === value)?.label ?? value,
          without: { ...filters, certifications: filters.certifications.filter((c) => c !== value) },
        }));
      case 'validCertificatesOnly':
        return [{ key: filter, filter, label: 'Valid certificates only', without }];
    }
  });
}

/** What a search is, in words: its text, its filters and its order ('All crew' without any). */
export function describeSearch(filters: SearchFilters): string {
  const parts = [
    ...(filters.query.trim() ? [`"${filters.query.trim()}"`] : []),
    ...chipsOf(filters).map((chip) => chip.label),
    ...(filters.sort ? [`by ${filters.sort}`] : []),
  ];
  return parts.length > 0 ? parts.join(' · ') : 'All crew';
}

/**
 * The filters in use, each removable, and 'Clear all' (the text and the order stay). A filter
 * the plan does not include is shown locked: it is not applied.
 */
export function ActiveFilters({
  filters,
  locked,
  onChange,
  onClearAll,
}: {
  filters: SearchFilters;
  locked: readonly SearchFilter[];
  onChange: (next: SearchFilters) => void;
  onClearAll: () => void;
}) {
  const chips = chipsOf(filters);
  if (chips.length === 0) return null;
  return (
    <Flex wrap gap={8} align="center" role="group" aria-label="Filters in use">
      {chips.map((chip) => {
        const isLocked = locked.includes(chip.filter);
        return (
          // A real button removes the chip, so a keyboard reaches it (antd's close icon is not focusable).
          <Tag
            key={chip.key}
            icon={isLocked ? <LockOutlined aria-hidden /> : undefined}
            style={{ marginInlineEnd: 0, maxWidth: '100%', whiteSpace: 'normal', opacity: isLocked ? 0.7 : 1, paddingInlineEnd: 0 }}
          >
            {chip.label}
            {isLocked ? ' (not applied)' : ''}
            <Button type="text" size="small" icon={<CloseOutlined />} aria-label={`Remove ${chip.label}`} onClick={() => onChange(chip.without)} style={{ height: 20, width: 20, minWidth: 20 }} />
          </Tag>
        );
      })}
      <Button type="link" size="small" onClick={onClearAll}>
        Clear all
      </Button>
    </Flex>
  );
}
