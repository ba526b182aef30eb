import 'reflect-metadata';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus } from '@nestjs/cqrs';
import { performance } from 'node:perf_hooks';
import { SendExpiryRemindersCommand } from '../src/modules/certifications/reminders/send-expiry-reminders.command.js';
import { EXPIRING_WITHIN_DAYS, REMINDER_THRESHOLDS } from '../src/modules/certifications/domain/certificate-status.js';
import { createWorkerApp } from '../src/bootstrap.js';
import { entities } from '../src/entities.js';
import { migrateDatabase } from '../src/platform/database/migrate.js';
import { deleteRedisPrefix, dropDatabase } from '../test/support/run-services.mjs';
import { benchEnvironment, percentile } from './bench-setup.js';

/**
 * npm run bench:certificate-sweep -w backend
 *
 * The hourly certificate expiry reminder sweep (ADR 0025) when nothing is due: BENCH_PEOPLE
 * people (default 100,000; the size is 1,000,000) with three certificates each, expiry
 * dates spread evenly from a year ago to four years ahead, and every reminder due today already
 * recorded (as after the previous run). Printed: the sweep's time over RUNS runs (median and
 * worst), and EXPLAIN (ANALYZE) of its statement, which must be a range scan of the expiry dates
 * in the reminder window, not a scan of everyone. Its own database, dropped after.
 */
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 100_000);
const RUNS = 5;

const { database, redisPrefix, redisUrl, config } = await benchEnvironment();
await migrateDatabase(config.DATABASE_URL, entities, () => undefined);
// The sweep's handler lives in the worker, as deployed.
const app = await createWorkerApp(config);
try {
  const em = app.get(EntityManager).fork();
  let started = performance.now();
  await em.execute(
    `insert into users (id, email, first_name, last_name, email_verified_at)
     select md5('person' || n)::uuid, 'sweep.' || n || '@example.com', 'Crew', 'No. ' || n, now() from generate_series(1, ?) n`,
    [PEOPLE],
  );
  // Three certificates a person, expiring on days spread over five years (one year back, four ahead).
  await em.execute(
    `insert into certificate_details (id, user_id, certificate_key, expiry_date)
     select gen_random_uuid(), md5('person' || n)::uuid, k.key, current_date - 365 + (((n::bigint * 3 + k.i) * 7919) % 1826)::int
     from generate_series(1, ?) n cross join (values (0, 'stcw-basic-safety'), (1, 'eng1-medical'), (2, 'gmdss-goc')) as k(i, key)`,
    [PEOPLE],
  );
  // Every reminder due today is recorded: the threshold dueReminder picks (the smallest not below the days left).
  await em.execute(
    `insert into certificate_reminders (user_id, certificate_key, expiry_date, threshold)
     select d.user_id, d.certificate_key, d.expiry_date, (select min(t) from unnest(?::int[]) t where t >= d.expiry_date - current_date)
     from certificate_details d where d.expiry_date between current_date and current_date + ?`,
    [`{${REMINDER_THRESHOLDS.join(',')}}`, EXPIRING_WITHIN_DAYS],
  );
  await em.execute('analyze certificate_details; analyze certificate_reminders; analyze certificate_settings');
  const [{ certificates, inWindow }] = await em.execute<Array<{ certificates: string; inWindow: string }>>(
    `select count(*) as certificates, count(*) filter (where expiry_date between current_date and current_date + ${EXPIRING_WITHIN_DAYS}) as "inWindow" from certificate_details`,
  );
  console.log(`Seeded ${PEOPLE} people, ${certificates} certificates (${inWindow} expiring within ${EXPIRING_WITHIN_DAYS} days, all reminded) in ${Math.round(performance.now() - started)} ms`);

  const commands = app.get(CommandBus);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    started = performance.now();
    const sent = await commands.execute(new SendExpiryRemindersCommand());
    times.push(performance.now() - started);
    if (sent !== 0) throw new Error(`Nothing was due, yet ${sent} reminders were sent`);
  }
  times.sort((a, b) => a - b);
  console.log(`\nSweep with nothing due: median ${percentile(times, 50).toFixed(0)} ms, worst ${times[times.length - 1].toFixed(0)} ms over ${RUNS} runs`);

  // The handler's statement (send-expiry-reminders.handler.ts) with today's values, to show its plan.
  const statement = `explain (analyze, buffers, costs off)
    select d.user_id, d.certificate_key, to_char(d.expiry_date, 'YYYY-MM-DD') as expiry_date
    from certificate_details d left join certificate_settings s on s.user_id = d.user_id
    cross join lateral (select min(t) as threshold from unnest('{${REMINDER_THRESHOLDS.join(',')}}'::int[]) t where t >= d.expiry_date - current_date) due
    where d.expiry_date between current_date and current_date + ${EXPIRING_WITHIN_DAYS} and coalesce(s.expiry_reminders, true)
      and not exists (select 1 from certificate_reminders r
                      where r.user_id = d.user_id and r.certificate_key = d.certificate_key and r.expiry_date = d.expiry_date and r.threshold = due.threshold)`;
  const plan = await em.execute<Array<{ 'QUERY PLAN': string }>>(statement);
  console.log(`\n${plan.map((row) => row['QUERY PLAN']).join('\n')}\n`);
} finally {
  await app.close();
  await dropDatabase(database);
  await deleteRedisPrefix(redisUrl, redisPrefix);
}
process.exit(0);
