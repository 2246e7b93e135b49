import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GYM_PRESETS } from '@/shared/catalogue/gym-presets';
import { exerciseInputSchema } from '@/shared/schemas/exercise';
import type { Database } from '../db/client';
import { upsertExercises } from '../features/catalogue-import/upsert-exercises';
import { readSse, type SseReader } from '../test/sse-reader';
import { createTestContext, type TestContext } from '../test/test-app';
import { openTestDatabase, testEngine } from '../test/test-database';

// docs/architecture.md#tests: "Server-sent events on PostgreSQL with two server processes: a save on one reaches a client of the other
// within 1 s" — two real servers (as an operator starts them, like server-process.test.ts) share one PostgreSQL
// database and know of each other only through LISTEN/NOTIFY (docs/architecture.md#live-updates).
const onPostgres = testEngine() === 'postgres';
if (!onPostgres)
  console.info('events-two-instances: skipped on PGlite — two server processes need a shared PostgreSQL (TEST_DATABASE_URL).');

const TSX = path.resolve('node_modules/.bin/tsx');
const MAIN = path.resolve('src/server/main.ts');
const AUTH_SECRET = 'two-instances-secret-two-instances-secret';

type Instance = { child: ChildProcess; origin: string; output: () => string; exited: Promise<number | null> };

function startInstance(databaseUrl: string, dataDir: string): Instance {
  const port = 20_000 + Math.floor(Math.random() * 10_000);
  const origin = `http://localhost:${port}`;
  let output = '';
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', DATABASE_URL: databaseUrl, PORT: String(port) };
  const child = spawn(TSX, [MAIN], {
    env: { ...env, PUBLIC_URL: origin, AUTH_SECRET, DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: 'pipe',
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, origin, output: () => output, exited };
}

async function waitUntilRunning(instance: Instance, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!/Equipped is running at/.test(instance.output())) {
    if (instance.child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${instance.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signs in over HTTP as a browser would and returns the session cookie. */
async function signIn(instance: Instance, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${instance.origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: instance.origin },
    body: JSON.stringify(account),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function openEvents(instance: Instance, cookie: string): Promise<SseReader> {
  const response = await fetch(`${instance.origin}/api/events`, { headers: { cookie, accept: 'text/event-stream' } });
  expect(response.status).toBe(200);
  const reader = readSse(response);
  await reader.waitFor((m) => m.event === 'ready', { timeoutMs: 10_000 });
  return reader;
}

describe.runIf(onPostgres)('live events across two server processes on one PostgreSQL', () => {
  let database: Database;
  let ctx: TestContext;
  let a: Instance;
  let b: Instance;
  let adminCookieA: string;
  let memberCookieB: string;
  const dirs: string[] = [];
  const streams: SseReader[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    ctx = await createTestContext({ database });
    const admin = await ctx.signedInUser('admin');
    const member = await ctx.signedInUser('user');
    const databaseUrl = database.pool!.options.connectionString!;
    // One after the other: the first start loads the curated catalogue, the second finds it there.
    for (const which of ['a', 'b'] as const) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'equipped-two-instances-'));
      dirs.push(dir);
      const instance = startInstance(databaseUrl, dir);
      if (which === 'a') a = instance;
      else b = instance;
      await waitUntilRunning(instance);
    }
    adminCookieA = await signIn(a, admin);
    memberCookieB = await signIn(b, member);
  }, 180_000);

  afterAll(async () => {
    for (const instance of [a, b]) instance?.child.kill('SIGKILL');
    await ctx?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('an announcement saved on one instance reaches a member connected to the other within 1 s', async () => {
    const member = await openEvents(b, memberCookieB);
    streams.push(member);
    const from = member.messages.length;
    const sentAt = Date.now();
    const saved = await fetch(`${a.origin}/api/admin/announcements`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: adminCookieA, origin: a.origin },
      body: JSON.stringify({ title: 'Saved on A', isActive: true }),
    });
    expect(saved.status).toBe(201);
    const event = await member.waitFor((m) => m.event === 'announcement', { from, timeoutMs: 5_000 });
    expect(event.receivedAt - sentAt).toBeLessThan(1_000);

    // What the member then fetches from B is what A saved.
    const active = await fetch(`${b.origin}/api/announcements/active`, { headers: { cookie: memberCookieB } });
    expect(((await active.json()) as { announcement: { title: string } }).announcement.title).toBe('Saved on A');
    // Left open: shutdown (next test) must end it too.
  });

  it("an admin's sample-flag change on one instance empties the other's library cache within 1 s (decision 0005)", async () => {
    type Page = { items: { id: string; exerciseName: string }[]; total: number; sampleOnly: boolean };
    const libraryOnB = async (): Promise<Page> => {
      const response = await fetch(`${b.origin}/api/exercises`, { headers: { cookie: memberCookieB } });
      expect(response.status).toBe(200);
      return (await response.json()) as Page;
    };
    // The member has no subscription: B lists only samples, and this answer is now in B's catalogue cache.
    const before = await libraryOnB();
    expect(before.sampleOnly).toBe(true);
    const sample = before.items[0]!;
    expect((await libraryOnB()).items.map((item) => item.id)).toContain(sample.id);

    const setSample = (isSample: boolean) =>
      fetch(`${a.origin}/api/admin/exercises/${sample.id}/sample`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: adminCookieA, origin: a.origin },
        body: JSON.stringify({ isSample }),
      });
    const changedAt = Date.now();
    expect((await setSample(false)).status).toBe(200);
    let after = await libraryOnB();
    while (after.items.some((item) => item.id === sample.id) && Date.now() - changedAt < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await libraryOnB();
    }
    expect(Date.now() - changedAt).toBeLessThan(1_000);
    expect(after.items.map((item) => item.id)).not.toContain(sample.id);
    expect(after.total).toBe(before.total - 1);

    // Marked again on A, it is back on B just as fast.
    const restoredAt = Date.now();
    expect((await setSample(true)).status).toBe(200);
    let restored = await libraryOnB();
    while (!restored.items.some((item) => item.id === sample.id) && Date.now() - restoredAt < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      restored = await libraryOnB();
    }
    expect(Date.now() - restoredAt).toBeLessThan(1_000);
    expect(restored.total).toBe(before.total);
  });

  it('a catalogue import run outside the servers (the CLI) empties their library caches within 1 s (decision 0005)', async () => {
    const adminCookieB = await signIn(b, await ctx.signedInUser('admin'));
    const search = async (): Promise<string[]> => {
      const response = await fetch(`${b.origin}/api/exercises?q=${encodeURIComponent('Imported Landmine Twist')}`, {
        headers: { cookie: adminCookieB },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { items: { exerciseName: string }[] }).items.map((item) => item.exerciseName);
    };
    // Not there yet, and the empty answer is now in B's catalogue cache (30 s TTL).
    expect(await search()).not.toContain('Imported Landmine Twist');

    // What `npm run import:exercises` does, from this process: B hears of it only through PostgreSQL.
    await upsertExercises(database, [
      {
        sourceId: 'test:two-instances-import',
        exercise: exerciseInputSchema.parse({
          exerciseName: 'Imported Landmine Twist',
          equipmentType: 'Barbells',
          targetMuscleGroups: 'Abs, Obliques',
          description: 'Imported while both servers run.',
          videoUrl: null,
        }),
      },
    ]);
    // Measured from the end of the import (its batches, NOTIFY and ANALYZE), as an operator would see it finish.
    const importedAt = Date.now();
    let found = await search();
    while (!found.includes('Imported Landmine Twist') && Date.now() - importedAt < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      found = await search();
    }
    expect(found).toContain('Imported Landmine Twist');
    expect(Date.now() - importedAt).toBeLessThan(1_000);
  });

  it("an admin's rename and deletion on one instance are what the other's search finds within 1 s (decision 0020)", async () => {
    const adminCookieB = await signIn(b, await ctx.signedInUser('admin'));
    const searchOnB = async (q: string): Promise<Array<{ id: string; exerciseName: string }>> => {
      const response = await fetch(`${b.origin}/api/exercises?q=${encodeURIComponent(q)}`, { headers: { cookie: adminCookieB } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { items: Array<{ id: string; exerciseName: string }> }).items;
    };
    const until = async (check: () => Promise<boolean>, since: number) => {
      while (!(await check()) && Date.now() - since < 5_000) await new Promise((resolve) => setTimeout(resolve, 25));
      return Date.now() - since;
    };
    const [target] = await searchOnB('Imported Landmine Twist');
    expect(target).toBeDefined();
    const current = (await (
      await fetch(`${b.origin}/api/exercises/${target!.id}`, { headers: { cookie: adminCookieB } })
    ).json()) as Record<string, unknown>;
    const fields = ['equipmentType', 'targetMuscleGroups', 'description', 'difficultyLevel', 'pros', 'cons', 'tags', 'videoUrl'];
    const content = Object.fromEntries(fields.map((field) => [field, current[field]]));

    const renamedAt = Date.now();
    const renamed = await fetch(`${a.origin}/api/admin/exercises/${target!.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: adminCookieA, origin: a.origin },
      body: JSON.stringify({ ...content, exerciseName: 'Renamed Landmine Corkscrew' }),
    });
    expect(renamed.status).toBe(200);
    expect(await until(async () => (await searchOnB('landmine corkscrew')).some((item) => item.id === target!.id), renamedAt)).toBeLessThan(
      1_000,
    );

    const deletedAt = Date.now();
    const deleted = await fetch(`${a.origin}/api/admin/exercises/${target!.id}`, {
      method: 'DELETE',
      headers: { cookie: adminCookieA, origin: a.origin },
    });
    expect(deleted.status).toBeLessThan(300);
    expect(
      await until(async () => (await searchOnB('landmine corkscrew')).every((item) => item.id !== target!.id), deletedAt),
    ).toBeLessThan(1_000);
  });

  it("a member's gym changed or deleted on one instance is what the other's library filters by at once (gym memo)", async () => {
    const account = await ctx.signedInUser('user');
    // One session, as behind a load balancer: its cookie is good on either instance.
    const onA = await signIn(a, account);
    const onB = onA;
    const created = await fetch(`${a.origin}/api/gyms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: onA, origin: a.origin },
      body: JSON.stringify({ name: 'Two instances', equipment: [] }),
    });
    expect(created.status).toBe(201);
    const gymId = ((await created.json()) as { gym: { id: string } }).gym.id;
    const libraryOnB = async () => {
      const response = await fetch(`${b.origin}/api/exercises?gym=${gymId}`, { headers: { cookie: onB } });
      return { status: response.status, total: response.status === 200 ? ((await response.json()) as { total: number }).total : -1 };
    };
    // B remembers the gym's equipment (body weight only) for a second from here.
    const bodyweightOnly = (await libraryOnB()).total;
    const patched = await fetch(`${a.origin}/api/gyms/${gymId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: onA, origin: a.origin },
      body: JSON.stringify({ equipment: GYM_PRESETS.find((preset) => preset.id === 'commercial')!.equipment }),
    });
    expect(patched.status).toBe(200);
    const patchedAt = Date.now();
    let after = await libraryOnB();
    while (after.total === bodyweightOnly && Date.now() - patchedAt < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      after = await libraryOnB();
    }
    // Well inside the memo's second: NOTIFY 'gyms' emptied it, its expiry did not.
    expect(Date.now() - patchedAt).toBeLessThan(500);
    expect(after.total).toBeGreaterThan(bodyweightOnly);

    const deleted = await fetch(`${a.origin}/api/gyms/${gymId}`, { method: 'DELETE', headers: { cookie: onA, origin: a.origin } });
    expect(deleted.status).toBe(204);
    const deletedAt = Date.now();
    let gone = await libraryOnB();
    while (gone.status === 200 && Date.now() - deletedAt < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      gone = await libraryOnB();
    }
    expect(Date.now() - deletedAt).toBeLessThan(500);
    expect(gone.status).toBe(404);
  });

  it('a banner ad saved on one instance reaches an admin connected to the other, and SIGTERM ends open streams at once', async () => {
    const adminOnA = await openEvents(a, adminCookieA);
    const memberOnB = await openEvents(b, memberCookieB);
    const from = adminOnA.messages.length;
    const fromB = memberOnB.messages.length;
    const sentAt = Date.now();
    const saved = await fetch(`${a.origin}/api/admin/banner-ads/1`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: adminCookieA, origin: a.origin },
      body: JSON.stringify({ headline: 'Saved on A', isActive: true }),
    });
    expect(saved.status).toBe(200);
    const [onA, onB] = await Promise.all([
      adminOnA.waitFor((m) => m.event === 'banner-ads', { from, timeoutMs: 5_000 }),
      memberOnB.waitFor((m) => m.event === 'banner-ads', { from: fromB, timeoutMs: 5_000 }),
    ]);
    expect(onA.receivedAt - sentAt).toBeLessThan(1_000);
    expect(onB.receivedAt - sentAt).toBeLessThan(1_000);

    // Shutdown must not wait for the streams (they never end on their own) nor for the 10 s force exit.
    const stoppingAt = Date.now();
    for (const instance of [a, b]) instance.child.kill('SIGTERM');
    expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0]);
    expect(Date.now() - stoppingAt).toBeLessThan(5_000);
    await Promise.all([adminOnA.ended, memberOnB.ended, ...streams.map((reader) => reader.ended)]);
  }, 60_000);
});
