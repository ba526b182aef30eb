import type { Person } from '../sharing/sharing-helpers.js';

/** A period on M/Y Aurora (IMO 9074729) unless told otherwise. */
export function period(fields: Partial<Record<string, unknown>> = {}) {
  return {
    vesselName: 'M/Y Aurora',
    imoNumber: '9074729',
    flag: 'Malta',
    vesselType: 'motor-yacht',
    grossTonnage: 2450,
    rank: 'second-officer',
    signOnDate: '2024-03-04',
    signOffDate: '2024-08-20',
    ...fields,
  };
}

export async function addPeriod(who: Person, fields: Partial<Record<string, unknown>> = {}) {
  const res = await who.agent.post('/api/sea-service/periods').send(period(fields)).expect(201);
  return res.body as { id: string; vesselName: string; imoNumber: string; days: number };
}

let ipCounter = 1;

/** A review request naming one of the requester's periods, as the Request Review dialog sends it. */
export async function requestAbout(owner: Person, reviewer: Person, servicePeriodId: string | null) {
  const res = await owner.agent
    .post('/api/review-requests')
    .send({ reviewerEmail: reviewer.user.email, context: 'M/Y Aurora, 2024 season', ...(servicePeriodId ? { servicePeriodId } : {}) })
    .expect(201);
  return res.body as { id: string; service: unknown };
}

/** The reviewer answers (from an address of their own, so the same-IP fraud rule stays away). */
export async function answer(owner: Person, reviewer: Person, requestId: string, text = 'Kept a calm and careful watch all season, always ready to help.', extra: Record<string, unknown> = {}) {
  const res = await reviewer.agent
    .post('/api/reviews')
    .set('X-Forwarded-For', `198.51.100.${ipCounter++}`)
    .send({
      reviewRequestId: requestId, revieweeId: owner.user.id, reviewerName: 'Sam', text, rating: 5, context: 'M/Y Aurora', skills: [],
      reviewerPosition: 'Chief Officer', reviewerVessel: 'M/Y Aurora', verificationMethod: 'email', ...extra,
    })
    .expect(201);
  return res.body as { id: string };
}
