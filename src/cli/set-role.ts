import { setUserRole } from '@/server/features/users/users.service';
import { runCli, withRuntime } from './run-cli';

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
  return withRuntime(async (runtime) => {
    await setUserRole(runtime.database.db, email, role);
    process.stdout.write(`${email} is now ${role}.\n`);
    return 0;
  });
}

runCli(run);
