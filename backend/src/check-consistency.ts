import 'reflect-metadata';
import { loadConfigOrExit } from './platform/config/app-config.js';
import { createMaintenanceApp } from './maintenance-app.js';
import { ConsistencyChecker, type ConsistencyResult, totalDiffering } from './platform/consistency/consistency-checker.js';
import { ConsistencyRuns } from './platform/consistency/consistency-runs.js';

/**
 * Rebuilds every read model into scratch tables and reports the rows that differ, by kind:
 * `node dist/check-consistency.js [--repair] [kind ...]` (npm run check:consistency -w backend).
 * Online: one REPEATABLE READ snapshot, no lock the product waits for. `--repair` rewrites the
 * differing rows from the rebuilt ones, then checks again. Exits 1 when anything differs (after
 * a repair: when anything still differs), 2 when it could not run.
 */
const config = loadConfigOrExit();
const args = process.argv.slice(2);
const repair = args.includes('--repair');
const kinds = args.filter((a) => !a.startsWith('--'));

function print(result: ConsistencyResult) {
  for (const kind of result.kinds) {
    const state = kind.error ? `could not be checked: ${kind.error}` : `${kind.differing} differing row(s)${result.repair ? `, ${kind.repaired} rewritten` : ''}`;
    console.log(`${kind.kind}: ${state} (${kind.ms} ms)`);
    for (const row of kind.samples) console.log(`  ${row.table} ${JSON.stringify(row.key)} ${row.problem}${row.columns.length ? ` (${row.columns.join(', ')})` : ''}`);
  }
}

// Not a whole worker: it would take the queues' jobs and set their schedules with this command's settings.
const app = await createMaintenanceApp(config);
try {
  const checker = app.get(ConsistencyChecker);
  const runs = app.get(ConsistencyRuns);
  const started = Date.now();
  let result = await checker.run({ repair, kinds });
  print(result);
  await runs.record(result);
  if (repair && totalDiffering(result) > 0) {
    console.log('Checking again after the repair:');
    result = await checker.run({ kinds });
    print(result);
    await runs.record(result);
  }
  const differing = totalDiffering(result);
  console.log(`${differing === 0 ? 'Every read model equals its sources' : `${differing} row(s) differ`} (${Date.now() - started} ms)`);
  process.exitCode = differing === 0 ? 0 : 1;
} catch (error) {
  console.error(`The consistency check could not run: ${(error as Error).message}`);
  process.exitCode = 2;
} finally {
  await app.close();
}
