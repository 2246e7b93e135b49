import { SingleBar } from 'cli-progress';
import { importFreeExerciseDb, readFreeExerciseDb } from '@/server/features/catalogue-import/import-free-exercise-db';
import { runCli, withRuntime } from './run-cli';

/**
 * `npm run import:exercises -- <path-or-url>`: imports a free-exercise-db `exercises.json` into the configured database
 * (docs/product.md#catalogue). Shows a progress bar on a terminal, lists every skipped record with its id and reason, and ends with one summary line: new, merged, updated, skipped.
 * Exit code 0 on success (even with skipped records), 1 when the source or database cannot be used.
 */
async function run(): Promise<number> {
  const source = process.argv[2];
  if (!source) {
    process.stderr.write('Usage: npm run import:exercises -- <path-or-url of exercises.json>\n');
    return 2;
  }
  return withRuntime(async (runtime) => {
    const records = await readFreeExerciseDb(source);
    const bar = process.stdout.isTTY ? new SingleBar({ format: 'Importing [{bar}] {percentage}% | {value}/{total} exercises' }) : null;
    const summary = await importFreeExerciseDb(runtime.database, records, ({ done, total }) => {
      if (!bar) return;
      if (done === 0) bar.start(total, 0);
      else bar.update(done);
    });
    bar?.stop();
    for (const skip of summary.skipped) process.stdout.write(`skipped ${skip.id ?? '(no id)'}: ${skip.reason}\n`);
    process.stdout.write(
      `New ${summary.added}, merged ${summary.merged}, updated ${summary.updated}, skipped ${summary.skipped.length}.\n`,
    );
    return 0;
  });
}

runCli(run, 'Import failed: ');
