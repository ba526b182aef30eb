export { COMPANY_TYPE_LABELS } from '@crew/contracts/plans';
import { Tag } from 'antd';
import { formatDate } from '../../../lib/dates';
import type { ContactRequest } from '../api/schemas';

const STATUS: Record<ContactRequest['status'], { label: string; color?: string }> = {
  pending: { label: 'Pending', color: 'gold' },
  accepted: { label: 'Accepted', color: 'green' },
  declined: { label: 'Declined' },
  withdrawn: { label: 'Consent withdrawn' },
};

export function ContactStatusTag({ status }: { status: ContactRequest['status'] }) {
  return <Tag color={STATUS[status].color}>{STATUS[status].label}</Tag>;
}

/** The other party's name as the reader sees it: the crew member for the employer, the company for the crew member. */
export const otherParty = (c: ContactRequest) => (c.direction === 'sent' ? c.crew.name : c.company.name);

/** 'Chief Officer · M/Y Aurora · From March 2027': what the opening message offered, in one line. */
export const offerLine = (c: Pick<ContactRequest, 'position' | 'vessel' | 'dates'>) => [c.position, c.vessel, c.dates].filter(Boolean).join(' · ');

/**
 * Where the conversation stands, in the reader's words; for a closed one, why it is closed
 * (and for the employer, when a new request is possible). Null while nothing needs saying.
 */
export function conversationStatusText(c: ContactRequest): string | null {
  const employer = c.direction === 'sent';
  switch (c.status) {
    case 'pending':
      return employer
        ? `Waiting for ${c.crew.name} to answer. You can write to each other once they accept.`
        : `${c.company.name} would like to get in touch. Your email address stays private unless you accept.`;
    case 'accepted':
      return employer
        ? `${c.crew.name} accepted on ${formatDate(c.respondedAt!)}.`
        : `You accepted on ${formatDate(c.respondedAt!)}: ${c.company.name} can see your email address. You can withdraw your consent at any time.`;
    case 'declined':
      return employer
        ? `This conversation is closed: ${c.crew.name} declined your request on ${formatDate(c.respondedAt!)}.${newRequest(c)}`
        : `This conversation is closed: you declined this request on ${formatDate(c.respondedAt!)}.`;
    case 'withdrawn':
      return employer
        ? `This conversation is closed: ${c.crew.name} withdrew their consent on ${formatDate(c.withdrawnAt!)}. Their email address is no longer shared with you.${newRequest(c)}`
        : `This conversation is closed: you withdrew your consent on ${formatDate(c.withdrawnAt!)}. ${c.company.name} no longer sees your email address.`;
  }
}

const newRequest = (c: ContactRequest) => (c.newRequestFrom ? ` A new request is possible from ${formatDate(c.newRequestFrom)}.` : '');
