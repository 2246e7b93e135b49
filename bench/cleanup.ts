import type { ChildProcess } from 'node:child_process';

/**
 * What the benchmark must undo however it ends: child servers (killed synchronously on exit, so none outlives the
 * run) and async tasks such as dropping a PostgreSQL bench database (run on success, failure, Ctrl-C and SIGTERM).
 */
const children = new Set<ChildProcess>();
const tasks = new Set<() => Promise<void>>();
let installed = false;

/** Tracks `child` until it exits; a child still running when the process exits is sent SIGKILL. */
export function trackChild(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
}

/** Registers an async clean-up task; call the returned function to run it now (once) and unregister it. */
export function onCleanup(task: () => Promise<void>): () => Promise<void> {
  let done = false;
  const once = async () => {
    if (done) return;
    done = true;
    tasks.delete(once);
    await task();
  };
  tasks.add(once);
  return once;
}

/**
 * Awaits `work` with `abort` registered as a clean-up task, so Ctrl-C first stops it (e.g. an autocannon run that
 * would keep a server busy and slow its graceful shutdown); unregistered once `work` settles.
 */
export async function abortable<T>(work: Promise<T>, abort: () => void): Promise<T> {
  const task = async () => abort();
  tasks.add(task);
  try {
    return await work;
  } finally {
    tasks.delete(task);
  }
}

/** Runs every pending task (most recent first), each bounded by `timeoutMs`; failures are printed, not thrown. */
export async function runCleanups(timeoutMs = 20_000): Promise<void> {
  for (const task of [...tasks].reverse()) {
    try {
      await Promise.race([
        task(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('clean-up timed out')), timeoutMs).unref()),
      ]);
    } catch (error) {
      process.stderr.write(`bench clean-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  }
}

/** Installs the exit and signal handlers once: SIGINT/SIGTERM run the clean-ups then exit 130/143. */
export function installCleanupHandlers(): void {
  if (installed) return;
  installed = true;
  process.on('exit', () => {
    for (const child of children) child.kill('SIGKILL');
  });
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      process.stderr.write(`\n${signal}: stopping servers and cleaning up…\n`);
      void runCleanups().finally(() => process.exit(code));
    });
  }
}
