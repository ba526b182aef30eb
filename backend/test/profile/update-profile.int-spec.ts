import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

describe('PATCH /api/user/profile', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const fullForm = {
    position: 'Chief Officer',
    experience: '8 years on motor yachts from 40 to 90 m',
    rank: 'chief-officer',
    certifications: ['ENG1 Medical', 'Yachtmaster Offshore'],
    stcwEndorsements: ['chief-mate', 'pst', 'fpff'],
    uscgLicenses: ['master-unlimited'],
    mcaCertificates: ['mca-chief-mate-unlimited'],
    otherAuthorities: ['tc-chief-mate'],
    cocEquivalencies: ['uk-master-to-us-master'],
    location: 'Antibes, France',
    experienceYears: 8,
    bio: 'Deck officer with a taste for long passages.',
    availability: 'notice',
    searchable: true,
  };

  /** The whole stored row, to prove a refused call wrote nothing. */
  const row = async (id: string) => (await app.em.fork().getConnection().execute('select * from users where id = ?', [id]))[0];

  async function expectRefused(agent: Agent, userId: string, body: unknown, message: string | RegExp, status = 400) {
    const before = await row(userId);
    const res = await agent.patch('/api/user/profile').send(body as object).expect(status);
    expect(res.body).toMatchObject({ statusCode: status });
    if (typeof message === 'string') expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(message);
    expect(await row(userId)).toEqual(before);
  }

  it('saves the whole form and returns the updated user, which the current-user call then shows', async () => {
    const { agent, user } = await signUp(app);
    const res = await agent.patch('/api/user/profile').send(fullForm).expect(200);
    expect(res.body).toMatchObject({ ...fullForm, id: user.id, email: user.email, role: 'crew', adminLevel: null, isVerified: false });
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject(fullForm);
  });

  it('leaves the fields that were not sent as they were', async () => {
    const { agent, user } = await signUp(app);
    await agent.patch('/api/user/profile').send(fullForm).expect(200);
    const res = await agent.patch('/api/user/profile').send({ position: 'Master', searchable: false }).expect(200);
    expect(res.body).toMatchObject({ ...fullForm, position: 'Master', searchable: false });
    expect((await row(user.id)).stcw_endorsements).toEqual(fullForm.stcwEndorsements);
  });

  it('is private and searchable-off by default', async () => {
    const { agent } = await signUp(app);
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ searchable: false, rank: null, certifications: [], availability: null });
  });

  it('trims certifications and drops names repeated in another letter case', async () => {
    const { agent } = await signUp(app);
    const res = await agent.patch('/api/user/profile').send({ certifications: ['  ENG1 Medical ', 'eng1 medical', 'Yachtmaster Offshore', 'ENG1 MEDICAL'] }).expect(200);
    expect(res.body.certifications).toEqual(['ENG1 Medical', 'Yachtmaster Offshore']);
  });

  it('drops repeated catalogue ids', async () => {
    const { agent } = await signUp(app);
    const res = await agent.patch('/api/user/profile').send({ stcwEndorsements: ['pst', 'efa', 'pst'], uscgLicenses: ['qmed-oiler', 'qmed-oiler'] }).expect(200);
    expect(res.body.stcwEndorsements).toEqual(['pst', 'efa']);
    expect(res.body.uscgLicenses).toEqual(['qmed-oiler']);
  });

  it('clears free text sent blank or null, and empties a list sent empty', async () => {
    const { agent } = await signUp(app);
    await agent.patch('/api/user/profile').send(fullForm).expect(200);
    const res = await agent.patch('/api/user/profile').send({ position: '   ', experience: null, rank: null, experienceYears: null, availability: null, bio: '', stcwEndorsements: [] }).expect(200);
    expect(res.body).toMatchObject({ position: null, experience: null, rank: null, experienceYears: null, availability: null, bio: null, stcwEndorsements: [] });
    expect(res.body.location).toBe(fullForm.location);
  });

  it('accepts 0 and 60 years of experience', async () => {
    const { agent } = await signUp(app);
    expect((await agent.patch('/api/user/profile').send({ experienceYears: 0 }).expect(200)).body.experienceYears).toBe(0);
    expect((await agent.patch('/api/user/profile').send({ experienceYears: 60 }).expect(200)).body.experienceYears).toBe(60);
  });

  it('accepts text at the length limits', async () => {
    const { agent } = await signUp(app);
    const body = { position: 'p'.repeat(100), experience: 'e'.repeat(500), location: 'l'.repeat(120), bio: 'b'.repeat(1000), certifications: ['c'.repeat(100), ...Array.from({ length: 49 }, (_, i) => `Course ${i}`)] };
    const res = await agent.patch('/api/user/profile').send(body).expect(200);
    expect(res.body).toMatchObject(body);
  });

  describe('refuses, with a clear message and nothing written', () => {
    let agent: Agent;
    let userId: string;
    beforeAll(async () => {
      const signedUp = await signUp(app);
      agent = signedUp.agent;
      userId = signedUp.user.id;
      await agent.patch('/api/user/profile').send(fullForm).expect(200);
    });

    it('ids that are not in their catalogue, naming them', async () => {
      await expectRefused(agent, userId, { ...fullForm, stcwEndorsements: ['pst', 'made-up-course'] }, 'Unknown STCW endorsement id: made-up-course');
      await expectRefused(agent, userId, { uscgLicenses: ['nope-1', 'master-unlimited', 'nope-2'] }, 'Unknown USCG licence ids: nope-1, nope-2');
      await expectRefused(agent, userId, { mcaCertificates: ['master'] }, 'Unknown MCA certificate id: master');
      await expectRefused(agent, userId, { otherAuthorities: ['x'], cocEquivalencies: ['y'] }, 'Unknown other-authority certificate id: x; Unknown certificate equivalency id: y');
    });

    it.each([
      ['role', 'employer'],
      ['role', 'master'],
      ['adminLevel', 'super_admin'],
      ['isVerified', true],
      ['email', 'someone.else@example.com'],
      ['id', '00000000-0000-4000-8000-000000000000'],
      ['subscriptionStatus', 'active'],
      ['profileImageUrl', 'https://evil.example/x.png'],
    ])('a change to %s', async (field, value) => {
      await expectRefused(agent, userId, { ...fullForm, [field]: value }, `property ${field} should not exist`);
      expect((await row(userId)).role).toBe('crew');
    });

    it.each([
      [{ position: 42 }, 'position must be a string'],
      [{ experience: ['a'] }, 'experience must be a string'],
      [{ certifications: 'STCW' }, 'certifications must be a list'],
      [{ certifications: ['ok', 7] }, 'each certification must be text'],
      [{ certifications: null }, 'certifications must be a list'],
      [{ stcwEndorsements: 'pst' }, 'stcwEndorsements must be a list of catalogue ids'],
      [{ uscgLicenses: [1] }, 'uscgLicenses must contain catalogue ids'],
      [{ cocEquivalencies: null }, 'cocEquivalencies must be a list of catalogue ids'],
      [{ experienceYears: '5' }, 'experienceYears must be a whole number from 0 to 60'],
      [{ searchable: 'yes' }, 'searchable must be true or false'],
      [{ searchable: null }, 'searchable must be true or false'],
      [{ availability: 'tomorrow' }, 'availability must be one of: available, notice, future'],
      [{ rank: 'employer' }, 'rank must be one of the maritime roles offered on the profile (master, chief-officer, ... other)'],
      [{ rank: 7 }, 'rank must be one of the maritime roles offered on the profile (master, chief-officer, ... other)'],
    ])('a value of the wrong type or outside its list: %p', async (body, message) => {
      await expectRefused(agent, userId, body, message);
    });

    it.each([61, -1, 2.5])('experienceYears %p', async (years) => {
      await expectRefused(agent, userId, { experienceYears: years }, 'experienceYears must be a whole number from 0 to 60');
    });

    it.each([
      [{ position: 'p'.repeat(101) }, 'position must be at most 100 characters'],
      [{ experience: 'e'.repeat(501) }, 'experience must be at most 500 characters'],
      [{ location: 'l'.repeat(121) }, 'location must be at most 120 characters'],
      [{ bio: 'b'.repeat(1001) }, 'bio must be at most 1000 characters'],
      [{ certifications: ['c'.repeat(101)] }, 'each certification must be 1 to 100 characters'],
      [{ certifications: ['ok', '   '] }, 'each certification must be 1 to 100 characters'],
      [{ certifications: Array.from({ length: 51 }, (_, i) => `Course ${i}`) }, 'certifications can hold at most 50 entries'],
    ])('text that is too long or empty: %#', async (body, message) => {
      await expectRefused(agent, userId, body, message);
    });

    it('a body that is not an object', async () => {
      await expectRefused(agent, userId, [{ position: 'Master' }], /should not exist/);
    });

    it('the whole form when one field is bad', async () => {
      await expectRefused(agent, userId, { ...fullForm, position: 'Master', experienceYears: 61 }, 'experienceYears must be a whole number from 0 to 60');
      expect((await row(userId)).position).toBe(fullForm.position);
    });
  });

  it('answers 401 Unauthorized to a signed-out visitor', async () => {
    const res = await app.http().patch('/api/user/profile').send({ position: 'Master' }).expect(401);
    expect(res.body.message).toBe('Unauthorized');
  });
});
