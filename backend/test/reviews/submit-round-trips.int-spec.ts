import { AsyncLocalStorage } from 'node:async_hooks';
import { CommandBus } from '@nestjs/cqrs';
import pg from 'pg';
import { SubmitReviewCommand } from '../../src/modules/reviews/submit-review/submit-review.command.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { person, type Person, randomIp, requestReview, reviewPayload } from './review-helpers.js';

/**
 * What a submission costs, and what marking the other reviews adds (ADR 0032, 0034, 0052): PostgreSQL round
 * trips of the command alone (the worker's own polling runs outside its async context).
 */
describe('SubmitReview round trips', () => {
  let app: TestApp;
  const counting = new AsyncLocalStorage<{ trips: number }>();
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;

  beforeAll(async () => {
    app = await startTestApp();
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const store = counting.getStore();
      if (store) {
        store.trips++;
        if (process.env.SHOW_SQL) console.log(String(typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text).replace(/\s+/g, ' ').slice(0, 110));
      }
      return query.apply(this, args);
    } as typeof pg.Client.prototype.query;
  });
  afterAll(async () => {
    pg.Client.prototype.query = query as typeof pg.Client.prototype.query;
    await app.close();
  });

  const established = async () => {
    const someone = await person(app);
    await app.em.fork().execute(`update users set created_at = now() - interval '30 days' where id = ?`, [someone.user.id]);
    return someone;
  };
  /** The command as the controller sends it; returns its round trips. */
  async function submit(reviewee: Person, reviewer: Person, text: string, ip: string): Promise<number> {
    const request = await requestReview(reviewee, reviewer.user.email);
    const { reviewerName: _, ...review } = reviewPayload(request.id, reviewee.user.id, { text });
    const command = new SubmitReviewCommand(reviewer.user.id, review as never, { ip, userAgent: 'bench', requestId: null } as never);
    const store = { trips: 0 };
    await counting.run(store, () => app.api.get(CommandBus).execute(command));
    return store.trips;
  }

  it('pays one read and one update for the reviews a submission names, and one update per review it flags', async () => {
    const reviewee = await established();
    const plain = await submit(reviewee, await established(), 'An ordinary review about the night watches and the deck.', randomIp());
    const ip = randomIp();
    await submit(reviewee, await established(), 'First from the crew mess: steady hand on the helm in every sea.', ip);
    const second = await submit(reviewee, await established(), 'Second from the crew mess: kept the galley spotless all season.', ip);
    // The third completes a same-IP set: it is flagged (one update of its own), and so are the two others.
    const third = await submit(reviewee, await established(), 'Third from the crew mess: a patient teacher for the new deckhands.', ip);
    const original = 'Marta ran the engine room through a hard season: every generator serviced on time.';
    const copyReviewee = await established();
    await submit(copyReviewee, await established(), original, randomIp());
    // A near-duplicate: flagged itself, the original only gains a warning.
    const copy = await submit(copyReviewee, await established(), original.replace('hard season', 'hard season!'), randomIp());
    console.log(`SubmitReview round trips: plain ${plain}, second of a set ${second}, completing a same-IP set of 3 ${third}, a near-duplicate ${copy}`);
    // Lock and request read in one statement, both streams' events in one insert, the new row
    // with its signals and flag in one insert, the integration events in one (ADR 0052).
    expect(plain).toBeLessThanOrEqual(11);
    expect(second).toBe(plain);
    // Its own signals and flag go into its row's insert (+0); the others: one read of their
    // streams and one update of their signals whatever their number (+2), and one update per
    // review flagged (+2).
    expect(third).toBe(plain + 2 + 2);
    expect(copy).toBe(plain + 2);
  });
});
