import { backupDataDir } from '@/server/db/backup';
import { authSecretElsewhere, formatBytes, formatCount, formatSeconds, runBackupCommand } from './backup-command';

/**
 * `npm run backup -- <file>`: backs up the embedded database of DATA_DIR, with its auth secret, to a new file
 * (docs/deployment.md#backups). Refuses while the server (or another command) uses DATA_DIR, when `<file>` exists, and
 * when DATABASE_URL is set (PostgreSQL: pg_dump). Prints progress and one summary line: tables, rows, sizes, time.
 * Exit code 0 on success, 1 when refused or failed, 2 on bad usage.
 */
runBackupCommand(
  'backup',
  'Usage: npm run backup -- <file>   (a new file; e.g. backups/equipped-2025-01-31.tar.gz)',
  async (file, dataDir, say) => {
    const summary = await backupDataDir(dataDir, file, { progress: say });
    const tables = Object.keys(summary.rowCounts).length;
    const kept = summary.keptFiles.length > 0 ? ` and ${summary.keptFiles.join(', ')}` : '';
    say(
      `Backed up ${tables} tables, ${formatCount(summary.rows)} rows (database ${formatBytes(summary.databaseBytes)})${kept} to ${summary.file}: ` +
        `${formatBytes(summary.bytes)} in ${formatSeconds(summary.elapsedMs)}.`,
    );
    const hasSecret = summary.keptFiles.includes('auth-secret');
    if (!hasSecret) say(authSecretElsewhere('backup'));
    say(`Keep the file private: it holds every member’s data${hasSecret ? ' and the auth secret' : ''}.`);
    return 0;
  },
);
