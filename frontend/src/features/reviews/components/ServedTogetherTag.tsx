import { TeamOutlined } from '@ant-design/icons';
import { servedTogetherLabel } from '@crew/contracts/sea-service';
import { Tag } from 'antd';

/** 'Served together on M/Y Aurora (Mar 2024 – Aug 2024)' (ADR 0027): the reviewer's sea service overlaps the reviewee's on that vessel. */
export function ServedTogetherTag({ servedTogether }: { servedTogether: { vesselName: string; from: string; to: string } }) {
  return (
    <Tag color="geekblue" icon={<TeamOutlined aria-hidden />} style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}>
      {servedTogetherLabel(servedTogether.vesselName, servedTogether)}
    </Tag>
  );
}
