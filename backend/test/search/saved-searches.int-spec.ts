import { getQueueToken } from '@nestjs/bullmq';
import { CommandBus } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import { SAVED_SEARCH_ALERTS_SCHEDULER, SEND_SAVED_SEARCH_ALERTS_JOB } from '../../src/modules/search/saved-searches/saved-search-alerts.processor.js';
import { SendSavedSearchAlertsCommand } from '../../src/modules/search/saved-searches/send-saved-search-alerts.js';
import { SAVED_SEARCH_ALERTS_QUEUE } from '../../src/platform/queue/queues.js';
import type { Person } from '../sharing/sharing-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { crew, employer, settled } from './search-helpers.js';

type Saved = { id: string; name: string; criteria: Record<string, unknown>; alerts: boolean; lastAlertAt: string | null; createdAt: string };

/** Saved searches with alerts (DESIGN.md, "Plan features": Professional and Enterprise). */
describe('saved searches', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const save = (who: Person, body: Record<string, unknown>) => who.agent.post('/api/search/saved').send(body);
  const list = async (who: Person) => (await who.agent.get('/api/search/saved').expect(200)).body as Saved[];

  describe('plan', () => {
    it('Basic cannot save or change one, naming the plan that can; it may still list and delete its own', async () => {
      const basic = await employer(app, 'basic');
      const refused = await save(basic, { name: 'Bosuns', criteria: { position: 'bosun' } }).expect(403);
      expect(refused.body.message).toBe('Saved searches need the Professional plan');
      expect(await list(basic)).toEqual([]);

      // Saved on Professional, then moved to Basic.
      const mover = await employer(app, 'professional');
      const kept = (await save(mover, { name: 'Chief engineers', criteria: { position: 'chief-engineer', minExperience: 10 } }).expect(201)).body as Saved;
      await mover.agent.post('/api/test/activate-subscription').send({ planId: 'basic' }).expect(200);
      expect((await mover.agent.patch(`/api/search/saved/${kept.id}`).send({ alerts: false }).expect(403)).body.message).toBe('Saved searches need the Professional plan');
      expect((await list(mover)).map((s) => s.name)).toEqual(['Chief engineers']);
      await mover.agent.delete(`/api/search/saved/${kept.id}`).expect(204);
      expect(await list(mover)).toEqual([]);
    });

    it('crew and signed-out users cannot reach them', async () => {
      await app.agent().get('/api/search/saved').expect(401);
      const sailor = await crew(app, { firstName: 'Sam', lastName: 'Sailor' });
      expect((await sailor.agent.get('/api/search/saved').expect(403)).body.message).toBe('Employer Access Required');
    });
  });

  describe('on Professional', () => {
    let boss: Person;
    beforeAll(async () => {
      boss = await employer(app, 'professional');
    });

    it('saves only what is set, lists newest first, renames, turns alerts off and deletes', async () => {
      const first = await save(boss, {
        name: '  Palma bosuns  ',
        criteria: { query: ' teak ', position: 'bosun', location: 'Palma', minExperience: 0, minRating: 4, certifications: ['stcw-basic-safety'], validCertificatesOnly: 'false', sort: 'experience' },
      }).expect(201);
      expect(first.body).toMatchObject({
        name: 'Palma bosuns',
        criteria: { query: 'teak', position: 'bosun', location: 'Palma', minRating: 4, certifications: ['stcw-basic-safety'], sort: 'experience' },
        alerts: true,
        lastAlertAt: null,
      });
      expect(first.body.criteria).not.toHaveProperty('minExperience');
      expect(first.body.criteria).not.toHaveProperty('validCertificatesOnly');
      const second = (await save(boss, { name: 'Captains', criteria: { position: 'captain' }, alerts: false }).expect(201)).body as Saved;
      expect((await list(boss)).map((s) => s.name)).toEqual(['Captains', 'Palma bosuns']);

      const renamed = await boss.agent.patch(`/api/search/saved/${second.id}`).send({ name: 'Masters' }).expect(200);
      expect(renamed.body).toMatchObject({ name: 'Masters', alerts: false, criteria: { position: 'captain' } });
      const on = await boss.agent.patch(`/api/search/saved/${second.id}`).send({ alerts: true }).expect(200);
      expect(on.body).toMatchObject({ name: 'Masters', alerts: true });

      await boss.agent.delete(`/api/search/saved/${second.id}`).expect(204);
      await boss.agent.delete(`/api/search/saved/${second.id}`).expect(404);
      expect((await list(boss)).map((s) => s.name)).toEqual(['Palma bosuns']);
    });

    it("never shows or changes another employer's", async () => {
      const mine = (await save(boss, { name: 'Mine only', criteria: {} }).expect(201)).body as Saved;
      const other = await employer(app, 'enterprise');
      expect((await list(other)).map((s) => s.id)).not.toContain(mine.id);
      await other.agent.patch(`/api/search/saved/${mine.id}`).send({ name: 'Stolen' }).expect(404);
      await other.agent.delete(`/api/search/saved/${mine.id}`).expect(404);
      await other.agent.delete('/api/search/saved/not-a-uuid').expect(404);
    });

    it('refuses bad input with a clear message', async () => {
      const bad = async (body: Record<string, unknown>, message: string | RegExp) => expect((await save(boss, body).expect(400)).body.message).toMatch(message);
      await bad({ name: '   ', criteria: {} }, 'name must be 1 to 80 characters');
      await bad({ name: 'x'.repeat(81), criteria: {} }, 'name must be 1 to 80 characters');
      await bad({ name: 'No criteria' }, /criteria must be the search to save/);
      await bad({ name: 'Bad position', criteria: { position: 'admiral' } }, /position must be one of/);
      await bad({ name: 'Bad sort', criteria: { sort: 'sideways' } }, /sort must be one of/);
      await bad({ name: 'Long text', criteria: { query: 'x'.repeat(201) } }, /query must be at most 200 characters/);
      await bad({ name: 'Extra', criteria: { colour: 'red' } }, /colour should not exist/);
      expect((await boss.agent.patch(`/api/search/saved/${(await list(boss))[0].id}`).send({}).expect(400)).body.message).toBe('Send a new name or alerts');
    });

    it('names are unique per employer in any case, and an employer keeps at most 20', async () => {
      const limited = await employer(app, 'professional');
      await save(limited, { name: 'Deck crew', criteria: {} }).expect(201);
      expect((await save(limited, { name: 'DECK CREW', criteria: {} }).expect(409)).body.message).toBe("You already have a saved search named 'DECK CREW'");
      for (let i = 2; i <= 20; i++) await save(limited, { name: `Search ${i}`, criteria: {} }).expect(201);
      expect((await save(limited, { name: 'One too many', criteria: {} }).expect(409)).body.message).toBe('You can keep up to 20 saved searches: delete one to save another');
    });
  });

  describe('alerts', () => {
    const sweep = () => app.worker.get(CommandBus).execute(new SendSavedSearchAlertsCommand());
    const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));
    const alertsTo = (who: Person) => app.smtp.mailsTo(who.user.email).filter((m) => /your saved search/.test(m.subject));

    it('is scheduled as a repeatable job in the worker', async () => {
      const queue = app.worker.get<Queue>(getQueueToken(SAVED_SEARCH_ALERTS_QUEUE), { strict: false });
      expect(await queue.getJobSchedulers()).toEqual([expect.objectContaining({ key: SAVED_SEARCH_ALERTS_SCHEDULER, name: SEND_SAVED_SEARCH_ALERTS_JOB, every: 86_400_000 })]);
    });

    it('emails the crew who newly match, each once, with links to their profiles', async () => {
      const port = `Berth${Date.now().toString(36)}`;
      const boss = await employer(app, 'professional');
      const before = await crew(app, { firstName: 'Old', lastName: 'Bosun' }, { position: 'Bosun', rank: 'bosun', location: `${port} Palma` });
      await settled(app);
      const saved = (await save(boss, { name: 'Palma bosuns', criteria: { position: 'bosun', location: port } }).expect(201)).body as Saved;

      const newcomer = await crew(app, { firstName: 'Nina', lastName: 'Newcomer' }, { position: 'Bosun', rank: 'bosun', location: `${port} Palma` });
      const other = await crew(app, { firstName: 'Carl', lastName: 'Chef' }, { position: 'Chef', rank: 'cook', location: `${port} Palma` });
      await settled(app);
      await sweep();
      const first = await app.smtp.waitFor(boss.user.email, /your saved search/);
      expect(first.subject).toBe('1 new crew member matches your saved search "Palma bosuns"');
      expect(first.text).toContain(`Nina Newcomer, Bosun, ${port} Palma: ${app.config.APP_URL}/search/crew/${newcomer.user.id}`);
      expect(first.text).not.toContain('Old Bosun');
      expect(first.text).not.toContain(before.user.id);
      expect(first.text).not.toContain(other.user.id);
      expect(first.text).toContain(`${app.config.APP_URL}/search?position=bosun&location=${port}`);
      expect((await list(boss)).find((s) => s.id === saved.id)!.lastAlertAt).not.toBeNull();

      // Nothing new: no mail. Nina changing her profile is no news either: she was announced.
      await newcomer.agent.patch('/api/user/profile').send({ bio: 'Now with a bio.' }).expect(200);
      await settled(app);
      await sweep();
      await settle();
      expect(alertsTo(boss)).toHaveLength(1);

      // Two more join: one mail naming both.
      const [p1, p2] = await Promise.all([
        crew(app, { firstName: 'Pia', lastName: 'Second' }, { position: 'Bosun', rank: 'bosun', location: `${port} Palma` }),
        crew(app, { firstName: 'Per', lastName: 'Third' }, { position: 'Bosun', rank: 'bosun', location: `${port} Palma` }),
      ]);
      await settled(app);
      await sweep();
      await sweep();
      await settle();
      const mails = alertsTo(boss);
      expect(mails).toHaveLength(2);
      const second = mails[1];
      expect(second.subject).toBe('2 new crew match your saved search "Palma bosuns"');
      for (const p of [p1, p2]) expect(second.text).toContain(`/search/crew/${p.user.id}`);
      expect(second.text).not.toContain(newcomer.user.id);
    });

    it('sends nothing while alerts are off or the plan has no saved searches', async () => {
      const port = `Pier${Date.now().toString(36)}`;
      const quiet = await employer(app, 'professional');
      const downgraded = await employer(app, 'enterprise');
      const off = (await save(quiet, { name: 'Quiet', criteria: { location: port } }).expect(201)).body as Saved;
      await quiet.agent.patch(`/api/search/saved/${off.id}`).send({ alerts: false }).expect(200);
      await save(downgraded, { name: 'Downgraded', criteria: { location: port } }).expect(201);
      await downgraded.agent.post('/api/test/activate-subscription').send({ planId: 'basic' }).expect(200);
      await crew(app, { firstName: 'Nia', lastName: 'New' }, { location: port });
      await settled(app);
      await sweep();
      await settle();
      expect(alertsTo(quiet)).toEqual([]);
      expect(alertsTo(downgraded)).toEqual([]);
    });
  });
});
