import { Tag } from 'antd';
import type { VerificationReport } from '../api/schemas';

const STATUS: Record<VerificationReport['status'], { label: string; color?: string }> = {
  pending: { label: 'Being prepared', color: 'processing' },
  ready: { label: 'Ready', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

export function ReportStatusTag({ status }: { status: VerificationReport['status'] }) {
  return <Tag color={STATUS[status].color}>{STATUS[status].label}</Tag>;
}
