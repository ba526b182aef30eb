export { COMPANY_TYPE_LABELS } from '@crew/contracts/plans';
import { Tag } from 'antd';
import type { ContactRequest } from '../api/schemas';

const STATUS: Record<ContactRequest['status'], { label: string; color?: string }> = {
  pending: { label: 'Pending', color: 'gold' },
  accepted: { label: 'Accepted', color: 'green' },
  declined: { label: 'Declined' },
};

export function ContactStatusTag({ status }: { status: ContactRequest['status'] }) {
  return <Tag color={STATUS[status].color}>{STATUS[status].label}</Tag>;
}
