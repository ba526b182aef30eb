import { person, type Person } from '../sharing/sharing-helpers.js';
import { addPeriod, answer, requestAbout } from '../sea-service/sea-service-helpers.js';
import { addAuthenticator } from '../support/second-factor.js';
import { signUp, startTestApp, type TestApp, uniqueEmail } from '../support/test-app.js';

interface Step {
  type: string;
  actor: { id: string | null; name: string; email: string | null };
  ip: string | null;
  data: Record<string, unknown>;
}

/** GET /api/admin/reviews/{id}/history: who did each step (a person or a named part of the system) and its data. */
describe("a review's history for admins", () => {
  let app: TestApp;
  let boss: Person;

  beforeAll(async () => {
    app = await startTestApp();
    boss = await person(app, { firstName: 'Bea', lastName: 'Boss' });
    await app.em.fork().execute('update users set admin_level = ? where id = ?', ['super_admin', boss.user.id]);
    await addAuthenticator(app, boss.agent);
  });
  afterAll(() => app.close());

  /** The history once the worker has recorded the invitation's delivery (it does so whenever it gets to it). */
  async function historyWithDelivery(reviewId: string): Promise<Step[]> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const history: Step[] = (await boss.agent.get(`/api/admin/reviews/${reviewId}/history`).expect(200)).body;
      if (history.some((s) => s.type === 'ReviewRequestEmailSent')) return history;
      if (Date.now() > deadline) throw new Error(`No delivery recorded in ${history.map((s) => s.type).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it("names the system, not the reviewer, for what the fraud rules, the service match and mail delivery recorded, with each step's data", async () => {
    const nina = await person(app, { firstName: 'Nina', lastName: 'Requester' });
    // A throwaway mailbox: the fraud rules flag the review at submission.
    const sam: Person = await signUp(app, { firstName: 'Sam', lastName: 'Shipmate', email: uniqueEmail('sam').replace('@example.com', '@mailinator.com') });
    const aurora = await addPeriod(nina, { signOnDate: '2024-03-04', signOffDate: '2024-08-20' });
    await addPeriod(sam, { rank: 'chief-officer', signOnDate: '2024-05-15', signOffDate: '2024-12-01' });
    const request = await requestAbout(nina, sam, aurora.id);
    const { id } = await answer(nina, sam, request.id, 'Kept a calm and careful watch all season, always ready to help.', { confirmService: true, rating: 4 });
    await boss.agent.post(`/api/admin/reviews/${id}/verify`).send({ reason: { category: 'confirmed-genuine', note: 'Called the master of M/Y Aurora' } }).expect(204);

    const history = await historyWithDelivery(id);
    const step = (type: string) => {
      const found = history.find((s) => s.type === type);
      if (!found) throw new Error(`No ${type} in ${history.map((s) => s.type).join(', ')}`);
      return found;
    };
    const by = Object.fromEntries(history.map((s) => [s.type, s.actor.name]));
    expect(by).toMatchObject({
      ReviewRequested: 'Nina Requester',
      ReviewRequestServiceNamed: 'Nina Requester',
      ReviewRequestEmailSent: 'System (mail delivery)',
      ReviewRequestAnswered: 'Sam Shipmate',
      ReviewSubmitted: 'Sam Shipmate',
      ReviewServedTogether: 'System (sea service records)',
      // The reviewer ticked 'I confirm ... sea service' themselves.
      ReviewSeaServiceConfirmed: 'Sam Shipmate',
      ReviewFraudSignalsFound: 'System (fraud rules)',
      ReviewFlagged: 'System (fraud rules)',
      ReviewVerified: 'Bea Boss',
    });
    for (const type of ['ReviewRequestEmailSent', 'ReviewServedTogether', 'ReviewFraudSignalsFound', 'ReviewFlagged']) {
      // The system acted from no address of its own: the reviewer's IP is on their submission only.
      expect(step(type)).toMatchObject({ actor: { id: null, email: null }, ip: null });
    }
    expect(step('ReviewSubmitted')).toMatchObject({ actor: { id: sam.user.id, email: sam.user.email }, ip: expect.stringMatching(/^198\.51\.100\./), data: { rating: 4 } });
    expect(step('ReviewVerified')).toMatchObject({ actor: { id: boss.user.id }, data: { notes: 'Called the master of M/Y Aurora', decision: { category: 'confirmed-genuine', note: 'Called the master of M/Y Aurora' } } });

    // The data a reader needs for each step.
    expect(step('ReviewRequested').data).toMatchObject({ reviewerEmail: sam.user.email, context: 'M/Y Aurora, 2024 season' });
    expect(step('ReviewRequestEmailSent').data).toEqual({ to: sam.user.email });
    expect(step('ReviewRequestServiceNamed').data).toMatchObject({ vesselName: 'M/Y Aurora', imoNumber: '9074729', signOnDate: '2024-03-04', signOffDate: '2024-08-20' });
    expect(step('ReviewServedTogether').data).toMatchObject({ vesselName: 'M/Y Aurora', imoNumber: '9074729', from: '2024-05-15', to: '2024-08-20' });
    expect(step('ReviewSeaServiceConfirmed').data).toMatchObject({ vesselName: 'M/Y Aurora', imoNumber: '9074729', from: '2024-05-15', to: '2024-08-20' });
    expect(step('ReviewFraudSignalsFound').data.signals).toContainEqual({
      rule: 'disposable-domain',
      weight: 'flag',
      reason: "Reviewer's email uses a disposable email domain (mailinator.com)",
      evidence: { domain: 'mailinator.com' },
    });
    expect(step('ReviewFlagged').data).toEqual({ reason: "Reviewer's email uses a disposable email domain (mailinator.com)", flaggedBy: null });
  });
});
