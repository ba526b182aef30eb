import { dayFrom } from '../certifications/wallet-helpers.js';
import { eventsDelivered, startTestApp, type TestApp } from '../support/test-app.js';
import { createLink, person } from './sharing-helpers.js';

/**
 * Key Certifications on the public profile carry the recorded expiry dates of the endorsements
 * shown (ADR 0029): the document is precomputed, so it holds dates and the reader judges them
 * on its own UTC today; the mark appears without any change once the day has passed.
 */
describe('expiry dates of the key certifications on the public profile', () => {
  let app: TestApp;
  beforeAll(() => startTestApp().then((a) => (app = a)));
  afterAll(() => app.close());

  it('shows the dates of the endorsements listed, for full and summary links, and follows the wallet', async () => {
    const owner = await person(app, { firstName: 'Kim', lastName: 'Holder' });
    // Seven endorsements: only the first six are shown, so the seventh's date stays out.
    await owner.agent
      .patch('/api/user/profile')
      .send({ stcwEndorsements: ['chief-mate', 'pst', 'fpff', 'efa', 'pssr', 'security-awareness', 'ecdis'], certifications: ['ENG1 Medical'] })
      .expect(200);
    const expired = dayFrom(-1);
    const valid = dayFrom(200);
    for (const [key, expiryDate] of [['stcwEndorsements:pst', expired], ['stcwEndorsements:efa', valid], ['stcwEndorsements:ecdis', expired], ['free:ENG1 Medical', expired]]) {
      await owner.agent.put('/api/certifications/wallet/certificate').send({ key, expiryDate, number: 'SECRET-123456' }).expect(200);
    }
    const full = await createLink(owner);
    const summary = await createLink(owner, { purpose: 'Agency', accessLevel: 'summary' });
    await eventsDelivered(app);

    for (const link of [full, summary]) {
      const { user } = (await app.http().get(`/api/public/profile/${link.token}`).expect(200)).body;
      expect(user.stcwEndorsements).toHaveLength(6);
      expect(user.stcwEndorsementExpiryDates).toEqual({ 'Personal Survival Techniques': expired, 'Elementary First Aid': valid });
      // Only dates leave the wallet: no number, no free-text certificate.
      expect(JSON.stringify(user)).not.toContain('SECRET');
      expect(JSON.stringify(user)).not.toContain('ENG1');
    }

    // Renewed: the new date replaces the old, and the document's ETag changes with it.
    const before = await app.http().get(`/api/public/profile/${full.token}`).expect(200);
    await owner.agent.put('/api/certifications/wallet/certificate').send({ key: 'stcwEndorsements:pst', expiryDate: dayFrom(900) }).expect(200);
    await eventsDelivered(app);
    const renewed = await app.http().get(`/api/public/profile/${full.token}`).expect(200);
    expect(renewed.headers.etag).not.toBe(before.headers.etag);
    expect(renewed.body.user.stcwEndorsementExpiryDates['Personal Survival Techniques']).toBe(dayFrom(900));

    // Details forgotten: no date, so no mark.
    await owner.agent.delete('/api/certifications/wallet/certificate?key=stcwEndorsements:efa').expect(204);
    await eventsDelivered(app);
    const forgotten = (await app.http().get(`/api/public/profile/${full.token}`).expect(200)).body;
    expect(forgotten.user.stcwEndorsementExpiryDates).toEqual({ 'Personal Survival Techniques': dayFrom(900) });
  });

  it('has no dates for someone who never recorded any', async () => {
    const owner = await person(app, { firstName: 'Lou', lastName: 'Plain' });
    await owner.agent.patch('/api/user/profile').send({ stcwEndorsements: ['pst'] }).expect(200);
    const link = await createLink(owner);
    await eventsDelivered(app);
    const { user } = (await app.http().get(`/api/public/profile/${link.token}`).expect(200)).body;
    expect(user.stcwEndorsements).toEqual(['Personal Survival Techniques']);
    expect(user.stcwEndorsementExpiryDates).toEqual({});
  });
});
