import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup, trackChild } from './cleanup';

/** The repository root (this file lives in bench/). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A free TCP port on 127.0.0.1, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The environment of a benchmarked server: production mode (the configuration a deployment runs), logs at `warn`, auth
 * rate limits ×1000 so the bench's sign-in is never limited (config.ts caps the scale at 1000), every URL on
 * 127.0.0.1. SMTP_URL is required in production but never used: the bench sends no mail (nothing listens on port 9).
 * Only PATH and HOME are inherited, so a DATABASE_URL in the caller's shell cannot leak in.
 *
 * @param target `{ databaseUrl }` for PostgreSQL, `{ dataDir }` for embedded PGlite (DATA_DIR is set either way).
 */
export function serverEnv(port: number, target: { dataDir: string; databaseUrl?: string }, authSecret: string): Record<string, string> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: target.dataDir,
    AUTH_SECRET: authSecret,
    SMTP_URL: 'smtp://127.0.0.1:9',
    BILLING_PROVIDER: 'local',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_SCALE: '1000',
  };
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  return env;
}

/**
 * Node's own flags in `npm start` (package.json), so the bench runs the server as the product runs it: the V8 heap
 * budget (decision 0022) shapes its memory and its garbage collection.
 */
export function serverNodeFlags(): string[] {
  const start = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const [command, ...words] = start.split(/\s+/);
  if (command !== 'node') throw new Error(`package.json's start script does not run node: ${start}`);
  return words.slice(
    0,
    words.findIndex((word) => !word.startsWith('--')),
  );
}

/** A fresh AUTH_SECRET (config.ts wants at least 32 characters). */
export const newAuthSecret = () => randomBytes(32).toString('base64url');

export type ServerHandle = {
  baseUrl: string;
  pid: number;
  /** Milliseconds from spawn to the first 200 of GET /api/health. */
  startupMs: number;
  logFile: string;
  stop(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthy(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(1_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

const logTail = (file: string) => readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');

/**
 * Starts the production server (`node dist/server/main.js`, by its own binary so the PID is the server's — docs/architecture.md#stack-notes)
 * with `env`, output to `logFile`, and polls GET /api/health every 20 ms until it answers 200.
 * `stop()` sends SIGTERM (graceful shutdown closes the database and releases the DATA_DIR lock) and SIGKILLs after 15 s.
 *
 * @throws when the server exits before it is healthy or is not healthy within `timeoutMs`; the log tail is in the message.
 */
export async function startServer(env: Record<string, string>, logFile: string, timeoutMs = 90_000): Promise<ServerHandle> {
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  const fd = openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, [...serverNodeFlags(), path.join('dist', 'server', 'main.js')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  trackChild(child);
  const stop = onCleanup(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    if (!(await waitForExit(child, 15_000))) {
      child.kill('SIGKILL');
      await waitForExit(child, 5_000);
    }
  });
  const deadline = started + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${logTail(logFile)}`);
    }
    if (await healthy(baseUrl)) {
      return { baseUrl, pid: child.pid ?? -1, startupMs: performance.now() - started, logFile, stop };
    }
    await sleep(20);
  }
  await stop();
  throw new Error(`The server was not healthy within ${timeoutMs} ms:\n${logTail(logFile)}`);
}
