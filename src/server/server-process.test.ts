import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, waitForOutput } from './test/server-process';

// The server as an operator runs it (README, Set up and Operations): src/server/test/server-process.ts.
const startServer = startServerProcess;

describe('the server process', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'equipped-process-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to start in production without AUTH_SECRET, PUBLIC_URL, SMTP_URL and BILLING_PROVIDER, naming each', async () => {
    const started = startServer({ NODE_ENV: 'production', DATA_DIR: tempDir(), PORT: '0' });
    expect(await started.exited).toBe(1);
    expect(started.output()).toMatch(/Equipped cannot start: .*Missing: AUTH_SECRET, PUBLIC_URL, SMTP_URL, BILLING_PROVIDER/);
  });

  it('starts on an empty embedded database with the curated catalogue and demo accounts, refuses a second process on the same DATA_DIR, and stops cleanly on SIGTERM', async () => {
    const dataDir = tempDir();
    const port = String(20_000 + Math.floor(Math.random() * 10_000));
    const first = startServer({ DATA_DIR: dataDir, PORT: port, LOG_LEVEL: 'info' });
    children.push(first.child);
    await waitForOutput(first, /Equipped is running at http:\/\/localhost:\d+/);
    expect(first.output()).toContain('synced the curated catalogue');
    const accounts = JSON.parse(readFileSync(path.join(dataDir, 'demo-accounts.json'), 'utf8'));
    expect(accounts.map((a: { role: string }) => a.role).sort()).toEqual(['admin', 'user']);
    expect(first.output()).toContain(accounts[0].password);

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);

    const second = startServer({ DATA_DIR: dataDir, PORT: String(Number(port) + 1) });
    children.push(second.child);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Another Equipped process is already using the database in ${dataDir}`);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');
  }, 120_000);

  it('on SIGTERM turns not-ready at once and keeps serving through SHUTDOWN_GRACE_MS, then stops; metrics on METRICS_PORT meanwhile', async () => {
    const port = String(20_000 + Math.floor(Math.random() * 10_000));
    const metricsPort = String(Number(port) + 1);
    const started = startServer({
      DATA_DIR: tempDir(),
      PORT: port,
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_MS: '3000',
      METRICS_PORT: metricsPort,
    });
    children.push(started.child);
    await waitForOutput(started, /Equipped is running at/);
    const get = async (route: string) => {
      const response = await fetch(`http://127.0.0.1:${port}${route}`);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    // Ready once the search index the server builds after listening is there.
    const deadline = Date.now() + 60_000;
    while ((await get('/api/ready')).status !== 200) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 100));
    }
    // Metrics on their own loopback port without a token (docs/deployment.md#metrics); the app's port keeps them closed.
    const metrics = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(await metrics()).toMatch(/^equipped_http_requests_total\{method="GET",route="\/api\/ready",status_class="2xx"\} [1-9]/m);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/api/health`)).status).toBe(404);
    expect(started.output()).toMatch(new RegExp(`"port":${metricsPort}.*"msg":"metrics listening on 127.0.0.1"`));
    const signalled = Date.now();
    started.child.kill('SIGTERM');
    await waitForOutput(started, /"msg":"not ready: draining"/);
    expect(await metrics()).toMatch(/^equipped_draining 1$/m);
    expect(await get('/api/ready')).toEqual({ status: 503, body: { status: 'not-ready', reason: 'draining' } });
    // Still serving while a load balancer notices: liveness and the API answer.
    expect((await get('/api/health')).status).toBe(200);
    expect((await get('/api/exercises?q=squat')).status).toBe(200);
    expect(await started.exited).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(3000);
    expect(started.output()).toContain('"msg":"stopped"');
  }, 120_000);

  it("starts again at once on the embedded database after kill -9, taking over the dead process's lock with a log line", async () => {
    const dataDir = tempDir();
    const port = String(20_000 + Math.floor(Math.random() * 10_000));
    const first = startServer({ DATA_DIR: dataDir, PORT: port, LOG_LEVEL: 'info' });
    children.push(first.child);
    await waitForOutput(first, /Equipped is running at/);
    first.child.kill('SIGKILL');
    await first.exited;

    // Long before the 15 s after which a lock nobody refreshes counts as stale.
    const again = startServer({ DATA_DIR: dataDir, PORT: port, LOG_LEVEL: 'info' });
    children.push(again.child);
    await waitForOutput(again, /Equipped is running at|Equipped cannot start/);
    expect(again.output()).not.toContain('Equipped cannot start');
    expect(again.output()).toMatch(
      new RegExp(`"ownerPid":${first.child.pid}.*"msg":"took over the database lock of a process that is no longer running"`),
    );
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);
});
