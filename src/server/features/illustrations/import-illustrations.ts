import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exercises, illustrations, suggestedExercises } from '../../db/schema';
import { notifyChange, type Tx } from '../../realtime/change-notify';
import { invalidateCatalogueCache } from '../catalogue-cache/catalogue-cache';
import { type EverkineticMatch, type EverkineticRecord, everkineticRecordSchema, matchEverkinetic } from './everkinetic';
import { illustrationKey, optimiseSvg } from './optimise-svg';

/** What a drawings' import did (docs/product.md#illustrations). */
export type IllustrationImportSummary = {
  /** Everkinetic records that now illustrate an exercise, with the exercises' names. */
  matched: Array<{ id: string; title: string; exercises: string[] }>;
  /** Records left out, and why (no drawing, no exercise of that name, equipment or muscles disagree, unreadable). */
  leftOut: Array<{ id: string; title: string; reason: string }>;
  /** Exercises whose pictures changed (new, replaced or removed). */
  changed: number;
};

export type IllustrationImportProgress = { done: number; total: number };

/** Everkinetic's data: its records and a reader for a drawing path the records name ('svg/0041-tension.svg'). */
export type EverkineticSource = { records: unknown[]; readDrawing: (relativePath: string) => Promise<string> };

const MAX_DOWNLOAD_MS = 60_000;

/**
 * Opens Everkinetic's data (docs/product.md#illustrations) at `source`: a folder holding `exercises.json` and `svg/`, that
 * `exercises.json` itself, or the same as an http(s) URL (the upstream repository's `dist/` folder). Drawings are read
 * lazily, relative to it; a path that leaves it ('../', absolute) is refused.
 *
 * @throws Error naming the source when `exercises.json` cannot be read or is not a JSON array.
 */
export async function openEverkinetic(source: string): Promise<EverkineticSource> {
  const remote = /^https?:\/\//i.test(source);
  const base = source.replace(/\/exercises\.json$/i, '').replace(/\/+$/, '');
  const read = async (relative: string): Promise<string> => {
    if (relative.startsWith('/') || relative.split(/[\\/]/).includes('..')) throw new Error(`refused path ${relative}`);
    if (!remote) return readFile(path.join(base, relative), 'utf8');
    const response = await fetch(`${base}/${relative}`, { signal: AbortSignal.timeout(MAX_DOWNLOAD_MS) });
    if (!response.ok) throw new Error(`could not download ${base}/${relative}: HTTP ${response.status}`);
    return response.text();
  };
  let records: unknown;
  try {
    records = JSON.parse(await read('exercises.json'));
  } catch (error) {
    throw new Error(`Could not read ${base}/exercises.json: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!Array.isArray(records)) throw new Error(`${base}/exercises.json is not a JSON array of exercises`);
  return { records, readDrawing: read };
}

/**
 * Imports the Everkinetic drawings (docs/product.md#illustrations): validates each record, matches them to the
 * catalogue with {@link matchEverkinetic}, reads and optimises the start and end drawings of each match
 * ({@link optimiseSvg}), and in one transaction stores them by content key and points the matched exercises at them —
 * never an exercise whose pictures an admin uploaded. An exercise the drawings no longer match loses its Everkinetic
 * drawings, and pictures no exercise shows any more are deleted. Changed rows get a new `updated_at`, so every
 * instance's search index and caches pick them up (NOTIFY 'catalogue').
 *
 * @param onProgress called after each matched record's drawings are read.
 * @throws Error when the database write fails (nothing is written then).
 */
export async function importIllustrations(
  database: Database,
  source: EverkineticSource,
  onProgress?: (progress: IllustrationImportProgress) => void,
): Promise<IllustrationImportSummary> {
  const leftOut: IllustrationImportSummary['leftOut'] = [];
  const records: EverkineticRecord[] = [];
  const seen = new Set<string>();
  for (const raw of source.records) {
    const parsed = everkineticRecordSchema.safeParse(raw);
    if (!parsed.success) {
      const id = typeof raw === 'object' && raw !== null && 'id' in raw && typeof raw.id === 'string' ? raw.id : '(no id)';
      leftOut.push({ id, title: '', reason: parsed.error.issues.map((i) => `${i.path.join('.') || 'record'}: ${i.message}`).join('; ') });
      continue;
    }
    if (seen.has(parsed.data.id)) {
      leftOut.push({ id: parsed.data.id, title: parsed.data.title, reason: 'duplicate id' });
      continue;
    }
    seen.add(parsed.data.id);
    records.push(parsed.data);
  }

  const catalogue = await database.db
    .select({
      id: exercises.id,
      exerciseName: exercises.exerciseName,
      aliases: exercises.aliases,
      equipment: exercises.equipment,
      optionalEquipment: exercises.optionalEquipment,
      primaryMuscles: exercises.primaryMuscles,
      secondaryMuscles: exercises.secondaryMuscles,
    })
    .from(exercises)
    .where(or(isNull(exercises.illustrationSource), eq(exercises.illustrationSource, 'everkinetic')));
  const matches = matchEverkinetic(records, catalogue);
  const recordOf = new Map(records.map((record) => [record.id, record]));

  const matched: IllustrationImportSummary['matched'] = [];
  const drawings = new Map<string, Uint8Array>();
  const assignments: Array<{ exerciseIds: string[]; start: string; end: string | null }> = [];
  const found = matches.filter((match): match is Extract<EverkineticMatch, { matched: true }> => match.matched);
  let done = 0;
  for (const match of matches) {
    if (!match.matched) leftOut.push({ id: match.id, title: match.title, reason: match.reason });
  }
  for (const match of found) {
    const [startPath, endPath] = recordOf.get(match.id)!.svg ?? [];
    try {
      const keys: string[] = [];
      for (const drawingPath of [startPath, endPath].filter((p): p is string => typeof p === 'string')) {
        const body = new TextEncoder().encode(optimiseSvg(await source.readDrawing(drawingPath)));
        const key = illustrationKey(body, 'svg');
        drawings.set(key, body);
        keys.push(key);
      }
      assignments.push({ exerciseIds: match.exerciseIds, start: keys[0]!, end: keys[1] ?? null });
      matched.push({ id: match.id, title: match.title, exercises: match.exerciseNames });
    } catch (error) {
      leftOut.push({
        id: match.id,
        title: match.title,
        reason: `unreadable drawing: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
    onProgress?.({ done: ++done, total: found.length });
  }

  let changed = 0;
  try {
    await database.db.transaction(async (tx) => {
      if (drawings.size > 0)
        await tx
          .insert(illustrations)
          .values([...drawings].map(([key, body]) => ({ key, contentType: 'image/svg+xml', body })))
          .onConflictDoNothing();
      const illustrated: string[] = [];
      for (const { exerciseIds, start, end } of assignments) {
        illustrated.push(...exerciseIds);
        const rows = await tx
          .update(exercises)
          .set({ illustrationStart: start, illustrationEnd: end, illustrationSource: 'everkinetic', updatedAt: sql`now()` })
          .where(
            and(
              inArray(exercises.id, exerciseIds),
              or(isNull(exercises.illustrationSource), eq(exercises.illustrationSource, 'everkinetic')),
              sql`(${exercises.illustrationStart} is distinct from ${start} or ${exercises.illustrationEnd} is distinct from ${end})`,
            ),
          )
          .returning({ id: exercises.id });
        changed += rows.length;
      }
      const dropped = await tx
        .update(exercises)
        .set({ illustrationStart: null, illustrationEnd: null, illustrationSource: null, updatedAt: sql`now()` })
        .where(
          and(eq(exercises.illustrationSource, 'everkinetic'), illustrated.length > 0 ? notInArray(exercises.id, illustrated) : undefined),
        )
        .returning({ id: exercises.id });
      changed += dropped.length;
      await deleteUnusedIllustrations(tx);
      if (changed > 0) await notifyChange(tx, 'catalogue');
    });
  } finally {
    invalidateCatalogueCache(database);
  }
  return { matched, leftOut, changed };
}

/** Deletes the stored pictures no exercise shows and no suggestion carries any more (docs/architecture.md#illustrations). */
export async function deleteUnusedIllustrations(tx: Tx): Promise<void> {
  await tx.execute(sql`delete from ${illustrations} where not exists (
    select 1 from ${exercises} where ${exercises.illustrationStart} = ${illustrations.key} or ${exercises.illustrationEnd} = ${illustrations.key})
    and not exists (select 1 from ${suggestedExercises} where ${suggestedExercises.picture} = ${illustrations.key})`);
}

/** Whether any exercise shows an Everkinetic drawing (docs/product.md#illustrations): a start then has nothing to import. */
export async function hasEverkineticDrawings(database: Database): Promise<boolean> {
  const rows = await database.db
    .select({ id: exercises.id })
    .from(exercises)
    .where(eq(exercises.illustrationSource, 'everkinetic'))
    .limit(1);
  return rows.length > 0;
}
