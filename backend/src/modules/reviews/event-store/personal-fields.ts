import { emailSubject, type Sealer } from '../../../platform/privacy/personal-data.js';
import type { AnyReviewEvent } from '../domain/review-events.js';
import { FORMER_MEMBER } from '../../identity/contracts/user-values.js';
import type { EventMetadata } from './event-store.js';

/**
 * Which fields of the stored events are personal data, whose they are, and what a reader
 * sees once that person is erased (ADR 0019). Sealed at append, opened at read: the deciders,
 * projections and rebuild only ever see plaintext or the stand-in.
 */
export function sealEvent(sealer: Sealer, event: AnyReviewEvent): Record<string, unknown> {
  const d = { ...event.data } as Record<string, unknown>;
  switch (event.type) {
    case 'ReviewRequested':
      d.requesterName = sealer.seal(event.data.requesterId, event.data.requesterName, FORMER_MEMBER);
      d.reviewerEmail = sealer.seal(emailSubject(event.data.reviewerEmail), event.data.reviewerEmail, '');
      break;
    case 'ReviewRequestReaddressed':
      d.reviewerEmail = sealer.seal(emailSubject(event.data.reviewerEmail), event.data.reviewerEmail, '');
      break;
    case 'ReviewRequestEmailSent':
      d.to = sealer.seal(emailSubject(event.data.to), event.data.to, '');
      break;
    case 'ReviewRequestEmailFailed':
      d.to = sealer.seal(emailSubject(event.data.to), event.data.to, '');
      // An SMTP error often quotes the address.
      d.reason = sealer.seal(emailSubject(event.data.to), event.data.reason, 'Delivery failed');
      break;
    case 'ReviewSubmitted': {
      const who = event.data.reviewerId;
      d.reviewerEmail = sealer.seal(who, event.data.reviewerEmail, '');
      d.requestedEmail = sealer.seal(emailSubject(event.data.requestedEmail), event.data.requestedEmail, '');
      d.reviewerName = sealer.seal(who, event.data.reviewerName, FORMER_MEMBER);
      d.reviewerProfileImage = sealer.seal(who, event.data.reviewerProfileImage, null);
      d.ipAddress = sealer.seal(who, event.data.ipAddress, '');
      d.userAgent = sealer.seal(who, event.data.userAgent, '');
      break;
    }
    // Where a person served is theirs (ADR 0027): the vessel and its IMO number read '' once they are erased.
    case 'ReviewRequestServiceNamed':
      d.vesselName = sealer.seal(event.data.requesterId, event.data.vesselName, '');
      d.imoNumber = sealer.seal(event.data.requesterId, event.data.imoNumber, '');
      break;
    case 'ReviewServedTogether':
      d.vesselName = sealer.seal(event.data.revieweeId, event.data.vesselName, '');
      d.imoNumber = sealer.seal(event.data.revieweeId, event.data.imoNumber, '');
      break;
    default:
      break;
  }
  return d;
}

/**
 * Sealed fields no read row shows (review-rows.ts): a rebuild reads them as their stand-in
 * instead of opening them. Opening is most of a rebuild's cost per event (a cipher per value).
 */
export const FIELDS_NO_ROW_SHOWS: Partial<Record<AnyReviewEvent['type'], readonly string[]>> = {
  ReviewRequestEmailSent: ['to'],
  ReviewRequestEmailFailed: ['to'],
  ReviewSubmitted: ['requestedEmail', 'userAgent'],
};

/** Where a request came from belongs to whoever made it. */
export function sealMetadata(sealer: Sealer, metadata: EventMetadata): Record<string, unknown> {
  if (!metadata.actorId) return { ...metadata };
  return { ...metadata, ip: sealer.seal(metadata.actorId, metadata.ip, null), userAgent: sealer.seal(metadata.actorId, metadata.userAgent, null) };
}
