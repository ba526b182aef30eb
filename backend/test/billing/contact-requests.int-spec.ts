import { allKeys, person, type Person, verifyEmail } from '../sharing/sharing-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('contact requests: employers ask crew to get in touch, crew accept or decline', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  async function employer(planId: 'basic' | 'professional' | null = 'professional', companyName = 'Blue Horizon Crew') {
    const someone = await person(app, { firstName: 'Erin', lastName: 'Employer' });
    await verifyEmail(app, someone.user.email);
    await someone.agent.post('/api/user/upgrade-employer').send({ companyName, companyType: 'recruitment_agency' }).expect(200);
    if (planId) await someone.agent.post('/api/test/activate-subscription').send({ planId }).expect(200);
    return someone;
  }

  async function crew(searchable = true, firstName = 'Casey') {
    const someone = await person(app, { firstName, lastName: 'Crew' });
    await someone.agent.patch('/api/user/profile').send({ searchable }).expect(200);
    return someone;
  }

  const send = (from: Person, to: Person, message = 'Hello! We would like to talk to you about a Chief Officer position.') =>
    from.agent.post('/api/contact-requests').send({ crewId: to.user.id, message });

  it('only lets employers and agencies with an active plan send, with the spec gate messages', async () => {
    const target = await crew();
    await app.http().post('/api/contact-requests').send({ crewId: target.user.id, message: 'Hi' }).expect(401);
    expect((await send(await crew(), target).expect(403)).body.message).toBe('Employer Access Required');
    expect((await send(await employer(null), target).expect(403)).body.message).toBe('Premium Subscription Required');
  });

  it('reaches only crew who chose to be found, and refuses bad input naming it', async () => {
    const agency = await employer();
    expect((await send(agency, await crew(false)).expect(404)).body.message).toBe('Crew member not found');
    expect((await send(agency, await employer()).expect(404)).body.message).toBe('Crew member not found');
    await agency.agent.post('/api/contact-requests').send({ crewId: '00000000-0000-4000-8000-000000000000', message: 'Hi' }).expect(404);
    expect(JSON.stringify((await agency.agent.post('/api/contact-requests').send({ crewId: 'nope', message: 'Hi' }).expect(400)).body)).toContain('crewId must be the id of a crew member');
    const target = await crew();
    expect(JSON.stringify((await agency.agent.post('/api/contact-requests').send({ crewId: target.user.id, message: '   ' }).expect(400)).body)).toContain('message is required');
    expect(JSON.stringify((await send(agency, target, 'x'.repeat(1001)).expect(400)).body)).toContain('message must be at most 1000 characters');
    expect((await agency.agent.get('/api/contact-requests').expect(200)).body).toEqual([]);
  });

  it('tells the crew member who wants to contact them, keeps their email private until they accept, then tells the employer', async () => {
    const agency = await employer();
    const casey = await crew();
    const sent = (await send(agency, casey).expect(201)).body;
    expect(sent).toMatchObject({ direction: 'sent', status: 'pending', crew: { id: casey.user.id, name: 'Casey Crew', email: null }, company: { name: 'Blue Horizon Crew' } });
    expect(JSON.stringify(sent)).not.toContain(casey.user.email);
    const invitation = await app.smtp.waitFor(casey.user.email, /Blue Horizon Crew would like to contact you/);
    expect(invitation.text).toContain('We would like to talk to you about a Chief Officer position.');

    expect((await send(agency, casey).expect(409)).body.message).toBe('You already have a pending contact request to this crew member');

    const received = (await casey.agent.get('/api/contact-requests').expect(200)).body;
    expect(received).toEqual([
      expect.objectContaining({
        id: sent.id,
        direction: 'received',
        status: 'pending',
        message: 'Hello! We would like to talk to you about a Chief Officer position.',
        company: { name: 'Blue Horizon Crew', type: 'recruitment_agency', verified: false },
      }),
    ]);
    expect(allKeys(received)).not.toContain('ipAddress');

    // Only the crew member addressed can answer; to anyone else the request does not exist.
    await (await crew()).agent.patch(`/api/contact-requests/${sent.id}`).send({ status: 'accepted' }).expect(404);
    await agency.agent.patch(`/api/contact-requests/${sent.id}`).send({ status: 'accepted' }).expect(404);
    expect(JSON.stringify((await casey.agent.patch(`/api/contact-requests/${sent.id}`).send({ status: 'maybe' }).expect(400)).body)).toContain('status must be accepted or declined');

    const accepted = (await casey.agent.patch(`/api/contact-requests/${sent.id}`).send({ status: 'accepted' }).expect(200)).body;
    expect(accepted).toMatchObject({ status: 'accepted' });
    expect((await casey.agent.patch(`/api/contact-requests/${sent.id}`).send({ status: 'declined' }).expect(409)).body.message).toBe('This contact request was already answered');

    const [mine] = (await agency.agent.get('/api/contact-requests').expect(200)).body;
    expect(mine).toMatchObject({ status: 'accepted', crew: { name: 'Casey Crew', email: casey.user.email } });
    const answer = await app.smtp.waitFor(agency.user.email, /Casey Crew accepted your contact request/);
    expect(answer.text).toContain(casey.user.email);

    const info = (await agency.agent.get('/api/user/subscription').expect(200)).body;
    expect(info.analytics.contacts).toEqual({ totalContacts: 1, pendingContacts: 0, acceptedContacts: 1 });
    expect(info.limits.features.find((f: { feature: string }) => f.feature === 'message')).toEqual({ feature: 'message', limit: 20, used: 1 });
  });

  it('keeps the email private after a decline, and allows a new request afterwards', async () => {
    const agency = await employer();
    const dana = await crew(true, 'Dana');
    const sent = (await send(agency, dana).expect(201)).body;
    await dana.agent.patch(`/api/contact-requests/${sent.id}`).send({ status: 'declined' }).expect(200);
    const [mine] = (await agency.agent.get('/api/contact-requests').expect(200)).body;
    expect(mine).toMatchObject({ status: 'declined', crew: { name: 'Dana Crew', email: null } });
    await app.smtp.waitFor(agency.user.email, /Dana Crew declined your contact request/);
    await send(agency, dana).expect(201);
  });

  it("counts messages against the plan and refuses past the month's allowance, writing nothing", async () => {
    const basic = await employer('basic', 'Small Yacht Co');
    const targets = await Promise.all([1, 2, 3, 4].map(() => crew()));
    for (const target of targets.slice(0, 3)) await send(basic, target).expect(201);
    expect((await send(basic, targets[3]).expect(403)).body.message).toBe('Monthly limit of 3 messages reached on the Basic plan');
    expect((await basic.agent.get('/api/contact-requests').expect(200)).body).toHaveLength(3);
    expect((await targets[3].agent.get('/api/contact-requests').expect(200)).body).toEqual([]);
  });
});
