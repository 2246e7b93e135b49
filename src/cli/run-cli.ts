import { loadConfig } from '@/server/config';
import { createLogger } from '@/server/lib/logger';
import type { Runtime } from '@/server/runtime';

/**
 * What the command-line tools share: opening the configured database and always closing it, and turning the outcome
 * into an exit code (the command's own, or 1 with the error's message on stderr).
 */

/**
 * Opens the runtime of the configured database (logging only warnings), runs `work` with it and closes it again. The
 * server's modules are loaded only here, so a command that needs no runtime (backup, restore) starts without them.
 */
export async function withRuntime<T>(work: (runtime: Runtime) => Promise<T>): Promise<T> {
  const { openRuntime } = await import('@/server/runtime');
  const runtime = await openRuntime(loadConfig(), createLogger('warn'));
  try {
    return await work(runtime);
  } finally {
    await runtime.close();
  }
}

/**
 * Runs `main` and exits with the code it returns. When it throws (a configuration error included), writes
 * `failurePrefix` and the error's message to stderr and exits 1.
 */
export function runCli(main: () => Promise<number>, failurePrefix = ''): void {
  main()
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      process.stderr.write(`${failurePrefix}${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    });
}
