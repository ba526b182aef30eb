import { describeAuditDetails } from '@crew/contracts/audit-log';
import { Typography } from 'antd';

/** An audit entry's (or a decision's) details in words: from → to, the reason's category and note. */
export function AuditDetails({ action, details }: { action: string; details: Record<string, unknown> }) {
  const parts = describeAuditDetails(action, details);
  if (parts.length === 0) return null;
  return (
    <span>
      {parts.map((part, index) => (
        <span key={index} style={{ display: 'block' }}>
          {part.label && <Typography.Text type="secondary">{part.label}: </Typography.Text>}
          {part.text}
        </span>
      ))}
    </span>
  );
}
