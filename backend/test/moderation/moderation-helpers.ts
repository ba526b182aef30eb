import { person, type Person } from '../sharing/sharing-helpers.js';
import { addAuthenticator } from '../support/second-factor.js';
import type { TestApp } from '../support/test-app.js';

export type AdminLevel = 'moderator' | 'admin' | 'super_admin';

/** A signed-up person made an admin of this level (as another admin would, without the API's rules), signed in with a second factor. */
export async function admin(app: TestApp, level: AdminLevel, fields: Partial<{ firstName: string; lastName: string }> = {}): Promise<Person> {
  const someone = await person(app, fields);
  await app.em.fork().execute('update users set admin_level = ? where id = ?', [level, someone.user.id]);
  // An admin level acts only in a session that passed a second factor (DESIGN.md, "Second factors").
  await addAuthenticator(app, someone.agent);
  return someone;
}
