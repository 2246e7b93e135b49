import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE } from '@/shared/limits';
import { ADMIN_MESSAGES } from '@/shared/schemas/admin';
import type { Exercise } from '@/shared/schemas/exercise';
import { exercises } from '../../db/schema';
import { syncCuratedCatalogue } from '../catalogue-import/curated-catalogue';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app';
import {
  adminList,
  createExercise,
  deleteExercise,
  exerciseBody,
  libraryHas,
  patchSample,
  postExercise,
  putExercise,
} from '../../test/builders/admin-test-helpers';
import { errorBodyOf } from '../../test/error-body';

const CURATED_CATALOGUE_DIR = fileURLToPath(new URL('../../../../catalogue/exercises', import.meta.url));
const MISSING = '00000000-0000-4000-8000-000000000000';

// The admin's exercise list and writes (docs/architecture.md#tests "admin form validation and nulls"; docs/product.md#admin,
// docs/product.md#exercise-form (admin), docs/product.md#api (admin), docs/product.md#limits admin search and page size).
describe('admin exercises API', () => {
  let ctx: TestContext;
  let admin: TestClient;
  let member: TestClient;
  let subscriber: TestClient;

  beforeAll(async () => {
    ctx = await createTestContext();
    await syncCuratedCatalogue(ctx.database, CURATED_CATALOGUE_DIR);
    admin = (await ctx.signedInUser('admin')).client;
    member = (await ctx.signedInUser('user')).client;
    const paying = await ctx.signedInUser('user');
    await ctx.subscribe(paying.userId);
    subscriber = paying.client;
  });
  afterAll(() => ctx.close());

  const exerciseCount = async () => (await ctx.db.select({ n: count() }).from(exercises))[0]!.n;
  const rowNamed = async (name: string) => (await ctx.db.select().from(exercises).where(eq(exercises.exerciseName, name)))[0];

  describe('list', () => {
    it('shows every exercise, samples or not, newest first, 9 a page, with the total of all', async () => {
      const made: Exercise[] = [];
      for (const name of ['List Probe One', 'List Probe Two', 'List Probe Three'])
        made.push(await createExercise(admin, exerciseBody({ exerciseName: name })));
      const total = await exerciseCount();

      const first = await adminList(admin);
      expect(first.total).toBe(total);
      expect(first.pageSize).toBe(ADMIN_PAGE_SIZE);
      expect(first.items).toHaveLength(ADMIN_PAGE_SIZE);
      expect(first.items.slice(0, 3).map((item) => item.exerciseName)).toEqual(['List Probe Three', 'List Probe Two', 'List Probe One']);

      // Walking every page yields each exercise exactly once, in non-increasing creation time, samples included.
      const pages = Math.ceil(total / ADMIN_PAGE_SIZE);
      const seen: Exercise[] = [];
      for (let page = 1; page <= pages; page += 1) seen.push(...(await adminList(admin, { page })).items);
      expect(seen).toHaveLength(total);
      expect(new Set(seen.map((item) => item.id)).size).toBe(total);
      const times = seen.map((item) => Date.parse(item.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(seen.some((item) => item.isSample)).toBe(true);
      expect(seen.some((item) => !item.isSample)).toBe(true);

      const past = await adminList(admin, { page: pages + 1 });
      expect(past).toMatchObject({ items: [], total, page: pages + 1 });
    });

    it('searches name or description case-insensitively, never equipment or muscles, and takes % and _ literally', async () => {
      const rows = await ctx.db.select().from(exercises);
      const expected = (q: string) =>
        rows
          .filter(
            (row) => row.exerciseName.toLowerCase().includes(q.toLowerCase()) || row.description.toLowerCase().includes(q.toLowerCase()),
          )
          .map((row) => row.id)
          .sort();
      const found = async (q: string) => {
        const list = await adminList(admin, { q });
        const ids = [...list.items.map((item) => item.id)];
        for (let page = 2; page <= Math.ceil(list.total / ADMIN_PAGE_SIZE); page += 1)
          ids.push(...(await adminList(admin, { q, page })).items.map((i) => i.id));
        expect(ids).toHaveLength(list.total);
        return ids.sort();
      };

      for (const q of ['PRESS', 'squat', 'hips', 'Kettlebell']) {
        const ids = await found(q);
        expect(ids.length, q).toBeGreaterThan(0);
        expect(ids, q).toEqual(expected(q));
      }
      // 'Cardiovascular' is a muscle and 'Treadmill' equipment; only rows that say so in name or description match.
      expect(await found('Cardiovascular')).toEqual(expected('Cardiovascular'));
      const described = await createExercise(
        admin,
        exerciseBody({ exerciseName: 'Percent Probe', description: 'Work at 80% effort, then 100_percent.' }),
      );
      expect(await found('80%')).toEqual([described.id]);
      expect(await found('100_p')).toEqual([described.id]);
      expect(await found('0_')).toEqual([described.id]);
      // A lone '%' is a character to find, not "anything": only names or descriptions that contain one match.
      const withPercent = (await ctx.db.select().from(exercises))
        .filter((row) => row.exerciseName.includes('%') || row.description.includes('%'))
        .map((row) => row.id)
        .sort();
      expect(withPercent).toContain(described.id);
      expect(withPercent.length).toBeLessThan(await exerciseCount());
      expect(await found('%')).toEqual(withPercent);
    });

    it('filters by one difficulty level and combines it with the search', async () => {
      for (const level of ['beginner', 'intermediate', 'advanced'] as const) {
        const [{ n }] = (await ctx.db.select({ n: count() }).from(exercises).where(eq(exercises.difficultyLevel, level))) as [
          { n: number },
        ];
        const list = await adminList(admin, { difficulty: level });
        expect(list.total).toBe(n);
        expect(list.items.every((item) => item.difficultyLevel === level)).toBe(true);
      }
      const advancedPresses = await adminList(admin, { q: 'press', difficulty: 'advanced' });
      expect(
        advancedPresses.items.every((i) => i.difficultyLevel === 'advanced' && /press/i.test(`${i.exerciseName} ${i.description}`)),
      ).toBe(true);
      expect((await admin.request('/api/admin/exercises?difficulty=expert')).status).toBe(422);
    });
  });

  describe('create', () => {
    it('stores the content, answers 201 { exercise }, and a subscriber finds it in the library at once', async () => {
      expect(await libraryHas(subscriber, 'Sled Drag')).toBe(false); // warms the library cache for this search
      const response = await postExercise(admin, exerciseBody({ exerciseName: '  Sled Drag  ', difficultyLevel: 'advanced' }));
      expect(response.status).toBe(201);
      const { exercise } = (await response.json()) as { exercise: Exercise };
      expect(exercise).toMatchObject({
        exerciseName: 'Sled Drag',
        equipmentType: 'Barbells',
        // Written in the muscle vocabulary ('Shoulders' is all three delts), its first muscle read as the primary one
        // (docs/product.md#muscle-vocabulary).
        targetMuscleGroups: 'Front Delts, Side Delts, Rear Delts, Chest, Triceps',
        primaryMuscles: ['Front Delts'],
        secondaryMuscles: ['Side Delts', 'Rear Delts', 'Chest', 'Triceps'],
        difficultyLevel: 'advanced',
        pros: 'Shoulder-friendly pressing angle',
        tags: ['press', 'unilateral'],
        videoUrl: 'https://www.youtube.com/watch?v=abc123',
        isSample: false,
      });
      expect(await rowNamed('Sled Drag')).toMatchObject({ id: exercise.id, isSample: false, sourceId: null });
      expect(await libraryHas(subscriber, 'Sled Drag')).toBe(true);
      expect(await libraryHas(member, 'Sled Drag')).toBe(false); // not a sample: non-subscribers never see it
    });

    it('records the primary and secondary muscles sent, the text made from them; refuses overlaps and unknown muscles', async () => {
      const response = await postExercise(
        admin,
        exerciseBody({ exerciseName: 'Muscle Lists Probe', primaryMuscles: ['Front Delts'], secondaryMuscles: ['Triceps', 'Upper Back'] }),
      );
      expect(response.status).toBe(201);
      const { exercise } = (await response.json()) as { exercise: Exercise };
      expect(exercise).toMatchObject({
        primaryMuscles: ['Front Delts'],
        secondaryMuscles: ['Triceps', 'Upper Back'],
        targetMuscleGroups: 'Front Delts, Triceps, Upper Back',
      });
      const both = await postExercise(
        admin,
        exerciseBody({ exerciseName: 'Overlap Probe', primaryMuscles: ['Chest'], secondaryMuscles: ['Chest'] }),
      );
      expect(both.status).toBe(422);
      expect(JSON.stringify(await both.json())).toContain('Primary and secondary at once: Chest. Keep each muscle in one list.');
      const unknown = await postExercise(admin, exerciseBody({ exerciseName: 'Neck Probe', targetMuscleGroups: 'Neck, Traps' }));
      expect(unknown.status).toBe(422);
      expect(JSON.stringify(await unknown.json())).toContain("'Neck' is not one of the muscle groups");
      const outside = await postExercise(admin, exerciseBody({ exerciseName: 'Outside Probe', primaryMuscles: ['constructor'] }));
      expect(outside.status).toBe(422);
    });

    it('stores empty pros, cons, tags and video as null and defaults the difficulty to beginner (docs/product.md#validation)', async () => {
      const { difficultyLevel: _, ...withoutDifficulty } = exerciseBody({
        exerciseName: 'Null Probe',
        pros: '   ',
        cons: '',
        tags: ['', '  '],
        videoUrl: '',
      });
      const exercise = await createExercise(admin, withoutDifficulty);
      expect(exercise).toMatchObject({ difficultyLevel: 'beginner', pros: null, cons: null, tags: null, videoUrl: null });
      expect(await rowNamed('Null Probe')).toMatchObject({
        difficultyLevel: 'beginner',
        pros: null,
        cons: null,
        tags: null,
        videoUrl: null,
      });

      const omitted = await createExercise(admin, {
        exerciseName: 'Omitted Probe',
        equipmentType: 'Kettlebells',
        targetMuscleGroups: 'Glutes',
        description: 'Only the required fields.',
      });
      expect(omitted).toMatchObject({ difficultyLevel: 'beginner', pros: null, cons: null, tags: null, videoUrl: null, isSample: false });
    });

    it('refuses missing required fields, a bad video URL and an unknown level with 422 and writes nothing', async () => {
      const before = await exerciseCount();
      const empty = await postExercise(admin, { exerciseName: ' ', equipmentType: '', targetMuscleGroups: '', description: '' });
      expect(empty.status).toBe(422);
      const body = (await empty.json()) as { error: { code: string; issues: Array<{ path: string; message: string }> } };
      expect(body.error.code).toBe('INVALID_INPUT');
      expect(body.error.issues).toEqual(
        expect.arrayContaining([
          { path: 'exerciseName', message: 'Exercise name is required' },
          { path: 'equipmentType', message: 'Equipment type is required' },
          { path: 'targetMuscleGroups', message: 'Target muscle groups are required' },
          { path: 'description', message: 'Description is required' },
        ]),
      );
      for (const videoUrl of ['not a url', 'javascript:alert(1)', 'ftp://example.com/v.mp4']) {
        const bad = await postExercise(admin, exerciseBody({ exerciseName: 'Video Probe', videoUrl }));
        expect(bad.status, videoUrl).toBe(422);
        expect(((await bad.json()) as { error: { message: string } }).error.message).toBe('Video URL must be a valid URL');
      }
      expect((await postExercise(admin, exerciseBody({ exerciseName: 'Level Probe', difficultyLevel: 'expert' }))).status).toBe(422);
      expect(await exerciseCount()).toBe(before);
    });

    it('refuses a name that exists in any case with 409, also when two creates race', async () => {
      await createExercise(admin, exerciseBody({ exerciseName: 'Duplicate Probe' }));
      const again = await postExercise(admin, exerciseBody({ exerciseName: 'dUPLICATE probe' }));
      expect(again.status).toBe(409);
      expect(await errorBodyOf(again)).toEqual({ error: { code: 'CONFLICT', message: ADMIN_MESSAGES.duplicateName('Duplicate Probe') } });

      const racing = await Promise.all([1, 2, 3, 4].map(() => postExercise(admin, exerciseBody({ exerciseName: 'Race Probe' }))));
      expect(racing.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
      const [{ n }] = (await ctx.db
        .select({ n: count() })
        .from(exercises)
        .where(sql`lower(${exercises.exerciseName}) = 'race probe'`)) as [{ n: number }];
      expect(n).toBe(1);
    });
  });

  describe('update', () => {
    it('curates aliases, form steps, pattern, mechanic and goals; keeps them when left out; a search finds the alias', async () => {
      const original = await createExercise(admin, exerciseBody({ exerciseName: 'Curation Probe', isSample: true }));
      expect(original).toMatchObject({ aliases: [], formSteps: [], movementPattern: null, mechanic: null, trainingGoals: [] });
      const curated = {
        ...exerciseBody({ exerciseName: 'Curation Probe' }),
        aliases: [' Corner Press ', 'corner press', '', 'CP Probe'],
        formSteps: ['Wedge the bar in a corner.', '  ', ' Press it up and away. '],
        movementPattern: 'vertical-push',
        mechanic: 'compound',
        trainingGoals: ['strength', 'hypertrophy', 'strength'],
      };
      const response = await putExercise(admin, original.id, curated);
      expect(response.status, await response.clone().text()).toBe(200);
      expect(((await response.json()) as { exercise: Exercise }).exercise).toMatchObject({
        aliases: ['Corner Press', 'CP Probe'],
        formSteps: ['Wedge the bar in a corner.', 'Press it up and away.'],
        movementPattern: 'vertical-push',
        mechanic: 'compound',
        trainingGoals: ['strength', 'hypertrophy'],
      });
      const found = (await (await member.request('/api/exercises?q=corner%20press')).json()) as { items: Array<{ exerciseName: string }> };
      expect(found.items[0]?.exerciseName).toBe('Curation Probe');

      // Left out: kept. Null: cleared.
      const kept = await putExercise(admin, original.id, { ...exerciseBody({ exerciseName: 'Curation Probe' }), mechanic: null });
      expect(((await kept.json()) as { exercise: Exercise }).exercise).toMatchObject({
        aliases: ['Corner Press', 'CP Probe'],
        movementPattern: 'vertical-push',
        mechanic: null,
      });

      // Refused: its own name, another exercise's name, a pattern outside the vocabulary, too long a step.
      const ownName = await putExercise(admin, original.id, { ...curated, aliases: ['curation-probe'] });
      expect(ownName.status).toBe(422);
      expect(JSON.stringify(await ownName.json())).toContain('\\"curation-probe\\" is the exercise\'s own name');
      await createExercise(admin, exerciseBody({ exerciseName: 'Other Probe' }));
      const other = await putExercise(admin, original.id, { ...curated, aliases: ['other probe'] });
      expect(other.status).toBe(409);
      expect(((await other.json()) as { error: { message: string } }).error.message).toBe(ADMIN_MESSAGES.aliasIsAnotherName('other probe'));
      for (const bad of [
        { movementPattern: 'isolation' },
        { mechanic: 'constructor' },
        { formSteps: ['x'.repeat(301)] },
        { trainingGoals: ['__proto__'] },
      ]) {
        expect((await putExercise(admin, original.id, { ...curated, ...bad })).status, JSON.stringify(bad)).toBe(422);
      }
    });

    it('replaces the content, keeps the sample flag when the form omits it, and members see the change at once', async () => {
      const original = await createExercise(admin, exerciseBody({ exerciseName: 'Edit Probe', isSample: true }));
      expect(await libraryHas(member, 'Edit Probe')).toBe(true);
      expect(await libraryHas(member, 'Edited Probe')).toBe(false);

      const { isSample: _, ...form } = exerciseBody({ exerciseName: 'Edited Probe', pros: '', tags: [], difficultyLevel: 'advanced' });
      const response = await putExercise(admin, original.id, form);
      expect(response.status).toBe(200);
      const { exercise } = (await response.json()) as { exercise: Exercise };
      expect(exercise).toMatchObject({
        id: original.id,
        exerciseName: 'Edited Probe',
        difficultyLevel: 'advanced',
        pros: null,
        tags: null,
        isSample: true,
      });
      expect(exercise.createdAt).toBe(original.createdAt);
      expect(await libraryHas(member, 'Edit Probe')).toBe(false);
      expect(await libraryHas(member, 'Edited Probe')).toBe(true);

      // An explicit flag is applied.
      const unflagged = await putExercise(admin, original.id, { ...form, isSample: false });
      expect(((await unflagged.json()) as { exercise: Exercise }).exercise.isSample).toBe(false);
      expect(await libraryHas(member, 'Edited Probe')).toBe(false);
    });

    it('lets an exercise keep its own name in another case but not take another exercise’s name', async () => {
      const mine = await createExercise(admin, exerciseBody({ exerciseName: 'Rename Probe' }));
      await createExercise(admin, exerciseBody({ exerciseName: 'Taken Probe' }));
      expect((await putExercise(admin, mine.id, exerciseBody({ exerciseName: 'RENAME probe' }))).status).toBe(200);
      const clash = await putExercise(admin, mine.id, exerciseBody({ exerciseName: 'taken probe' }));
      expect(clash.status).toBe(409);
      expect((await rowNamed('RENAME probe'))?.id).toBe(mine.id);
    });

    it('answers 404 for a missing or malformed id and 422 for an invalid body', async () => {
      for (const id of [MISSING, 'not-a-uuid']) {
        const response = await putExercise(admin, id, exerciseBody({ exerciseName: 'Ghost Probe' }));
        expect(response.status).toBe(404);
        expect(await errorBodyOf(response)).toEqual({ error: { code: 'NOT_FOUND', message: ADMIN_MESSAGES.exerciseNotFound } });
      }
      const target = await createExercise(admin, exerciseBody({ exerciseName: 'Invalid Edit Probe' }));
      expect((await putExercise(admin, target.id, exerciseBody({ description: '' }))).status).toBe(422);
      expect((await rowNamed('Invalid Edit Probe'))?.description).toBe(target.description);
    });
  });

  describe('sample flag', () => {
    it('adds an exercise to and removes it from what non-subscribers see, at once', async () => {
      const exercise = await createExercise(admin, exerciseBody({ exerciseName: 'Sample Probe' }));
      expect(await libraryHas(member, 'Sample Probe')).toBe(false);

      const on = await patchSample(admin, exercise.id, true);
      expect(on.status).toBe(200);
      expect(((await on.json()) as { exercise: Exercise }).exercise).toMatchObject({ id: exercise.id, isSample: true });
      expect(await libraryHas(member, 'Sample Probe')).toBe(true);
      expect((await member.request(`/api/exercises/${exercise.id}`)).status).toBe(200);

      expect((await patchSample(admin, exercise.id, false)).status).toBe(200);
      expect(await libraryHas(member, 'Sample Probe')).toBe(false);
      expect((await member.request(`/api/exercises/${exercise.id}`)).status).toBe(404);
    });

    it('answers 404 for a missing exercise and 422 for a flag that is not a boolean', async () => {
      expect((await patchSample(admin, MISSING, true)).status).toBe(404);
      const exercise = await createExercise(admin, exerciseBody({ exerciseName: 'Flag Type Probe' }));
      expect((await patchSample(admin, exercise.id, 'yes')).status).toBe(422);
      expect((await rowNamed('Flag Type Probe'))?.isSample).toBe(false);
    });
  });

  describe('delete', () => {
    it('removes the exercise from the library at once and answers 404 the second time', async () => {
      const exercise = await createExercise(admin, exerciseBody({ exerciseName: 'Delete Probe', isSample: true }));
      expect(await libraryHas(member, 'Delete Probe')).toBe(true);
      expect((await deleteExercise(admin, exercise.id)).status).toBe(204);
      expect(await rowNamed('Delete Probe')).toBeUndefined();
      expect(await libraryHas(member, 'Delete Probe')).toBe(false);
      expect((await deleteExercise(admin, exercise.id)).status).toBe(404);
      expect((await deleteExercise(admin, 'nope')).status).toBe(404);
    });
  });
});
