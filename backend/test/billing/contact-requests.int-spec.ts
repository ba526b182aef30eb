import { formatInstantDay } from '@crew/contracts/calendar-days';
import { CONTACT_MESSAGE_LIMIT } from '../../src/modules/billing/contact-requests/contact-requests.controller.js';
import { Clock } from '../../src/platform/clock/clock.js';
import { allKeys, person, type Person, verifyEmail } from '../sharing/sharing-helpers.js';
import { STRONG_PASSWORD, startTestApp, type TestApp } from '../support/test-app.js';

const DAY = 86_400_000;
const GREETING = 'Hello! We would like to talk to you about a Chief Officer position.';

describe('contact: one conversation per employer and crew member, charged once, with a thread after acceptance', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  // Tests that move the clock put it back, so the others run on the wall clock.
  let moved = 0;
  function advance(ms: number) {
    app.api.get(Clock).advance(ms);
    moved += ms;
  }
  afterEach(() => {
    app.api.get(Clock).advance(-moved);
    moved = 0;
  });

  async function employer(planId: 'basic' | 'professional' | 'enterprise' | null = 'professional', companyName = 'Blue Horizon Crew') {
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

  const opening = { position: 'Chief Officer', vessel: 'M/Y Aurora (62 m)', dates: 'From March 2027, rotation 10/10', message: GREETING };
  const send = (from: Person, to: Person, body: Record<string, unknown> = opening) => from.agent.post('/api/contact-requests').send({ crewId: to.user.id, ...body });
  const answer = (who: Person, id: string, status: 'accepted' | 'declined') => who.agent.patch(`/api/contact-requests/${id}`).send({ status });
  const write = (who: Person, id: string, message: string) => who.agent.post(`/api/contact-requests/${id}/messages`).send({ message });

  async function messagesUsed(who: Person): Promise<number> {
    const info = (await who.agent.get('/api/user/subscription').expect(200)).body;
    return info.limits.features.find((f: { feature: string }) => f.feature === 'message').used;
  }

  /** Invitations queued to an address (sent or not): what a refused request must not add to. */
  async function invitationsTo(address: string): Promise<number> {
    const [row] = await app.em.fork().getConnection().execute<Array<{ n: number }>>(
      `select count(*)::int as n from outbox_messages where queue = 'mail' and strpos(lower(data::text), ?) > 0 and strpos(data::text, 'would like to contact you') > 0`,
      [address.toLowerCase()],
    );
    return row.n;
  }

  describe('opening a conversation', () => {
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
      const bad = async (body: Record<string, unknown>) => (await agency.agent.post('/api/contact-requests').send(body).expect(400)).body.message as string;
      expect(await bad({ crewId: 'nope', message: 'Hi' })).toContain('crewId must be the id of a crew member');
      const target = await crew();
      const crewId = target.user.id;
      expect(await bad({ crewId, message: '   ' })).toContain('message is required');
      expect(await bad({ crewId, message: 'x'.repeat(2001) })).toContain('message must be at most 2000 characters');
      expect(await bad({ crewId, message: 'Hi', position: 'x'.repeat(121) })).toContain('position must be at most 120 characters');
      expect(await bad({ crewId, message: 'Hi', vessel: 'x'.repeat(121) })).toContain('vessel must be at most 120 characters');
      expect(await bad({ crewId, message: 'Hi', dates: 'x'.repeat(121) })).toContain('dates must be at most 120 characters');
      expect(await bad({ crewId, message: 'Hi', position: 42 })).toContain('position must be text');
      expect(await bad({ crewId, message: 'Hi', position: 'Chief\nOfficer' })).toContain('position contains a control character');
      // Nothing was written or counted by any of these.
      expect((await agency.agent.get('/api/contact-requests').expect(200)).body).toEqual([]);
      expect(await messagesUsed(agency)).toBe(0);
    });

    it("shows the crew member the employer's own message with position, vessel and dates, mails it with a link to the conversation, and keeps the email private", async () => {
      const agency = await employer();
      const casey = await crew();
      const sent = (await send(agency, casey).expect(201)).body;
      expect(sent).toMatchObject({
        direction: 'sent',
        status: 'pending',
        position: 'Chief Officer',
        vessel: 'M/Y Aurora (62 m)',
        dates: 'From March 2027, rotation 10/10',
        message: GREETING,
        crew: { id: casey.user.id, name: 'Casey Crew', email: null },
        company: { name: 'Blue Horizon Crew' },
        lastMessage: { from: 'employer', message: GREETING },
        newRequestFrom: null,
      });
      expect(JSON.stringify(sent)).not.toContain(casey.user.email);
      const invitation = await app.smtp.waitFor(casey.user.email, /Blue Horizon Crew would like to contact you/);
      expect(invitation.text).toContain(GREETING);
      expect(invitation.text).toContain('Position: Chief Officer');
      expect(invitation.text).toContain('Vessel: M/Y Aurora (62 m)');
      expect(invitation.text).toContain('Dates or rotation: From March 2027, rotation 10/10');
      expect(invitation.text).toContain(`${app.config.APP_URL}/contacts/${sent.id}`);

      const received = (await casey.agent.get('/api/contact-requests').expect(200)).body;
      expect(received).toEqual([
        expect.objectContaining({
          id: sent.id,
          direction: 'received',
          status: 'pending',
          position: 'Chief Officer',
          message: GREETING,
          company: { name: 'Blue Horizon Crew', type: 'recruitment_agency', verified: false },
        }),
      ]);
      expect(allKeys(received)).not.toContain('ipAddress');
    });

    it('keeps optional lines optional: a message alone is enough, blank lines are none', async () => {
      const agency = await employer();
      const sent = (await send(agency, await crew(), { message: 'Hi there', position: '  ', vessel: null }).expect(201)).body;
      expect(sent).toMatchObject({ position: null, vessel: null, dates: null, message: 'Hi there' });
    });

    it('charges once: a second request while pending is refused with 409, not charged, not mailed, not listed', async () => {
      const agency = await employer();
      const casey = await crew();
      await send(agency, casey).expect(201);
      await app.smtp.waitFor(casey.user.email, /would like to contact you/);
      expect((await send(agency, casey).expect(409)).body.message).toBe('You already have a pending contact request to this crew member');
      expect(await messagesUsed(agency)).toBe(1);
      expect(await invitationsTo(casey.user.email)).toBe(1);
      expect((await agency.agent.get('/api/contact-requests').expect(200)).body).toHaveLength(1);
    });

    it('charges once when the same request is sent many times at once', async () => {
      const agency = await employer();
      const casey = await crew();
      const results = await Promise.all(Array.from({ length: 8 }, () => send(agency, casey)));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
      for (const refused of results.filter((r) => r.status === 409)) expect(refused.body.message).toBe('You already have a pending contact request to this crew member');
      expect(await messagesUsed(agency)).toBe(1);
      expect((await agency.agent.get('/api/contact-requests').expect(200)).body).toHaveLength(1);
      expect((await casey.agent.get('/api/contact-requests').expect(200)).body).toHaveLength(1);
      await app.smtp.waitFor(casey.user.email, /would like to contact you/);
      expect(await invitationsTo(casey.user.email)).toBe(1);
      // The database itself refuses a second open conversation, whatever a handler does.
      await expect(
        app.em.fork().getConnection().execute(`insert into contact_requests (id, employer_id, crew_id, message, status) values (gen_random_uuid(), ?, ?, 'Again', 'accepted')`, [agency.user.id, casey.user.id]),
      ).rejects.toThrow(/contact_requests_one_open/);
    });

    it("counts messages against the plan and refuses past the month's allowance, writing nothing", async () => {
      const basic = await employer('basic', 'Small Yacht Co');
      const targets = await Promise.all([1, 2, 3, 4].map(() => crew()));
      for (const target of targets.slice(0, 3)) await send(basic, target).expect(201);
      expect((await send(basic, targets[3]).expect(403)).body.message).toBe('Monthly limit of 3 messages reached on the Basic plan');
      expect((await basic.agent.get('/api/contact-requests').expect(200)).body).toHaveLength(3);
      expect((await targets[3].agent.get('/api/contact-requests').expect(200)).body).toEqual([]);
      // Refused for the allowance, the pair has no conversation: the button still offers Contact.
      const [state] = (await basic.agent.get('/api/contact-requests/with').query({ crewId: targets[3].user.id }).expect(200)).body;
      expect(state).toMatchObject({ status: 'none', canRequest: true });
    });
  });

  describe('answering, and the thread after acceptance', () => {
    it('shares the email once accepted, refuses a second request (409, not charged, not mailed) and keeps one row', async () => {
      const agency = await employer();
      const casey = await crew();
      const sent = (await send(agency, casey).expect(201)).body;
      // Only the crew member addressed can answer; to anyone else the request does not exist.
      await answer(await crew(), sent.id, 'accepted').expect(404);
      await answer(agency, sent.id, 'accepted').expect(404);
      expect((await casey.agent.patch(`/api/contact-requests/${sent.id}`).send({ status: 'maybe' }).expect(400)).body.message).toContain('status must be accepted or declined');

      expect((await answer(casey, sent.id, 'accepted').expect(200)).body).toMatchObject({ status: 'accepted' });
      expect((await answer(casey, sent.id, 'declined').expect(409)).body.message).toBe('This contact request was already answered');
      const answered = await app.smtp.waitFor(agency.user.email, /Casey Crew accepted your contact request/);
      expect(answered.text).toContain(casey.user.email);
      expect(answered.text).toContain(`/contacts/${sent.id}`);

      expect((await send(agency, casey).expect(409)).body.message).toBe('This crew member already accepted your contact request: write to them in your conversation');
      expect(await messagesUsed(agency)).toBe(1);
      expect(await invitationsTo(casey.user.email)).toBe(1);
      const contacts = (await agency.agent.get('/api/contact-requests').expect(200)).body;
      expect(contacts).toEqual([expect.objectContaining({ id: sent.id, status: 'accepted', crew: { id: casey.user.id, name: 'Casey Crew', email: casey.user.email } })]);
      const info = (await agency.agent.get('/api/user/subscription').expect(200)).body;
      expect(info.analytics.contacts).toEqual({ totalContacts: 1, pendingContacts: 0, acceptedContacts: 1 });
    });

    it('lets both sides write only after acceptance, in order with sender and time, each message mailed to the other side with a link', async () => {
      const agency = await employer();
      const casey = await crew();
      const sent = (await send(agency, casey).expect(201)).body;
      // Before acceptance: the opening message only.
      expect((await write(agency, sent.id, 'Are you available?').expect(409)).body.message).toBe('Messages can be written once the crew member accepts the contact request');
      expect((await write(casey, sent.id, 'Tell me more').expect(409)).body.message).toBe('Messages can be written once the crew member accepts the contact request');
      await answer(casey, sent.id, 'accepted').expect(200);

      const first = (await write(agency, sent.id, 'Thank you! Could you join in March?\nThe rotation is 10/10.').expect(201)).body;
      expect(first).toMatchObject({ from: 'employer', senderName: 'Blue Horizon Crew', message: 'Thank you! Could you join in March?\nThe rotation is 10/10.' });
      const toCrew = await app.smtp.waitFor(casey.user.email, /New message from Blue Horizon Crew/);
      expect(toCrew.text).toContain('Could you join in March?');
      expect(toCrew.text).toContain(`${app.config.APP_URL}/contacts/${sent.id}`);

      await write(casey, sent.id, 'Yes, March works for me.').expect(201);
      const toEmployer = await app.smtp.waitFor(agency.user.email, /New message from Casey Crew/);
      expect(toEmployer.text).toContain('Yes, March works for me.');
      expect(toEmployer.text).toContain(`${app.config.APP_URL}/contacts/${sent.id}`);

      for (const side of [agency, casey]) {
        const thread = (await side.agent.get(`/api/contact-requests/${sent.id}`).expect(200)).body;
        expect(thread).toMatchObject({ id: sent.id, status: 'accepted', message: GREETING, position: 'Chief Officer', crew: { email: casey.user.email } });
        expect(thread.messages.map((m: { from: string; senderName: string; message: string }) => [m.from, m.senderName, m.message])).toEqual([
          ['employer', 'Blue Horizon Crew', 'Thank you! Could you join in March?\nThe rotation is 10/10.'],
          ['crew', 'Casey Crew', 'Yes, March works for me.'],
        ]);
        expect(Date.parse(thread.messages[0].createdAt)).toBeLessThanOrEqual(Date.parse(thread.messages[1].createdAt));
      }
      expect((await casey.agent.get(`/api/contact-requests/${sent.id}`).expect(200)).body.direction).toBe('received');
      // The Contacts tab shows the latest message.
      const [row] = (await agency.agent.get('/api/contact-requests').expect(200)).body;
      expect(row.lastMessage).toMatchObject({ from: 'crew', message: 'Yes, March works for me.' });
      // Messages are validated like the opening one.
      expect((await write(casey, sent.id, ' ').expect(400)).body.message).toContain('message is required');
      expect((await write(casey, sent.id, 'x'.repeat(2001)).expect(400)).body.message).toContain('message must be at most 2000 characters');
    });

    it('limits how many messages one person writes an hour (429), writing nothing more', async () => {
      const limited = await startTestApp({ RATE_LIMITS_ENABLED: 'true' });
      try {
        const agency = await person(limited);
        await verifyEmail(limited, agency.user.email);
        await agency.agent.post('/api/user/upgrade-employer').send({ companyName: 'Chatty Crew', companyType: 'recruitment_agency' }).expect(200);
        await agency.agent.post('/api/test/activate-subscription').send({ planId: 'professional' }).expect(200);
        const casey = await person(limited, { firstName: 'Casey', lastName: 'Crew' });
        await casey.agent.patch('/api/user/profile').send({ searchable: true }).expect(200);
        const sent = (await agency.agent.post('/api/contact-requests').send({ crewId: casey.user.id, message: GREETING }).expect(201)).body;
        await casey.agent.patch(`/api/contact-requests/${sent.id}`).send({ status: 'accepted' }).expect(200);
        for (let i = 0; i < CONTACT_MESSAGE_LIMIT.max; i++) await write(agency, sent.id, `Message ${i}`).expect(201);
        expect((await write(agency, sent.id, 'One too many').expect(429)).body.message).toBe('Too many attempts. Please wait 60 minutes and try again.');
        const [row] = await limited.em.fork().getConnection().execute<Array<{ n: number }>>('select count(*)::int as n from contact_messages where request_id = ?', [sent.id]);
        expect(row.n).toBe(CONTACT_MESSAGE_LIMIT.max);
        // The other side still writes.
        await write(casey, sent.id, 'Slow down, please').expect(201);
      } finally {
        await limited.close();
      }
    });

    it('shows a conversation to its two parties only: anyone else gets 404, whatever they try', async () => {
      const agency = await employer();
      const casey = await crew();
      const sent = (await send(agency, casey).expect(201)).body;
      await answer(casey, sent.id, 'accepted').expect(200);
      for (const outsider of [await employer(), await crew(), await person(app)]) {
        expect((await outsider.agent.get(`/api/contact-requests/${sent.id}`).expect(404)).body.message).toBe('Contact request not found');
        await write(outsider, sent.id, 'Hello').expect(404);
        await outsider.agent.post(`/api/contact-requests/${sent.id}/withdraw-consent`).expect(404);
      }
      await app.http().get(`/api/contact-requests/${sent.id}`).expect(401);
      await agency.agent.get('/api/contact-requests/not-an-id').expect(404);
      await agency.agent.get('/api/contact-requests/00000000-0000-4000-8000-000000000000').expect(404);
      // The employer cannot withdraw the crew member's consent.
      await agency.agent.post(`/api/contact-requests/${sent.id}/withdraw-consent`).expect(404);
    });
  });

  describe('closing: decline and withdrawn consent, then 30 days', () => {
    it('keeps the email private after a decline, refuses a new request for 30 days naming the date, then allows it', async () => {
      const agency = await employer();
      const dana = await crew(true, 'Dana');
      const sent = (await send(agency, dana).expect(201)).body;
      const declined = (await answer(dana, sent.id, 'declined').expect(200)).body;
      const [mine] = (await agency.agent.get('/api/contact-requests').expect(200)).body;
      expect(mine).toMatchObject({ status: 'declined', crew: { name: 'Dana Crew', email: null } });
      expect(Date.parse(mine.newRequestFrom)).toBe(Date.parse(declined.respondedAt) + 30 * DAY);
      await app.smtp.waitFor(agency.user.email, /Dana Crew declined your contact request/);
      expect((await write(agency, sent.id, 'Please reconsider').expect(409)).body.message).toBe('This conversation is closed: the crew member declined the contact request');

      const refusal = `This crew member declined your contact request on ${formatInstantDay(declined.respondedAt)}; you can send a new request from ${formatInstantDay(mine.newRequestFrom)}`;
      expect((await send(agency, dana).expect(409)).body.message).toBe(refusal);
      advance(29 * DAY);
      await agency.agent.post('/api/test/activate-subscription').send({ planId: 'professional' }).expect(200);
      expect((await send(agency, dana).expect(409)).body.message).toBe(refusal);
      expect((await agency.agent.get('/api/contact-requests/with').query({ crewId: dana.user.id }).expect(200)).body).toEqual([
        { crewId: dana.user.id, status: 'declined', requestId: sent.id, email: null, closedAt: declined.respondedAt, newRequestFrom: mine.newRequestFrom, canRequest: false },
      ]);

      advance(1 * DAY);
      const [state] = (await agency.agent.get('/api/contact-requests/with').query({ crewId: dana.user.id }).expect(200)).body;
      expect(state).toMatchObject({ status: 'declined', canRequest: true });
      const again = (await send(agency, dana).expect(201)).body;
      expect(again.id).not.toBe(sent.id);
      // A new conversation: one row each, the new one first.
      expect((await agency.agent.get('/api/contact-requests').expect(200)).body.map((c: { id: string; status: string }) => [c.id, c.status])).toEqual([
        [again.id, 'pending'],
        [sent.id, 'declined'],
      ]);
      const [now] = (await agency.agent.get('/api/contact-requests/with').query({ crewId: dana.user.id }).expect(200)).body;
      expect(now).toMatchObject({ status: 'pending', requestId: again.id, canRequest: false });
    });

    it('lets the crew member withdraw consent: the employer loses the email, the thread closes for both, and a new request waits 30 days', async () => {
      const agency = await employer();
      const casey = await crew();
      const sent = (await send(agency, casey).expect(201)).body;
      // Nothing to withdraw before accepting.
      expect((await casey.agent.post(`/api/contact-requests/${sent.id}/withdraw-consent`).expect(409)).body.message).toBe(
        'Consent can be withdrawn once you have accepted: decline the request instead',
      );
      await answer(casey, sent.id, 'accepted').expect(200);
      await write(agency, sent.id, 'Welcome aboard the conversation').expect(201);
      expect((await agency.agent.get(`/api/contact-requests/${sent.id}`).expect(200)).body.crew.email).toBe(casey.user.email);

      const withdrawn = (await casey.agent.post(`/api/contact-requests/${sent.id}/withdraw-consent`).expect(200)).body;
      expect(withdrawn).toMatchObject({ status: 'withdrawn', crew: { email: null } });
      expect((await casey.agent.post(`/api/contact-requests/${sent.id}/withdraw-consent`).expect(409)).body.message).toBe('You already withdrew your consent');

      // The employer no longer gets the address from any read.
      const thread = (await agency.agent.get(`/api/contact-requests/${sent.id}`).expect(200)).body;
      expect(thread).toMatchObject({ status: 'withdrawn', withdrawnAt: withdrawn.withdrawnAt, crew: { email: null } });
      expect(thread.messages).toHaveLength(1);
      for (const body of [
        thread,
        (await agency.agent.get('/api/contact-requests').expect(200)).body,
        (await agency.agent.get('/api/contact-requests/with').query({ crewId: casey.user.id }).expect(200)).body,
      ]) {
        expect(JSON.stringify(body)).not.toContain(casey.user.email);
      }
      const mail = await app.smtp.waitFor(agency.user.email, /Casey Crew withdrew their consent to be contacted/);
      expect(mail.text).not.toContain(casey.user.email);

      // Closed for both sides, and both read why.
      for (const side of [agency, casey]) {
        expect((await write(side, sent.id, 'Still there?').expect(409)).body.message).toBe('This conversation is closed: the crew member withdrew their consent to be contacted');
      }
      expect((await casey.agent.get(`/api/contact-requests/${sent.id}`).expect(200)).body.status).toBe('withdrawn');

      const from = new Date(Date.parse(withdrawn.withdrawnAt) + 30 * DAY).toISOString();
      expect((await send(agency, casey).expect(409)).body.message).toBe(
        `This crew member withdrew their consent to be contacted on ${formatInstantDay(withdrawn.withdrawnAt)}; you can send a new request from ${formatInstantDay(from)}`,
      );
      expect(await messagesUsed(agency)).toBe(1);
    });
  });

  describe("the Contact button's state", () => {
    it('answers for a whole page of crew in one call: none, pending, accepted with the email', async () => {
      const agency = await employer('enterprise');
      const [ann, ben, cat] = await Promise.all([crew(true, 'Ann'), crew(true, 'Ben'), crew(true, 'Cat')]);
      const toBen = (await send(agency, ben).expect(201)).body;
      const toCat = (await send(agency, cat).expect(201)).body;
      await answer(cat, toCat.id, 'accepted').expect(200);
      const states = (await agency.agent.get(`/api/contact-requests/with?crewId=${ann.user.id}&crewId=${ben.user.id}&crewId=${cat.user.id.toUpperCase()}`).expect(200)).body;
      expect(states).toEqual([
        { crewId: ann.user.id, status: 'none', requestId: null, email: null, closedAt: null, newRequestFrom: null, canRequest: true },
        { crewId: ben.user.id, status: 'pending', requestId: toBen.id, email: null, closedAt: null, newRequestFrom: null, canRequest: false },
        { crewId: cat.user.id, status: 'accepted', requestId: toCat.id, email: cat.user.email, closedAt: null, newRequestFrom: null, canRequest: false },
      ]);
      // Another employer's conversations are not theirs to see.
      const other = await employer();
      expect((await other.agent.get('/api/contact-requests/with').query({ crewId: cat.user.id }).expect(200)).body[0]).toMatchObject({ status: 'none', email: null });
    });

    it('is for employers, and checks the ids it is given', async () => {
      const agency = await employer();
      expect((await (await crew()).agent.get('/api/contact-requests/with').query({ crewId: agency.user.id }).expect(403)).body.message).toBe('Employer Access Required');
      await app.http().get('/api/contact-requests/with').query({ crewId: agency.user.id }).expect(401);
      expect((await agency.agent.get('/api/contact-requests/with').query({ crewId: 'nope' }).expect(400)).body.message).toContain('crewId must be the id of a crew member');
      expect((await agency.agent.get('/api/contact-requests/with').expect(400)).body.message).toContain('crewId is required');
      const many = Array.from({ length: 101 }, () => `crewId=${crypto.randomUUID()}`).join('&');
      expect((await agency.agent.get(`/api/contact-requests/with?${many}`).expect(400)).body.message).toContain('crewId can be repeated at most 100 times');
    });
  });

  it("goes with a deleted account: the other side's conversation and its thread are removed", async () => {
    const agency = await employer();
    const casey = await crew();
    const sent = (await send(agency, casey).expect(201)).body;
    await answer(casey, sent.id, 'accepted').expect(200);
    await write(agency, sent.id, 'Looking forward to it').expect(201);
    await write(casey, sent.id, 'Me too').expect(201);
    await casey.agent.delete('/api/user/account').send({ password: STRONG_PASSWORD }).expect(204);
    expect((await agency.agent.get('/api/contact-requests').expect(200)).body).toEqual([]);
    await agency.agent.get(`/api/contact-requests/${sent.id}`).expect(404);
    const [left] = await app.em.fork().getConnection().execute<Array<{ n: number }>>('select count(*)::int as n from contact_messages where request_id = ?', [sent.id]);
    expect(left.n).toBe(0);
  });
});
