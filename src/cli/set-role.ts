import pino from 'pino';
import { loadConfig } from '@/server/config';
import { setUserRole } from '@/server/features/users/users.service';
import { openRuntime } from '@/server/runtime';

/**
 * `npm run user:role -- <email> <admin|user>`: sets a user's role in the configured database (docs/product.md#roles-and-access), on the
 * embedded default and on PostgreSQL alike. Exit code 0 on success, 1 when the user does not exist, 2 on bad usage.
 */
async function run(): Promise<number> {
  const [email, role] = process.argv.slice(2);
  if (!email || (role !== 'admin' && role !== 'user')) {
    process.stderr.write('Usage: npm run user:role -- <email> <admin|user>\n');
    return 2;
  }
  const runtime = await openRuntime(loadConfig(), pino({ level: 'warn' }));
  try {
    await setUserRole(runtime.database.db, email, role);
    process.stdout.write(`${email} is now ${role}.\n`);
    return 0;
  } finally {
    await runtime.close();
  }
}

run()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
