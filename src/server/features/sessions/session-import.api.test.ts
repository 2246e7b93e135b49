import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExerciseHistory, ImportPreview, ImportResult, SessionList, TrainingSession } from '@/shared/schemas/sessions';
import { trainingSessions } from '../../db/schema';
import { readTrainingCsv } from './csv/training-csv';
import { type CatalogueExercise, startWorkoutsTestContext } from '../../test/builders/workouts-test-helpers';
import type { TestClient, TestContext } from '../../test/test-app';

/**
 * Importing a Strong or Hevy export (docs/product.md#import-from-strong-or-hevy) over the API: the preview maps the
 * file's names onto the catalogue the member can see, the import writes every workout once in one transaction, a bad
 * file or mapping changes nothing, and our own export reads back into a fresh account set for set.
 */
const fixture = (name: string) => readFileSync(new URL(`./csv/fixtures/${name}`, import.meta.url), 'utf8');

describe('/api/sessions/import', () => {
  let ctx: TestContext;
  let samples: CatalogueExercise[];
  let hidden: CatalogueExercise[];
  let all: CatalogueExercise[];
  const byName = (name: string) => all.find((exercise) => exercise.exerciseName === name)!;

  const preview = (client: TestClient, body: unknown) => client.request('/api/sessions/import/preview', { method: 'POST', json: body });
  const importFile = (client: TestClient, body: unknown) => client.request('/api/sessions/import', { method: 'POST', json: body });
  const sessionsOf = async (userId: string) =>
    ctx.db.select({ id: trainingSessions.id }).from(trainingSessions).where(eq(trainingSessions.userId, userId));
  /** A member with the full catalogue. */
  const subscriber = async () => {
    const member = await ctx.signedInUser('user');
    await ctx.subscribe(member.userId);
    return member;
  };

  beforeAll(async () => {
    ({ ctx, samples, hidden } = await startWorkoutsTestContext());
    all = [...samples, ...hidden];
  });
  afterAll(() => ctx.close());

  it("previews a Strong file: its workouts and sets, and each name's catalogue exercise by name, alias or without its (Equipment)", async () => {
    const member = await subscriber();
    const csv = fixture('strong.csv');
    const response = await preview(member.client, { csv, weightUnit: 'kg' });
    expect(response.status, await response.clone().text()).toBe(200);
    const body = (await response.json()) as ImportPreview;
    const read = readTrainingCsv(csv, { weightUnit: 'kg' });
    if (!read.ok) throw new Error(read.message);
    expect(body).toMatchObject({ format: 'strong', sessions: read.sessions.length, alreadyLogged: 0 });
    // The plank's and the treadmill's timed sets carry neither weight nor reps: the log cannot keep them.
    expect(body.untrackedSets).toBe(3);
    expect(body.sets + body.untrackedSets).toBe(read.sessions.flatMap((s) => s.exercises.flatMap((e) => e.sets)).length);
    expect(body.firstStartedAt).toBe('2024-03-05T18:02:11.000Z');
    const matched = new Map(body.exercises.map((row) => [row.name, row.match?.exerciseName ?? null]));
    expect(matched.get('Bench Press (Barbell)')).toBe('Barbell Bench Press');
    expect(matched.get('Bent Over Row (Barbell)')).toBe('Barbell Bent-Over Row');
    expect(matched.get('Squat (Barbell)')).toBe('Barbell Back Squat');
    expect(matched.get('Pull Up')).toBe('Pull-Up');
    // 'Incline Bench Press' alone is the barbell one: a dumbbell file row is not matched to it.
    expect(matched.get('Incline Bench Press (Dumbbell)')).not.toBe('Barbell Incline Bench Press');
    // An alias of the curated catalogue names it (docs/product.md#curated-catalogue).
    expect(matched.get('Triceps Dip')).toBe('Upright Triceps Dip');
    // Names whose every set is timed are not offered for mapping.
    expect(matched.has('Plank')).toBe(false);
    expect(await sessionsOf(member.userId)).toEqual([]);
  });

  it('imports in one go with the chosen exercises, and importing the same file again adds nothing', async () => {
    const member = await subscriber();
    const csv = fixture('strong.csv');
    const dip = byName('Parallel Bar Dip');
    const first = await importFile(member.client, {
      csv,
      weightUnit: 'kg',
      mapping: [
        { name: 'Triceps Dip', exerciseId: dip.id },
        { name: 'Incline Bench Press (Dumbbell)', exerciseId: null },
      ],
    });
    expect(first.status, await first.clone().text()).toBe(200);
    const result = (await first.json()) as ImportResult;
    expect(result).toEqual({ sessions: 3, sets: 25, skipped: 0 });

    const list = (await (await member.client.request('/api/sessions')).json()) as SessionList;
    expect(list.items.map((item) => [item.name, item.startedAt, item.durationSeconds])).toEqual([
      ['Leg Day', '2024-03-09T10:15:42.000Z', 72 * 60],
      ['Pull Day', '2024-03-07T07:30:00.000Z', 52 * 60],
      ['Push Day', '2024-03-05T18:02:11.000Z', 65 * 60],
    ]);
    const push = (await (await member.client.request(`/api/sessions/${list.items[2]!.id}`)).json()) as TrainingSession;
    expect(push.notes).toBe('Felt strong, slept 8h');
    expect(push.exercises.map((entry) => [entry.exerciseName, entry.exerciseId, entry.sets.length])).toEqual([
      ['Barbell Bench Press', byName('Barbell Bench Press').id, 6],
      ['Incline Bench Press (Dumbbell)', null, 3],
      ['Parallel Bar Dip', dip.id, 3],
    ]);
    expect(push.exercises[0]!.sets.map((set) => [set.setType, set.weight, set.reps, set.rpe, set.completed])).toEqual([
      ['warmup', 40, 10, null, true],
      ['warmup', 60, 5, null, true],
      ['normal', 80, 8, 8, true],
      ['normal', 80, 7, 8.5, true],
      ['normal', 82.5, 5, 9.5, true],
      ['drop', 60, 10, null, true],
    ]);
    const history = (await (
      await member.client.request(`/api/exercises/${byName('Barbell Bench Press').id}/history`)
    ).json()) as ExerciseHistory;
    expect(history.records.heaviestWeightKg).toBe(82.5);

    const again = (await (await importFile(member.client, { csv, weightUnit: 'kg' })).json()) as ImportResult;
    expect(again).toEqual({ sessions: 0, sets: 0, skipped: 3 });
    const previewAgain = (await (await preview(member.client, { csv, weightUnit: 'kg' })).json()) as ImportPreview;
    expect(previewAgain.alreadyLogged).toBe(3);
    expect(await sessionsOf(member.userId)).toHaveLength(3);
  });

  it('reads Hevy in pounds as pounds, keeps supersets, and a member without a subscription links only the samples', async () => {
    const member = await ctx.signedInUser('user');
    const csv = fixture('hevy-imperial.csv');
    const body = (await (await preview(member.client, { csv, weightUnit: 'kg' })).json()) as ImportPreview;
    expect(body.format).toBe('hevy');
    const sampleIds = new Set(samples.map((exercise) => exercise.id));
    for (const row of body.exercises) if (row.match) expect(sampleIds.has(row.match.id)).toBe(true);
    const response = await importFile(member.client, { csv, weightUnit: 'kg' });
    expect(response.status, await response.clone().text()).toBe(200);
    const list = (await (await member.client.request('/api/sessions')).json()) as SessionList;
    const session = (await (await member.client.request(`/api/sessions/${list.items[0]!.id}`)).json()) as TrainingSession;
    expect(session.exercises.flatMap((entry) => entry.sets).every((set) => set.weight === null || set.weightUnit === 'lb')).toBe(true);
  });

  it('refuses a bad file with the line and a mapping to an exercise the member cannot see, and writes nothing', async () => {
    const member = await ctx.signedInUser('user');
    const bad = fixture('strong.csv').replace('Pull Day",52m,"Pull Up",2,,7', 'Pull Day",52m,"Pull Up",2,,seven');
    for (const call of [preview, importFile]) {
      const response = await call(member.client, { csv: bad, weightUnit: 'kg' });
      expect(response.status).toBe(422);
      const error = ((await response.json()) as { error: { message: string } }).error;
      expect(error.message).toMatch(/^Line 16: "Reps" must be a whole number/);
    }
    const hiddenMapping = await importFile(member.client, {
      csv: fixture('strong.csv'),
      weightUnit: 'kg',
      mapping: [{ name: 'Triceps Dip', exerciseId: hidden[0]!.id }],
    });
    expect(hiddenMapping.status).toBe(422);
    for (const body of [
      { csv: '', weightUnit: 'kg' },
      { csv: 'a,b\n1,2', weightUnit: 'kg' },
      { csv: fixture('strong.csv'), weightUnit: 'stone' },
      { csv: fixture('strong.csv'), weightUnit: 'kg', mapping: [{ name: '__proto__', exerciseId: 'constructor' }] },
      { csv: null, weightUnit: 'kg' },
    ]) {
      const response = await importFile(member.client, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
    expect(await sessionsOf(member.userId)).toEqual([]);
    const signedOut = await ctx
      .client()
      .request('/api/sessions/import', { method: 'POST', json: { csv: fixture('strong.csv'), weightUnit: 'kg' } });
    expect(signedOut.status).toBe(401);
  });

  it('takes a file larger than the API body limit up to 2 MB, and says a larger one is too large', async () => {
    const member = await subscriber();
    const header = 'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE';
    const rows: string[] = [];
    // 9,000 rows of ~130 bytes: about 1.2 MB, over the 1 MB limit of other bodies.
    for (let day = 0; day < 900; day += 1) {
      const date = new Date(Date.UTC(2020, 0, 1) + day * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
      for (let set = 1; set <= 10; set += 1)
        rows.push(
          `${date},"Long Day",1h,"Bench Press (Barbell)",${set},60,5,0,0,"a note that takes room in the file","the day's own note",`,
        );
    }
    const csv = [header, ...rows].join('\n');
    expect(csv.length).toBeGreaterThan(1_000_000);
    const response = await importFile(member.client, { csv, weightUnit: 'kg' });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await response.json()) as ImportResult).toMatchObject({ sessions: 900, sets: 9_000 });
    const tooLarge = await preview(member.client, { csv: csv.repeat(2), weightUnit: 'kg' });
    expect(tooLarge.status).toBe(422);
    expect(((await tooLarge.json()) as { error: { message: string } }).error.message).toContain('larger than 2 MB');
  });

  it('reads our own export back into a fresh account, set for set', async () => {
    const member = await subscriber();
    expect((await importFile(member.client, { csv: fixture('strong.csv'), weightUnit: 'kg' })).status).toBe(200);
    const exported = await (await member.client.request('/api/sessions/export.csv')).text();
    const fresh = await subscriber();
    const response = await importFile(fresh.client, { csv: exported, weightUnit: 'kg' });
    expect(response.status, await response.clone().text()).toBe(200);
    const shape = async (client: TestClient) => {
      const list = (await (await client.request('/api/sessions')).json()) as SessionList;
      return Promise.all(
        list.items.map(async (item) => {
          const session = (await (await client.request(`/api/sessions/${item.id}`)).json()) as TrainingSession;
          return {
            name: session.name,
            startedAt: session.startedAt,
            finishedAt: session.finishedAt,
            exercises: session.exercises.map((entry) => ({
              exerciseId: entry.exerciseId,
              name: entry.exerciseName,
              sets: entry.sets.map((set) => [set.setType, set.weight, set.weightUnit, set.reps, set.rpe]),
            })),
          };
        }),
      );
    };
    expect(await shape(fresh.client)).toEqual(await shape(member.client));
  });
});
