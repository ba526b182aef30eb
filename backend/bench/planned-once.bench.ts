import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { SHARED_SIGHTINGS_FUNCTION_BODY } from '../src/modules/identity/sightings/sightings.js';
import { USER_VIEW_FUNCTION_BODY } from '../src/modules/identity/current-user/to-user-view.js';
import { CHANGED_VIEWS_FUNCTION_BODY } from '../src/modules/reviews/read/public-reviews.js';
import { entities } from '../src/entities.js';
import { migrateDatabase } from '../src/platform/database/migrate.js';
import { dropDatabase } from '../test/support/run-services.mjs';
import { benchEnvironment } from './bench-setup.js';

/**
 * npm run bench:planned-once -w backend
 *
 * What a statement of fixed text costs the PostgreSQL backend per call when sent on its own
 * (planned on every call: the driver's unnamed statements) and as the PL/pgSQL function that
 * holds the same SQL (planned once per connection, ADR 0060): CPU time of the backend process
 * (Linux /proc, 10 ms ticks over CALLS calls) and wall time per call, with `select 1` for the
 * round trip alone. The statement is the function's body with its parameters numbered, so both
 * run the same SQL. Its own database, migrated, one person in it.
 */
const CALLS = Number(process.env.BENCH_CALLS ?? 3000);
const ROUNDS = 2;

/** `begin return <expression>; end;` as `select <expression>`, each named parameter as $n. */
function asStatement(body: string, parameters: readonly string[]): string {
  const expression = body.match(/^\s*begin\s+return\s+([\s\S]*);\s*end;\s*$/)?.[1];
  if (!expression) throw new Error('Not a body of one return');
  return parameters.reduce((sql, name, i) => sql.replace(new RegExp(`\\b${name}\\b`, 'g'), `$${i + 1}`), `select ${expression}`);
}

const person = '00000000-0000-0000-0000-000000000001';
const CASES = [
  { name: 'the signed-in user', fn: 'select identity_user_view($1)', body: USER_VIEW_FUNCTION_BODY, parameters: ['user_id'], values: [person] },
  {
    name: 'shared sightings',
    fn: 'select identity_shared_sightings($1, $2, $3, $4, $5)',
    body: SHARED_SIGHTINGS_FUNCTION_BODY,
    parameters: ['of_user', 'with_user', 'current_device', 'current_ip', 'ip_days'],
    values: [person, person, 'a device', '10.0.0.1', 30],
  },
  {
    name: "a change's public views",
    fn: 'select review_changed_views($1::uuid[], $2::uuid[])',
    body: CHANGED_VIEWS_FUNCTION_BODY,
    parameters: ['review_ids', 'user_ids'],
    values: [`{${person}}`, `{${person}}`],
  },
];

const { database, config } = await benchEnvironment();
await migrateDatabase(config.DATABASE_URL, entities, () => undefined);
const client = new pg.Client({ connectionString: config.DATABASE_URL });
await client.connect();
try {
  await client.query(`insert into users (id, email, first_name, last_name) values ($1, 'bench.person@example.com', 'Bench', 'Person')`, [person]);
  const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
  const backendCpuMs = () => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime in 10 ms ticks
  };
  const perCall = async (text: string, values: unknown[]) => {
    for (let i = 0; i < 200; i++) await client.query(text, values); // warm: caches, the function compiled
    const [cpu, started] = [backendCpuMs(), performance.now()];
    for (let i = 0; i < CALLS; i++) await client.query(text, values);
    return { cpuUs: (1000 * (backendCpuMs() - cpu)) / CALLS, wallUs: (1000 * (performance.now() - started)) / CALLS };
  };
  const show = (label: string, { cpuUs, wallUs }: { cpuUs: number; wallUs: number }) =>
    console.log(`${label.padEnd(44)} ${cpuUs.toFixed(0).padStart(6)} us CPU ${wallUs.toFixed(0).padStart(6)} us wall`);
  console.log(`\nPostgreSQL backend per call (${CALLS} calls, ${ROUNDS} rounds)\n`);
  for (let round = 1; round <= ROUNDS; round++) {
    show(`round ${round}: select 1 (the round trip)`, await perCall('select 1', []));
    for (const c of CASES) {
      show(`  ${c.name}, a statement`, await perCall(asStatement(c.body, c.parameters), c.values));
      show(`  ${c.name}, the function`, await perCall(c.fn, c.values));
    }
  }
  console.log('');
} finally {
  await client.end();
  await dropDatabase(database);
}
