import { TeamOutlined } from '@ant-design/icons';
import { servedTogetherLabel } from '@crew/contracts/sea-service';
import { Tag } from 'antd';
import type { PublicReview } from '../api/schemas';

/** 'Served together on M/Y Aurora (Mar 2024 – Aug 2024)' on a public review (ADR 0027). */
export function ServedTogetherBadge({ servedTogether }: { servedTogether: NonNullable<PublicReview['servedTogether']> }) {
  return (
    <Tag color="geekblue" icon={<TeamOutlined aria-hidden />} style={{ whiteSpace: 'normal' }}>
      {servedTogetherLabel(servedTogether.vesselName, servedTogether)}
    </Tag>
  );
}
