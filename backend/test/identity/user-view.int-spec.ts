import { QueryBus } from '@nestjs/cqrs';
import { GetUserQuery } from '../../src/modules/identity/contracts/get-user.query.js';
import { toUserView } from '../../src/modules/identity/current-user/to-user-view.js';
import { User } from '../../src/modules/identity/user.entity.js';
import { crew, employer } from '../search/search-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Every guarded request reads its user through GetUserQuery, as a plain row rather than an
 * entity (to-user-view.ts): the row must give exactly the view the entity gives, every field.
 */
describe('the user as every request reads it', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('equals the view of the loaded entity, for crew with a full profile and for an employer with a plan', async () => {
    const sailor = await crew(app, { firstName: 'Marta', lastName: 'Østergaard' }, {
      position: 'Chief Officer', rank: 'chief-officer', location: 'Palma', experienceYears: 12, availability: 'available', bio: 'Ten seasons on 60 m yachts.',
      stcwEndorsements: ['pst'], mcaCertificates: ['mca-chief-mate-unlimited'],
    });
    const boss = await employer(app, 'professional');
    for (const id of [sailor.user.id, boss.user.id]) {
      const now = new Date();
      const entity = await app.em.fork().findOneOrFail(User, { id });
      const expected = toUserView(entity, now);
      const read = await app.api.get(QueryBus).execute(new GetUserQuery(id));
      expect(read).toEqual(expected);
    }
    const bossView = await app.api.get(QueryBus).execute(new GetUserQuery(boss.user.id));
    expect(bossView).toMatchObject({ role: 'agency', subscriptionPlan: 'professional', subscriptionStatus: 'active', isVerified: true, hasPassword: true });
    expect(Date.parse(bossView!.subscriptionExpiresAt!)).toBeGreaterThan(Date.now());
  });

  it('is null for an id no account has', async () => {
    expect(await app.api.get(QueryBus).execute(new GetUserQuery('00000000-0000-4000-8000-000000000000'))).toBeNull();
  });
});
