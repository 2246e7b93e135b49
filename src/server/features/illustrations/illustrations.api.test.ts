import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Exercise } from '@/shared/schemas/exercise';
import { exercises } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { syncCuratedCatalogue } from '../catalogue-import/curated-catalogue';
import { importFreeExerciseDb, readFreeExerciseDb } from '../catalogue-import/import-free-exercise-db';
import { type IllustrationImportSummary, importIllustrations, openEverkinetic } from './import-illustrations';

const here = path.dirname(fileURLToPath(import.meta.url));
const EVERKINETIC = path.resolve(here, '../../../../../shared/data/everkinetic');
const FREE_EXERCISE_DB = path.resolve(here, '../../../../../shared/data/free-exercise-db/exercises.json');
const CURATED = path.resolve(here, '../../../../catalogue/exercises');

describe('the Everkinetic drawings on the real catalogue (docs/product.md#illustrations)', () => {
  let ctx: TestContext;
  let summary: IllustrationImportSummary;
  const progress: number[] = [];
  beforeAll(async () => {
    const database = await openTestDatabase();
    await syncCuratedCatalogue(database, CURATED);
    await importFreeExerciseDb(database, await readFreeExerciseDb(FREE_EXERCISE_DB));
    summary = await importIllustrations(database, await openEverkinetic(EVERKINETIC), ({ done }) => progress.push(done));
    ctx = await createTestContext({ database });
  }, 120_000);
  afterAll(() => ctx.close());

  const byName = async (name: string) => {
    const [row] = await ctx.db.select({ id: exercises.id }).from(exercises).where(eq(exercises.exerciseName, name));
    const response = await (await ctx.signedInUser('admin')).client.request(`/api/exercises/${row!.id}`);
    return (await response.json()) as Exercise;
  };

  it('matches most drawings, accounts for every record, and says why each one was left out', () => {
    expect(summary.matched.length + summary.leftOut.length).toBe(289);
    expect(summary.matched.length).toBeGreaterThanOrEqual(140);
    expect(summary.changed).toBe(summary.matched.reduce((n, match) => n + match.exercises.length, 0));
    expect(progress.at(-1)).toBe(summary.matched.length);
    expect(summary.leftOut.every((left) => left.reason.length > 0)).toBe(true);
    expect(summary.leftOut.filter((left) => left.reason === 'no drawing').length).toBeGreaterThanOrEqual(20);
  });

  it('gives an illustrated exercise its start and end drawings, served as optimised SVG, cached for a year', async () => {
    const bench = await byName('Barbell Incline Bench Press');
    expect(bench.illustration).toEqual({
      start: expect.stringMatching(/^\/api\/illustrations\/[0-9a-f]{32}\.svg$/),
      end: expect.stringMatching(/^\/api\/illustrations\/[0-9a-f]{32}\.svg$/),
      source: 'everkinetic',
    });
    const response = await ctx.client().request(bench.illustration!.start);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    // Opened on its own, an SVG runs no inline script: the site's policy allows scripts from its own files only.
    expect(response.headers.get('Content-Security-Policy')).toMatch(/script-src 'self'(;|$)/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg[^>]*viewBox="[\d. ]+"/);
    expect(svg).not.toMatch(/<script|width="\d+pt"/);
    const again = await ctx.client().request(bench.illustration!.start, { headers: { 'If-None-Match': response.headers.get('ETag')! } });
    expect(again.status).toBe(304);
    // The library's cards carry the picture too.
    const list = await (await ctx.signedInUser('admin')).client.request('/api/exercises?q=barbell+incline+bench+press');
    const card = ((await list.json()) as { items: Exercise[] }).items.find((item) => item.id === bench.id);
    expect(card?.illustration).toEqual(bench.illustration);
  });

  it('leaves an exercise without a drawing without one, and answers 404 for a key that is not stored or not a key', async () => {
    expect((await byName('Kettlebell Turkish Get-Up')).illustration).toBeNull();
    for (const key of ['0123456789abcdef0123456789abcdef.svg', '..%2f..%2fetc%2fpasswd', 'constructor', 'a'.repeat(99)]) {
      const response = await ctx.client().request(`/api/illustrations/${key}`);
      expect(response.status, key).toBe(404);
    }
  });

  it('changes nothing when run again, and keeps no picture nothing shows', async () => {
    const again = await importIllustrations(ctx.database, await openEverkinetic(EVERKINETIC));
    expect(again.changed).toBe(0);
    expect(again.matched.length).toBe(summary.matched.length);
    const [orphans] = await ctx.database.rows<{ n: number }>(
      sql`select count(*)::int as n from illustrations i where not exists (select 1 from exercises e where e.illustration_start = i.key or e.illustration_end = i.key)`,
    );
    expect(orphans?.n).toBe(0);
  });
});

describe("an admin's pictures (docs/product.md#illustrations)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const database = await openTestDatabase();
    await syncCuratedCatalogue(database, CURATED);
    ctx = await createTestContext({ database });
  });
  afterAll(() => ctx.close());

  const idOf = async (name: string) =>
    (await ctx.db.select({ id: exercises.id }).from(exercises).where(eq(exercises.exerciseName, name)))[0]!.id;
  const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
  const png = async (width: number, height: number) =>
    dataUrl(
      'image/png',
      await sharp({ create: { width, height, channels: 3, background: '#c33' } })
        .png()
        .toBuffer(),
    );

  it("keeps a suggestion's one picture, shows it to its owner and the admins, and makes it the approved exercise's", async () => {
    const { client: member } = await ctx.signedInUser('user');
    const { client: admin } = await ctx.signedInUser('admin');
    const suggest = (name: string, picture: unknown) =>
      member.request('/api/suggestions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          exerciseName: name,
          equipmentType: 'Dumbbells',
          targetMuscleGroups: 'Biceps',
          description: 'Curl it.',
          picture,
        }),
      });
    const posted = await suggest('Picture Curl', await png(1600, 900));
    expect(posted.status, await posted.clone().text()).toBe(201);
    const suggestion = (await posted.json()) as { id: string; picture: string };
    expect(suggestion.picture).toMatch(/^\/api\/illustrations\/[0-9a-f]{32}\.webp$/);
    const served = await member.request(suggestion.picture);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(800);
    const pending = (await (await admin.request('/api/admin/suggestions')).json()) as {
      items: Array<{ id: string; picture: string | null }>;
    };
    expect(pending.items.find((item) => item.id === suggestion.id)?.picture).toBe(suggestion.picture);

    // Not a picture, or none: refused on the field, or a suggestion without one.
    const svg = await suggest('Script Curl', dataUrl('image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')));
    expect(svg.status).toBe(422);
    expect(JSON.stringify(await svg.json())).toContain('A picture must be a PNG, JPEG or WebP image.');
    const plain = await suggest('Plain Curl', null);
    expect(((await plain.json()) as { picture: unknown }).picture).toBeNull();

    // Deleting a pending suggestion deletes its picture.
    const doomed = (await (await suggest('Doomed Curl', await png(300, 200))).json()) as { id: string; picture: string };
    expect((await member.request(`/api/suggestions/${doomed.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await member.request(doomed.picture)).status).toBe(404);

    // Approval: the exercise shows the picture, which outlives the suggestion.
    const approved = await admin.request(`/api/admin/suggestions/${suggestion.id}/approve`, { method: 'POST' });
    expect(approved.status, await approved.clone().text()).toBe(201);
    const { exercise } = (await approved.json()) as { exercise: { illustration: { start: string; end: string | null; source: string } } };
    expect(exercise.illustration).toEqual({ start: suggestion.picture, end: null, source: 'upload' });
    expect((await member.request(`/api/suggestions/${suggestion.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await member.request(suggestion.picture)).status).toBe(200);
  });

  it('re-encodes an upload as WebP at most 800 px a side, shows it to members, and removes it again', async () => {
    const { client: admin } = await ctx.signedInUser('admin');
    const id = await idOf('Leg Press');
    const put = await admin.request(`/api/admin/exercises/${id}/illustration`, {
      method: 'PUT',
      json: { start: await png(1600, 1200), end: await png(300, 300) },
    });
    expect(put.status).toBe(200);
    const { exercise } = (await put.json()) as { exercise: Exercise };
    expect(exercise.illustration).toMatchObject({
      source: 'upload',
      start: expect.stringMatching(/\.webp$/),
      end: expect.stringMatching(/\.webp$/),
    });
    const picture = await ctx.client().request(exercise.illustration!.start);
    expect(picture.headers.get('Content-Type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 600]);

    // A member (the Leg Press is a sample) sees it.
    const { client: member } = await ctx.signedInUser('user');
    expect(((await (await member.request(`/api/exercises/${id}`)).json()) as Exercise).illustration).toEqual(exercise.illustration);

    const removed = await admin.request(`/api/admin/exercises/${id}/illustration`, { method: 'DELETE' });
    expect(((await removed.json()) as { exercise: Exercise }).exercise.illustration).toBeNull();
    expect((await ctx.client().request(exercise.illustration!.start)).status).toBe(404);
  });

  it('refuses what is not a PNG, JPEG or WebP picture, or is too large, under its field, and changes nothing', async () => {
    const { client: admin } = await ctx.signedInUser('admin');
    const id = await idOf('Push-Up');
    const svg = dataUrl('image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    const cases: Array<[unknown, string, string]> = [
      [{ start: svg }, 'start', 'A picture must be a PNG, JPEG or WebP image.'],
      [{ start: await png(10, 10), end: 'data:image/svg+xml;base64,PHN2Zz4=' }, 'end', 'A picture must be a PNG, JPEG or WebP image.'],
      [{ start: dataUrl('image/png', Buffer.alloc(400_000, 1)) }, 'start', 'A picture must be at most 300 KB.'],
      [
        { start: dataUrl('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2, 3])) },
        'start',
        'A picture must be a PNG, JPEG or WebP image.',
      ],
      [{}, 'start', 'Choose a picture of the start position.'],
    ];
    for (const [json, field, message] of cases) {
      const response = await admin.request(`/api/admin/exercises/${id}/illustration`, { method: 'PUT', json });
      expect(response.status, message).toBe(422);
      expect((await response.json()).error.issues).toContainEqual({ path: field, message });
    }
    const [row] = await ctx.db.select({ start: exercises.illustrationStart }).from(exercises).where(eq(exercises.id, id));
    expect(row?.start).toBeNull();
    const missing = await admin.request('/api/admin/exercises/00000000-0000-4000-8000-000000000000/illustration', {
      method: 'PUT',
      json: { start: await png(10, 10) },
    });
    expect(missing.status).toBe(404);
  });
});
