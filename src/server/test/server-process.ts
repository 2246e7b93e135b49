import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/**
 * Test scaffolding for tests that run the server as an operator does (README, Set up and Operations): a real process
 * started from the sources with tsx's loader — one process, not the tsx wrapper, so a signal (kill -9 included)
 * reaches the server itself.
 */
export const SERVER_MAIN = path.resolve('src/server/main.ts');

/** A started server process: its output so far (stdout and stderr together) and its exit code once it exits. */
export type ServerProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/**
 * Starts `src/server/main.ts` with `env` and nothing else of this process's environment but PATH and HOME (so a
 * developer's DATABASE_URL or PORT cannot leak in).
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: 'pipe',
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/**
 * Resolves once the process has printed something matching `pattern`.
 *
 * @throws Error with the output so far when it exits first or `timeoutMs` passes.
 */
export async function waitForOutput(server: ServerProcess, pattern: RegExp, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(server.output())) {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(
        `the server exited (${server.child.exitCode ?? server.child.signalCode}) before ${pattern}; output:\n${server.output()}`,
      );
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}; output:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Resolves once `GET url` answers 200 (`/api/ready` of a started instance: docs/architecture.md#health-and-readiness),
 * polling every 100 ms; a refused connection or a 503 is polled again.
 *
 * @throws Error naming the last answer when `timeoutMs` passes.
 */
export async function waitUntilOk(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'nothing';
  for (;;) {
    try {
      const response = await fetch(url);
      last = `${response.status} ${await response.text()}`;
      if (response.status === 200) return;
    } catch (error) {
      last = String(error);
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms; last: ${last}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A TCP port on `host` that nothing listens on right now (the kernel's pick for port 0, released again). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
