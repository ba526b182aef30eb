import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { cloneDatabase, databaseUrl, dropDatabase } from '../support/run-services.mjs';

/**
 * The counters kept by statement triggers (ADR 0049) do not make concurrent writers wait for
 * each other (ADR 0058). Before, every review submission updated the one review_activity_weeks
 * row of its week and held it to its commit, and every update of users touched a user_totals row
 * even when no role changed: the second writer here waited for the first one's commit, and its
 * lock_timeout failed it.
 */
describe('counters kept by triggers, under concurrent writers', () => {
  const database = `${process.env.TEST_DATABASE}_slots_${randomBytes(3).toString('hex')}`;
  const clients: pg.Client[] = [];

  beforeAll(() => cloneDatabase(process.env.TEST_DATABASE!, database));
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end()));
    await dropDatabase(database);
  });

  const connect = async () => {
    const client = new pg.Client({ connectionString: databaseUrl(database) });
    await client.connect();
    clients.push(client);
    return client;
  };
  const pidOf = async (client: pg.Client) => (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
  /** A transaction that gives up rather than wait more than a moment for a lock. */
  const impatient = async (client: pg.Client) => {
    await client.query('begin');
    await client.query(`set local lock_timeout = '2s'`);
  };
  const submitted = (client: pg.Client) =>
    client.query(`insert into review_events (stream_id, stream_type, stream_version, type, type_version, data, metadata)
                  values (gen_random_uuid(), 'review', 1, 'ReviewSubmitted', 1, '{}', '{}')`);

  it('lets two transactions append a review at once, each counting in its own slot, and sums both', async () => {
    // Two connections whose slots differ (a slot is the server process id modulo 16).
    const first = await connect();
    const firstSlot = (await pidOf(first)) % 16;
    let second = await connect();
    while ((await pidOf(second)) % 16 === firstSlot) second = await connect();

    await first.query('begin');
    await submitted(first);
    await impatient(second);
    await submitted(second);
    await second.query('commit');
    await first.query('commit');

    const { rows } = await first.query<{ reviews: number; slots: number }>(
      `select sum(count)::int as reviews, count(*)::int as slots from review_activity_weeks where type = 'ReviewSubmitted'`,
    );
    expect(rows[0]).toEqual({ reviews: 2, slots: 2 });
  });

  it('touches no counter row when an update of users changes no role or admin level', async () => {
    const [first, second] = [await connect(), await connect()];
    const { rows: people } = await first.query<{ id: string }>(
      `insert into users (id, email, first_name, last_name) values
         (gen_random_uuid(), 'slots.one@example.com', 'One', 'Crew'), (gen_random_uuid(), 'slots.two@example.com', 'Two', 'Crew')
       returning id`,
    );
    const totals = async () => (await first.query<{ crew: number }>(`select coalesce(sum(count), 0)::int as crew from user_totals where role = 'crew' and not admin`)).rows[0].crew;
    const before = await totals();

    await first.query('begin');
    await first.query(`update users set first_name = 'Uno' where id = $1`, [people[0].id]);
    await impatient(second);
    await second.query(`update users set first_name = 'Dos' where id = $1`, [people[1].id]);
    await second.query('commit');
    await first.query('commit');
    expect(await totals()).toBe(before);

    // A change of role still moves the count.
    await first.query(`update users set role = 'employer' where id = $1`, [people[0].id]);
    expect(await totals()).toBe(before - 1);
  });
});
