import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ExerciseHistory,
  FinishedSession,
  OpenSession,
  SessionCalendar,
  SessionList,
  SessionSet,
  SessionSetInput,
  TrainingSession,
} from '@/shared/schemas/sessions';
import { epleyE1rm, personalRecords, setVolumeKg } from '@/shared/training/records';
import { toKilograms } from '@/shared/training/units';
import { TRAINING_MESSAGES } from '@/shared/training/messages';
import { trainingSessions, trainingSets } from '../../db/schema';
import { readTrainingCsv } from './csv/training-csv';
import { type CatalogueExercise, createWorkout, startWorkoutsTestContext, workoutBody } from '../../test/builders/workouts-test-helpers';
import type { TestClient, TestContext } from '../../test/test-app';

/**
 * The training log over the API (docs/product.md#training-log): a session starts from a workout with its planned sets,
 * sets are written whole and once per Idempotency-Key, finishing sums the session up with the records it set, and last
 * time's numbers come back the next time; another member's session is not found; bad input is refused and changes nothing.
 */
describe('/api/sessions', () => {
  let ctx: TestContext;
  let samples: CatalogueExercise[];
  let hidden: CatalogueExercise[];
  let member: { client: TestClient; userId: string };
  let other: { client: TestClient; userId: string };

  const start = (client: TestClient, body: unknown, key?: string) =>
    client.request('/api/sessions', { method: 'POST', json: body, headers: key ? { 'Idempotency-Key': key } : {} });
  const startOk = async (client: TestClient, body: unknown): Promise<TrainingSession> => {
    const response = await start(client, body);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as TrainingSession;
  };
  const putSet = (client: TestClient, sessionId: string, setId: string, body: unknown, key?: string) =>
    client.request(`/api/sessions/${sessionId}/sets/${setId}`, {
      method: 'PUT',
      json: body,
      headers: key ? { 'Idempotency-Key': key } : {},
    });
  /** A Quick Start session with one exercise added, and that exercise's entry. */
  const quickSessionWith = async (client: TestClient, exerciseId: string) => {
    const session = await startOk(client, { workoutId: null });
    const added = await client.request(`/api/sessions/${session.id}/exercises`, { method: 'POST', json: { exerciseId } });
    expect(added.status, await added.clone().text()).toBe(201);
    return { session, entry: ((await added.json()) as TrainingSession).exercises[0]! };
  };
  const finish = (client: TestClient, sessionId: string) => client.request(`/api/sessions/${sessionId}/finish`, { method: 'POST' });
  const completeAll = async (client: TestClient, session: TrainingSession, weight: number, reps: number) => {
    for (const entry of session.exercises)
      for (const set of entry.sets) {
        const response = await putSet(client, session.id, set.id, {
          sessionExerciseId: entry.id,
          setIndex: set.setIndex,
          setType: 'normal',
          weight,
          weightUnit: 'kg',
          reps,
          rpe: null,
          completed: true,
        });
        expect(response.status, await response.clone().text()).toBe(200);
      }
  };

  beforeAll(async () => {
    ({ ctx, samples, hidden } = await startWorkoutsTestContext());
    member = await ctx.signedInUser('user');
    other = await ctx.signedInUser('user');
  });
  afterAll(() => ctx.close());

  it('starts from a workout: its visible entries in order, planned sets prefilled, and only one open session', async () => {
    const workout = await createWorkout(
      member.client,
      workoutBody('Push day', [
        { exerciseId: samples[0]!.id, sets: 3, reps: '8-12', weight: 60, weightUnit: 'kg', bodyweight: false },
        { exerciseId: samples[1]!.id, sets: 2, reps: '15', weight: null, weightUnit: 'kg', bodyweight: true },
      ]),
    );
    const session = await startOk(member.client, { workoutId: workout.id });
    expect(session).toMatchObject({ name: 'Push day', workoutId: workout.id, finishedAt: null });
    expect(session.exercises.map((entry) => entry.exerciseName)).toEqual([samples[0]!.exerciseName, samples[1]!.exerciseName]);
    expect(session.exercises[0]!.sets.map((set) => [set.weight, set.weightUnit, set.reps, set.completed])).toEqual([
      [60, 'kg', 8, false],
      [60, 'kg', 8, false],
      [60, 'kg', 8, false],
    ]);
    expect(session.exercises[1]!.sets.map((set) => [set.weight, set.reps])).toEqual([
      [null, 15],
      [null, 15],
    ]);
    expect(session.exercises[0]!.previous).toEqual([]);

    const open = (await (await member.client.request('/api/sessions/open')).json()) as OpenSession;
    expect(open.session).toMatchObject({ id: session.id, name: 'Push day' });
    const again = await start(member.client, { workoutId: null });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('SESSION_IN_PROGRESS');

    const discarded = await member.client.request(`/api/sessions/${session.id}`, { method: 'DELETE' });
    expect(discarded.status).toBe(204);
    expect(((await (await member.client.request('/api/sessions/open')).json()) as OpenSession).session).toBeNull();
  });

  it('logs sets, finishes with a summary and records, and shows them as last time the next session', async () => {
    const workout = await createWorkout(
      member.client,
      workoutBody('Legs', [{ exerciseId: samples[2]!.id, sets: 2, reps: '5', weight: 100, weightUnit: 'kg', bodyweight: false }]),
    );
    const first = await startOk(member.client, { workoutId: workout.id });
    await completeAll(member.client, first, 100, 5);
    const firstDone = (await (await finish(member.client, first.id)).json()) as FinishedSession;
    expect(firstDone.summary).toMatchObject({ completedSets: 2, volumeKg: 1000, records: [] });
    expect(firstDone.session.finishedAt).not.toBeNull();

    const second = await startOk(member.client, { workoutId: workout.id });
    expect(second.exercises[0]!.previous).toEqual([
      { setType: 'normal', weight: 100, weightUnit: 'kg', reps: 5 },
      { setType: 'normal', weight: 100, weightUnit: 'kg', reps: 5 },
    ]);
    expect(second.exercises[0]!.records).toMatchObject({ heaviestWeightKg: 100, mostReps: 5 });
    // One heavier set, in pounds: 225 lb = 102.06 kg; the second set is left undone and dropped at the finish.
    const [heavy, undone] = second.exercises[0]!.sets;
    const put = await putSet(member.client, second.id, heavy!.id, {
      sessionExerciseId: second.exercises[0]!.id,
      setIndex: 0,
      weight: 225,
      weightUnit: 'lb',
      reps: 5,
      completed: true,
    });
    expect(put.status).toBe(200);
    expect(((await put.json()) as SessionSet).weight).toBe(225);
    const done = (await (await finish(member.client, second.id)).json()) as FinishedSession;
    expect(done.summary.completedSets).toBe(1);
    expect(done.summary.records.map((record) => record.kind)).toEqual(['heaviestWeight', 'bestE1rm', 'bestSetVolume']);
    expect(done.summary.records[0]!.value).toBeCloseTo(102.058, 3);
    expect(done.session.exercises[0]!.sets.map((set) => set.id)).toEqual([heavy!.id]);
    expect(await ctx.db.select().from(trainingSets).where(eq(trainingSets.id, undone!.id))).toEqual([]);
    expect((await finish(member.client, second.id)).status).toBe(409);
    // A finished session's set may be corrected, not un-completed, and no set may join it.
    const correction = { sessionExerciseId: second.exercises[0]!.id, setIndex: 0, weight: 225, weightUnit: 'lb', reps: 6, completed: true };
    expect((await putSet(member.client, second.id, heavy!.id, correction)).status).toBe(200);
    expect((await putSet(member.client, second.id, heavy!.id, { ...correction, reps: 5 })).status).toBe(200);
    expect((await putSet(member.client, second.id, heavy!.id, { ...correction, completed: false })).status).toBe(422);
    expect((await putSet(member.client, second.id, randomUUID(), correction)).status).toBe(409);
  });

  it("exports the finished sessions in Strong's layout, which reads back as logged", async () => {
    const response = await member.client.request('/api/sessions/export.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/csv');
    expect(response.headers.get('X-Weight-Unit')).toBe('kg');
    const text = await response.text();
    expect(text.split('\n')[0]).toBe(
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
    );
    const read = readTrainingCsv(text, { weightUnit: 'kg' });
    if (!read.ok) throw new Error(read.message);
    // Newest first: the 225 lb set (102.06 kg in a kilogram file), then the first session's two sets of 100 × 5. (The
    // two sessions began within a second, so a reader may take them for one: Strong's file names a session by its
    // start, to the second, and its name.)
    expect(
      read.sessions.flatMap((session) => session.exercises.flatMap((entry) => entry.sets.map((set) => [set.weight, set.reps]))),
    ).toEqual([
      [102.06, 5],
      [100, 5],
      [100, 5],
    ]);
    expect(read.sessions.every((session) => session.name === 'Legs')).toBe(true);
    // Another member's file is their own: empty but for the header.
    expect((await (await other.client.request('/api/sessions/export.csv')).text()).trim().split('\n')).toHaveLength(1);
  });

  it("lists finished sessions newest first a page at a time, their training days, and one exercise's history", async () => {
    const first = (await (await member.client.request('/api/sessions?limit=1')).json()) as SessionList;
    expect(first.items).toHaveLength(1);
    expect(first.items[0]).toMatchObject({ name: 'Legs', completedSets: 1, exercises: [samples[2]!.exerciseName] });
    expect(first.items[0]!.volumeKg).toBeCloseTo(510.29, 2); // 225 lb × 5
    expect(first.nextBefore).not.toBeNull();
    const second = (await (
      await member.client.request(`/api/sessions?limit=1&before=${encodeURIComponent(first.nextBefore!)}`)
    ).json()) as SessionList;
    expect(second.items.map((item) => [item.completedSets, item.volumeKg])).toEqual([[2, 1000]]);
    expect(second.nextBefore).toBeNull();
    expect((await member.client.request('/api/sessions?limit=51')).status).toBe(422);

    const since = new Date(Date.now() - 86_400_000).toISOString();
    const calendar = (await (
      await member.client.request(`/api/sessions/calendar?since=${encodeURIComponent(since)}`)
    ).json()) as SessionCalendar;
    expect(calendar.startedAt).toHaveLength(2);

    const history = (await (await member.client.request(`/api/exercises/${samples[2]!.id}/history`)).json()) as ExerciseHistory;
    // Points oldest first; the newest sessions newest first, with their sets.
    expect(history.points.map((point) => point.startedAt)).toEqual(history.recent.map((session) => session.startedAt).reverse());
    expect(history.recent.map((session) => session.sets.length)).toEqual([1, 2]);
    expect(history.points[0]!.bestE1rmKg).toBeCloseTo(116.67, 2);
    expect(history.bestSet).toEqual({ setType: 'normal', weight: 225, weightUnit: 'lb', reps: 5 });
    expect(history.records.heaviestWeightKg).toBeCloseTo(102.058, 3);
    // Another member has no history of it, and an exercise they cannot see is not found.
    expect(((await (await other.client.request(`/api/exercises/${samples[2]!.id}/history`)).json()) as ExerciseHistory).points).toEqual([]);
    expect((await other.client.request(`/api/exercises/${hidden[0]!.id}/history`)).status).toBe(404);
    expect(((await (await other.client.request('/api/sessions')).json()) as SessionList).items).toEqual([]);
  });

  it('adds up a session in History as the log does: warm-ups, sets without reps or load, pounds, and sets not completed', async () => {
    const lifter = await ctx.signedInUser('user');
    const { session, entry } = await quickSessionWith(lifter.client, samples[0]!.id);
    const logged: SessionSetInput[] = [
      { setType: 'normal', weight: 60, weightUnit: 'kg', reps: 5, completed: true },
      { setType: 'warmup', weight: 40, weightUnit: 'kg', reps: 10, completed: true },
      { setType: 'normal', weight: 135.5, weightUnit: 'lb', reps: 3, completed: true },
      { setType: 'failure', weight: null, weightUnit: 'kg', reps: 10, completed: true },
      { setType: 'normal', weight: 80, weightUnit: 'kg', reps: 0, completed: true },
      { setType: 'drop', weight: 50.25, weightUnit: 'kg', reps: 7, completed: true },
      { setType: 'normal', weight: 100, weightUnit: 'kg', reps: 5, completed: false },
      { setType: 'normal', weight: 60, weightUnit: 'kg', reps: 5, completed: true },
    ].map((set, setIndex) => ({ ...set, sessionExerciseId: entry.id, setIndex, rpe: null }) as SessionSetInput);
    for (const set of logged) {
      const response = await putSet(lifter.client, session.id, randomUUID(), set);
      expect(response.status, await response.clone().text()).toBe(201);
    }
    expect((await finish(lifter.client, session.id)).status).toBe(200);

    const [listed] = ((await (await lifter.client.request('/api/sessions')).json()) as SessionList).items;
    const done = logged.filter((set) => set.completed);
    expect(listed).toMatchObject({ completedSets: done.length, exercises: [samples[0]!.exerciseName] });
    expect(listed!.volumeKg).toBe(Math.round(done.reduce((sum, set) => sum + setVolumeKg(set), 0) * 100) / 100);

    // The exercise's history, added up by PostgreSQL, agrees with the TypeScript rules over the same sets.
    const history = (await (await lifter.client.request(`/api/exercises/${samples[0]!.id}/history`)).json()) as ExerciseHistory;
    const e1rms = done
      .map((set) =>
        set.setType === 'warmup' || set.weight === null || set.reps === null
          ? null
          : epleyE1rm(toKilograms(set.weight, set.weightUnit), set.reps),
      )
      .filter((e1rm): e1rm is number => e1rm !== null);
    expect(history.points).toEqual([
      {
        sessionId: session.id,
        startedAt: listed!.startedAt,
        volumeKg: listed!.volumeKg,
        bestE1rmKg: Math.round(Math.max(...e1rms) * 100) / 100,
      },
    ]);
    expect(history.records).toEqual(personalRecords(done));
    expect(history.bestSet).toEqual({ setType: 'normal', weight: 60, weightUnit: 'kg', reps: 5 });
    expect(history.recent).toEqual([
      {
        sessionId: session.id,
        sessionName: listed!.name,
        startedAt: listed!.startedAt,
        sets: done.map((set) => ({ setType: set.setType, weight: set.weight, weightUnit: set.weightUnit, reps: set.reps, rpe: null })),
      },
    ]);
  });

  it('applies a write once per Idempotency-Key, and refuses the key for another request', async () => {
    const session = await startOk(member.client, { workoutId: null });
    const added = await member.client.request(`/api/sessions/${session.id}/exercises`, {
      method: 'POST',
      json: { exerciseId: samples[0]!.id },
    });
    expect(added.status).toBe(201);
    const entry = ((await added.json()) as TrainingSession).exercises[0]!;
    const setId = randomUUID();
    const body = { sessionExerciseId: entry.id, setIndex: 1, weight: 20, weightUnit: 'kg', reps: 10, completed: true };
    const key = randomUUID();
    const firstTry = await putSet(member.client, session.id, setId, body, key);
    expect(firstTry.status).toBe(201);
    const replay = await putSet(member.client, session.id, setId, body, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.json()).toEqual(await firstTry.json());
    expect(await ctx.db.select().from(trainingSets).where(eq(trainingSets.sessionExerciseId, entry.id))).toHaveLength(2);
    const misuse = await putSet(member.client, session.id, setId, { ...body, reps: 11 }, key);
    expect(misuse.status).toBe(422);
    expect(((await misuse.json()) as { error: { code: string } }).error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // The same set again under a new key replaces it: still two sets.
    expect((await putSet(member.client, session.id, setId, { ...body, reps: 12 }, randomUUID())).status).toBe(200);
    expect(await ctx.db.select().from(trainingSets).where(eq(trainingSets.sessionExerciseId, entry.id))).toHaveLength(2);
    await member.client.request(`/api/sessions/${session.id}`, { method: 'DELETE' });
  });

  it('refuses bad sets with the field and its message, and writes nothing', async () => {
    const { session, entry } = await quickSessionWith(member.client, samples[0]!.id);
    const base = { sessionExerciseId: entry.id, setIndex: 1, weight: 20, weightUnit: 'kg', reps: 10, completed: false };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ weight: 1000.5 }, 'weight', TRAINING_MESSAGES.weightRange],
      [{ weight: 2205, weightUnit: 'lb' }, 'weight', TRAINING_MESSAGES.weightRange],
      [{ weight: -1 }, 'weight', TRAINING_MESSAGES.weightRange],
      [{ weight: 20.005 }, 'weight', TRAINING_MESSAGES.weightRange],
      [{ reps: 1001 }, 'reps', TRAINING_MESSAGES.repsRange],
      [{ reps: 2.5 }, 'reps', TRAINING_MESSAGES.repsRange],
      [{ rpe: 5.5 }, 'rpe', TRAINING_MESSAGES.rpeRange],
      [{ rpe: 8.25 }, 'rpe', TRAINING_MESSAGES.rpeRange],
    ];
    for (const [change, path, message] of cases) {
      const response = await putSet(member.client, session.id, randomUUID(), { ...base, ...change });
      expect(response.status, JSON.stringify(change)).toBe(422);
      const { error } = (await response.json()) as { error: { issues: Array<{ path: string; message: string }> } };
      expect(error.issues, JSON.stringify(change)).toContainEqual({ path, message });
    }
    expect(await ctx.db.select().from(trainingSets).where(eq(trainingSets.sessionExerciseId, entry.id))).toHaveLength(1);
    expect((await putSet(member.client, session.id, randomUUID(), { ...base, weight: 1000, rpe: 9.5 })).status).toBe(201);
    expect((await putSet(member.client, session.id, randomUUID(), { ...base, weight: 2204.62, weightUnit: 'lb' })).status).toBe(201);
    // Nothing completed yet: finishing is refused.
    expect((await finish(member.client, session.id)).status).toBe(422);
    await member.client.request(`/api/sessions/${session.id}`, { method: 'DELETE' });
  });

  it("hides another member's session and refuses exercises the member cannot see", async () => {
    const { session, entry } = await quickSessionWith(member.client, samples[0]!.id);
    expect((await other.client.request(`/api/sessions/${session.id}`)).status).toBe(404);
    expect((await other.client.request(`/api/sessions/${session.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await finish(other.client, session.id)).status).toBe(404);
    const set = entry.sets[0]!;
    const steal = await putSet(other.client, session.id, set.id, {
      sessionExerciseId: entry.id,
      setIndex: 0,
      weight: 1,
      weightUnit: 'kg',
      reps: 1,
      completed: true,
    });
    expect(steal.status).toBe(404);
    const foreignWorkout = await createWorkout(member.client, workoutBody('Mine', [samples[0]!.id]));
    expect((await start(other.client, { workoutId: foreignWorkout.id })).status).toBe(404);
    // A member without a subscription cannot add a non-sample exercise.
    const hiddenAdd = await member.client.request(`/api/sessions/${session.id}/exercises`, {
      method: 'POST',
      json: { exerciseId: hidden[0]!.id },
    });
    expect(hiddenAdd.status).toBe(404);
    expect(await ctx.db.select().from(trainingSessions).where(eq(trainingSessions.userId, other.userId))).toEqual([]);
    await member.client.request(`/api/sessions/${session.id}`, { method: 'DELETE' });
  });

  it('moves an exercise, groups two into a superset, and swaps one while none of its sets is completed', async () => {
    const workout = await createWorkout(
      member.client,
      workoutBody('Order day', [
        { exerciseId: samples[0]!.id, sets: 2 },
        { exerciseId: samples[1]!.id, sets: 1 },
        { exerciseId: samples[2]!.id, sets: 1 },
      ]),
    );
    const session = await startOk(member.client, { workoutId: workout.id });
    const [a, b, c] = session.exercises;
    const patch = (entryId: string, body: unknown) =>
      member.client.request(`/api/sessions/${session.id}/exercises/${entryId}`, { method: 'PATCH', json: body });
    const moved = (await (await patch(c!.id, { orderIndex: 0 })).json()) as TrainingSession;
    expect(moved.exercises.map((entry) => entry.id)).toEqual([c!.id, a!.id, b!.id]);
    expect(moved.exercises.map((entry) => entry.orderIndex)).toEqual([0, 1, 2]);
    await patch(a!.id, { supersetGroup: 1 });
    const grouped = (await (await patch(b!.id, { supersetGroup: 1 })).json()) as TrainingSession;
    expect(grouped.exercises.map((entry) => entry.supersetGroup)).toEqual([null, 1, 1]);

    // A swap keeps the sets planned for the exercise it replaces.
    const swapped = await patch(a!.id, { exerciseId: samples[3]!.id });
    expect(swapped.status, await swapped.clone().text()).toBe(200);
    const after = ((await swapped.json()) as TrainingSession).exercises.find((entry) => entry.id === a!.id)!;
    expect([after.exerciseId, after.exerciseName, after.sets.length]).toEqual([samples[3]!.id, samples[3]!.exerciseName, 2]);
    expect((await patch(a!.id, { exerciseId: hidden[0]!.id })).status).toBe(404);
    const set = after.sets[0]!;
    await putSet(member.client, session.id, set.id, {
      sessionExerciseId: a!.id,
      setIndex: 0,
      setType: 'normal',
      weight: 20,
      weightUnit: 'kg',
      reps: 10,
      rpe: null,
      completed: true,
    });
    const refused = await patch(a!.id, { exerciseId: samples[0]!.id });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(TRAINING_MESSAGES.swapCompleted);
    for (const body of [{ orderIndex: -1 }, { orderIndex: 50 }, { supersetGroup: 0 }, { exerciseId: 'constructor' }]) {
      expect((await patch(b!.id, body)).status, JSON.stringify(body)).toBe(422);
    }
    // Another member's session is not theirs to change.
    expect(
      (await other.client.request(`/api/sessions/${session.id}/exercises/${b!.id}`, { method: 'PATCH', json: { orderIndex: 0 } })).status,
    ).toBe(404);
    await member.client.request(`/api/sessions/${session.id}`, { method: 'DELETE' });
  });

  it('keeps the unit a member chose', async () => {
    expect(await (await member.client.request('/api/training-preferences')).json()).toEqual({
      weightUnit: 'kg',
      barWeight: 20,
      plates: [25, 20, 15, 10, 5, 2.5, 1.25],
    });
    const put = await member.client.request('/api/training-preferences', { method: 'PUT', json: { weightUnit: 'lb' } });
    expect(put.status).toBe(200);
    const session = await startOk(member.client, { workoutId: null });
    const added = (await (
      await member.client.request(`/api/sessions/${session.id}/exercises`, { method: 'POST', json: { exerciseId: samples[0]!.id } })
    ).json()) as TrainingSession;
    expect(added.exercises[0]!.sets[0]!.weightUnit).toBe('lb');
    expect((await member.client.request('/api/training-preferences', { method: 'PUT', json: { weightUnit: 'stone' } })).status).toBe(422);
    await member.client.request(`/api/sessions/${session.id}`, { method: 'DELETE' });
    await member.client.request('/api/training-preferences', { method: 'PUT', json: { weightUnit: 'kg' } });
  });

  it("keeps the plate calculator's bar and plates in the member's unit, and the unit's standard ones after a change of unit", async () => {
    const put = (json: unknown) => member.client.request('/api/training-preferences', { method: 'PUT', json });
    const chosen = await put({ weightUnit: 'kg', barWeight: 15, plates: [1.25, 20, 10, 5] });
    expect(chosen.status, await chosen.clone().text()).toBe(200);
    expect(await chosen.json()).toEqual({ weightUnit: 'kg', barWeight: 15, plates: [20, 10, 5, 1.25] });
    // Left out, they stay.
    expect(await (await put({ weightUnit: 'kg' })).json()).toMatchObject({ barWeight: 15, plates: [20, 10, 5, 1.25] });
    // A plate size not sold in the unit, a repeated one, or a bar over 100 is refused and changes nothing.
    for (const body of [
      { weightUnit: 'kg', plates: [45] },
      { weightUnit: 'kg', plates: [20, 20] },
      { weightUnit: 'kg', barWeight: 101 },
      { weightUnit: 'kg', barWeight: -1 },
      { weightUnit: 'kg', plates: ['20'] },
    ]) {
      expect((await put(body)).status, JSON.stringify(body)).toBe(422);
    }
    expect(await (await member.client.request('/api/training-preferences')).json()).toMatchObject({ barWeight: 15 });
    // A 15 kg bar is not a 15 lb bar: changing the unit takes the new unit's standard bar and plates.
    expect(await (await put({ weightUnit: 'lb' })).json()).toEqual({ weightUnit: 'lb', barWeight: 45, plates: [45, 35, 25, 10, 5, 2.5] });
    expect(await (await put({ weightUnit: 'kg', barWeight: null, plates: null })).json()).toMatchObject({ barWeight: 20 });
  });
});
