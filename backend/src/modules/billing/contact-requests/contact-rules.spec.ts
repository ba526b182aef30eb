import { newRequestFrom, whyNoNewRequest } from './contact-rules.js';

const at = (iso: string) => new Date(iso);
const DAY_MS = 86_400_000;

describe('when an employer may open a new conversation with a crew member', () => {
  it('may when they never wrote to them', () => {
    expect(whyNoNewRequest(undefined, at('2026-11-30T09:00:00Z'))).toBeNull();
  });

  it('may not while a conversation is open, pending or accepted', () => {
    expect(whyNoNewRequest({ status: 'pending', respondedAt: null, withdrawnAt: null }, at('2027-06-01T00:00:00Z'))).toBe(
      'You already have a pending contact request to this crew member',
    );
    expect(whyNoNewRequest({ status: 'accepted', respondedAt: at('2026-11-01T00:00:00Z'), withdrawnAt: null }, at('2027-06-01T00:00:00Z'))).toBe(
      'This crew member already accepted your contact request: write to them in your conversation',
    );
  });

  it('waits 30 days after a decline, naming both days', () => {
    const declined = { status: 'declined' as const, respondedAt: at('2026-11-30T15:00:00Z'), withdrawnAt: null };
    expect(newRequestFrom(declined)).toEqual(at('2026-12-30T15:00:00Z'));
    expect(whyNoNewRequest(declined, at('2026-12-30T14:59:59Z'))).toBe(
      'This crew member declined your contact request on Nov 30, 2026; you can send a new request from Dec 30, 2026',
    );
    expect(whyNoNewRequest(declined, at('2026-12-30T15:00:00Z'))).toBeNull();
  });

  it('waits 30 days after consent was withdrawn, counted from the withdrawal', () => {
    const withdrawn = { status: 'withdrawn' as const, respondedAt: at('2026-10-01T00:00:00Z'), withdrawnAt: at('2026-11-10T08:00:00Z') };
    expect(newRequestFrom(withdrawn)).toEqual(new Date(at('2026-11-10T08:00:00Z').getTime() + 30 * DAY_MS));
    expect(whyNoNewRequest(withdrawn, at('2026-12-01T00:00:00Z'))).toBe(
      'This crew member withdrew their consent to be contacted on Nov 10, 2026; you can send a new request from Dec 10, 2026',
    );
    expect(whyNoNewRequest(withdrawn, at('2026-12-10T08:00:00Z'))).toBeNull();
  });
});
