import { eventsDelivered, type TestApp } from '../support/test-app.js';
import { person, type Person, verifyEmail } from '../sharing/sharing-helpers.js';

export interface CrewProfile {
  position?: string | null;
  rank?: string | null;
  location?: string | null;
  experienceYears?: number | null;
  availability?: string | null;
  bio?: string | null;
  searchable?: boolean;
  stcwEndorsements?: string[];
  uscgLicenses?: string[];
  mcaCertificates?: string[];
  certifications?: string[];
  experience?: string | null;
}

/** A crew member who fills in the profile form (shown in search unless told otherwise). */
export async function crew(app: TestApp, names: { firstName: string; lastName: string }, profile: CrewProfile = {}): Promise<Person> {
  const p = await person(app, names);
  await p.agent.patch('/api/user/profile').send({ searchable: true, ...profile }).expect(200);
  return p;
}

/** An employer (or agency) account with a confirmed email, with a test plan activated unless `plan` is null. */
export async function employer(app: TestApp, plan: 'basic' | 'professional' | 'enterprise' | null = 'basic', companyType = 'recruitment_agency'): Promise<Person> {
  const p = await person(app, { firstName: 'Erin', lastName: 'Employer' });
  // Contacting crew and ordering reports need a confirmed email (DESIGN.md, "Companies").
  await verifyEmail(app, p.user.email);
  await p.agent.post('/api/user/upgrade-employer').send({ companyName: 'Harbour Crew Ltd', companyType }).expect(200);
  if (plan) await p.agent.post('/api/test/activate-subscription').send({ planId: plan }).expect(200);
  return p;
}

export const settled = (app: TestApp) => eventsDelivered(app);
