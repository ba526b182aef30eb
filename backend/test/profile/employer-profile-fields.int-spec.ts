import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

/** DESIGN.md, "Companies": employer and agency accounts are not crew. */
describe('PATCH /api/user/profile for employer and agency accounts', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const row = async (id: string) => (await app.em.fork().getConnection().execute('select * from users where id = ?', [id]))[0];

  it('refuses every crew field, the directory switch above all, and writes nothing', async () => {
    const { agent, user } = await signUp(app, { firstName: 'Aga', lastName: 'Agency' });
    await agent.post('/api/user/upgrade-employer').send({ companyName: 'Bluewater Crew Agency', companyType: 'recruitment_agency' }).expect(200);
    const before = await row(user.id);

    const refused = await agent.patch('/api/user/profile').send({ searchable: true }).expect(403);
    expect(refused.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Employer and agency accounts have no crew profile: searchable cannot be set' });
    const many = await agent
      .patch('/api/user/profile')
      .send({ position: 'Crew manager', availability: 'available', stcwEndorsements: ['pst'], experienceYears: 12, certifications: ['ENG1 Medical'] })
      .expect(403);
    expect(many.body.message).toBe('Employer and agency accounts have no crew profile: position, certifications, stcwEndorsements, experienceYears, availability cannot be set');
    expect(await row(user.id)).toEqual(before);

    // Clearing what a former crew profile left is allowed: it only takes the account further from the directory.
    const cleared = (await agent.patch('/api/user/profile').send({ searchable: false, position: '', stcwEndorsements: [] }).expect(200)).body;
    expect(cleared).toMatchObject({ role: 'agency', searchable: false, position: null });
  });

  it('still lets crew set them', async () => {
    const { agent } = await signUp(app);
    expect((await agent.patch('/api/user/profile').send({ searchable: true, position: 'Bosun' }).expect(200)).body).toMatchObject({ searchable: true, position: 'Bosun' });
  });
});
