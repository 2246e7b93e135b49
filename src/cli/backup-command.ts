import { loadStorageConfig } from '@/server/config';
import { BackupFileError, BackupRefusedError } from '@/server/db/backup';
import { runCli } from './run-cli';

/** What `npm run backup` and `npm run restore` share: their start, their end and what they print beyond their errors (docs/deployment.md#backups). */

/** Sizes as people read them: `512 B`, `4.9 MB` (decimal units, as `ls -lh --si` and `du --si` print). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** A duration in milliseconds as seconds with one decimal: `1.8 s`. */
export const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A count with thousands separators: `12,345`. */
export const formatCount = (n: number) => n.toLocaleString('en-US');

/** The refusal when DATABASE_URL is set: PostgreSQL has its own tools, and these commands handle the embedded database only. */
export const postgresRefusal = (command: 'backup' | 'restore') =>
  `DATABASE_URL is set, so the database is PostgreSQL, and npm run ${command} handles the embedded database only. ` +
  (command === 'backup'
    ? 'Use pg_dump (e.g. pg_dump -Fc -f equipped.dump "$DATABASE_URL")'
    : 'Use pg_restore (e.g. pg_restore --no-owner -d "$DATABASE_URL" equipped.dump)') +
  ', and keep AUTH_SECRET with the dump: see docs/deployment.md#backups.';

/** The reminder after a backup or restore without the auth secret: the server took AUTH_SECRET from its environment. */
export const authSecretElsewhere = (command: 'backup' | 'restore') =>
  `${command === 'backup' ? 'DATA_DIR has no auth-secret file' : 'The backup holds no auth-secret file'}: the server took AUTH_SECRET from its environment. ` +
  'Keep that value with the backup and start the restored server with it, or every session ends and e-mailed links stop working.';

/**
 * Runs `npm run <command> -- <file>` (docs/deployment.md#backups): checks that one file argument is given (else prints
 * `usage` and exits 2), refuses DATABASE_URL ({@link postgresRefusal}, exit 1), then calls `work` with the file, DATA_DIR
 * and a line printer; its number is the exit code. A refusal or a damaged file ends with its own message, anything else
 * with "Backup failed: …" / "Restore failed: …"; both exit 1.
 */
export function runBackupCommand(
  command: 'backup' | 'restore',
  usage: string,
  work: (file: string, dataDir: string, say: (line: string) => void) => Promise<number>,
): void {
  runCli(async () => {
    const args = process.argv.slice(2);
    if (args.length !== 1 || args[0]!.startsWith('-')) {
      process.stderr.write(`${usage}\n`);
      return 2;
    }
    const { dataDir, databaseUrl } = loadStorageConfig();
    if (databaseUrl) {
      process.stderr.write(`${postgresRefusal(command)}\n`);
      return 1;
    }
    try {
      return await work(args[0]!, dataDir, (line) => process.stdout.write(`${line}\n`));
    } catch (error) {
      if (error instanceof BackupRefusedError || error instanceof BackupFileError) throw error;
      const what = command === 'backup' ? 'Backup' : 'Restore';
      throw new Error(`${what} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  });
}
