// The backend tests run the product through PgBouncer (transaction pooling), as production
// does. Install Debian's pgbouncer when it is missing (the machines run as root with
// apt-get); fail loudly, never skip, when that is impossible.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer';
if (!existsSync(path)) {
  if (process.getuid?.() !== 0) {
    console.error(`PgBouncer is missing at ${path}. Install it (apt-get install -y pgbouncer) or set PGBOUNCER_PATH.`);
    process.exit(1);
  }
  console.log('Installing PgBouncer from Debian (apt-get install -y pgbouncer)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbouncer', { stdio: 'inherit' });
}
