import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { nodeArgs } from '../support/entry-points.mjs';

const backendDir = fileURLToPath(new URL('../..', import.meta.url));

/** Starts the real entry point with a bad environment and returns how it ended. */
function startWith(env: Record<string, string>) {
  const result = spawnSync(process.execPath, nodeArgs('src/migrate.ts'), {
    cwd: backendDir,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    timeout: 60000,
  });
  return { code: result.status, stderr: result.stderr.replace(/\(node:\d+\) ExperimentalWarning.*\n(\(Use .*\n)?/g, '') };
}

describe('start-up configuration', () => {
  it('stops with one line naming a malformed variable', () => {
    const { code, stderr } = startWith({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(stderr).toBe('Invalid configuration: PORT must be a whole number\n');
  });

  it('stops with one line when production has no session secret', () => {
    const { code, stderr } = startWith({ NODE_ENV: 'production', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/never_used' });
    expect(code).toBe(1);
    expect(stderr).toBe('Invalid configuration: SESSION_SECRET must be set in production\n');
  });
});
