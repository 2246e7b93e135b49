import { SingleBar } from 'cli-progress';
import { importIllustrations, openEverkinetic } from '@/server/features/illustrations/import-illustrations';
import { runCli, withRuntime } from './run-cli';

/**
 * `npm run import:illustrations -- <folder, exercises.json or URL>`: imports the Everkinetic drawings into the
 * configured database (docs/product.md#illustrations). Shows a progress bar on a terminal, lists every record matched
 * (with the exercises it illustrates) and left out (with why), and ends with one summary line.
 * Exit code 0 on success, 1 when the source or database cannot be used, 2 without a source.
 */
async function run(): Promise<number> {
  const source = process.argv[2];
  if (!source) {
    process.stderr.write('Usage: npm run import:illustrations -- <folder, exercises.json or URL of Everkinetic data>\n');
    return 2;
  }
  return withRuntime(async (runtime) => {
    const everkinetic = await openEverkinetic(source);
    const bar = process.stdout.isTTY ? new SingleBar({ format: 'Reading drawings [{bar}] {percentage}% | {value}/{total}' }) : null;
    const summary = await importIllustrations(runtime.database, everkinetic, ({ done, total }) => {
      if (!bar) return;
      if (done === 1) bar.start(total, 1);
      else bar.update(done);
    });
    bar?.stop();
    for (const match of summary.matched) process.stdout.write(`matched ${match.id} ${match.title} → ${match.exercises.join(', ')}\n`);
    for (const left of summary.leftOut) process.stdout.write(`left out ${left.id} ${left.title}: ${left.reason}\n`);
    process.stdout.write(
      `Matched ${summary.matched.length}, left out ${summary.leftOut.length}; ${summary.changed} exercises' pictures changed.\n`,
    );
    return 0;
  });
}

runCli(run, 'Import failed: ');
