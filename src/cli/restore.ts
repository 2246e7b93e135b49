import { restoreDataDir } from '@/server/db/backup';
import { authSecretElsewhere, formatCount, formatSeconds, runBackupCommand } from './backup-command';

/**
 * `npm run restore -- <file>`: restores a backup made by `npm run backup` into DATA_DIR, which must hold no database
 * (docs/deployment.md#backups), then applies this version's migrations. Refuses a DATA_DIR with a database in it (nothing
 * is changed), a file that is not a sound backup, and DATABASE_URL (PostgreSQL: pg_restore). Prints progress and one
 * summary line: tables, rows, migrations, time. Exit code 0 on success, 1 when refused or failed, 2 on bad usage.
 */
runBackupCommand(
  'restore',
  'Usage: npm run restore -- <file>   (into an empty DATA_DIR: set DATA_DIR=<new folder>)',
  async (file, dataDir, say) => {
    const summary = await restoreDataDir(file, dataDir, { progress: say });
    const tables = Object.keys(summary.rowCounts).length;
    const kept = summary.keptFiles.length > 0 ? ` and ${summary.keptFiles.join(', ')}` : '';
    say(
      `Restored ${tables} tables, ${formatCount(summary.rows)} rows${kept} into ${summary.dataDir} in ${formatSeconds(summary.elapsedMs)}; ` +
        `${summary.migrationsApplied} migration${summary.migrationsApplied === 1 ? '' : 's'} applied.`,
    );
    if (!summary.keptFiles.includes('auth-secret')) say(authSecretElsewhere('restore'));
    say(`Start the server with DATA_DIR=${summary.dataDir}.`);
    return 0;
  },
);
