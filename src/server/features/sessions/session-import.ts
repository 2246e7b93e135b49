import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { ImportMapping, ImportPreview, ImportResult, SessionImportInput } from '@/shared/schemas/sessions';
import { normaliseExerciseName } from '@/shared/catalogue/exercise-name';
import type { Database, Db } from '../../db/client';
import { exercises, trainingSessionExercises, trainingSessions, trainingSets } from '../../db/schema';
import { Invalid } from '../../lib/errors';
import type { SignedInViewer } from '../../auth/viewer';
import { visibleTo } from '../exercises/exercises.service';
import { type ImportedSession, readTrainingCsv } from './csv/training-csv';

/**
 * Importing a Strong or Hevy export into the member's log (docs/product.md#import-from-strong-or-hevy): a preview that
 * maps the file's exercise names onto the catalogue, then the import itself in one transaction. The file is read by
 * csv/training-csv.ts; what is looked up by a name from the file is kept in a Map.
 */

/** Longest session name and note the log keeps (src/shared/schemas/sessions.ts); longer text from a file is cut. */
const NAME_MAX = 50;
const NOTES_MAX = 500;
/** Longest exercise name kept for an exercise logged by its name only. */
const EXERCISE_NAME_MAX = 100;
/** Rows a multi-row insert carries at once: well under PostgreSQL's 65,535 bind parameters. */
const INSERT_CHUNK = 1_000;

type CatalogueMatch = { id: string; exerciseName: string };

/** A session's identity in the log: its start and name. Re-importing a file finds its sessions already there. */
const sessionKey = (startedAt: Date, name: string) => `${startedAt.toISOString()}\u0000${name}`;

/** A trailing `(Barbell)`-style part, as Strong and Hevy name an exercise's equipment: 'Lat Pulldown (Cable)'. */
const EQUIPMENT_PART = /\s*\(([^()]*)\)\s*$/;
/** Words that name a kind of equipment in an exercise's name: a match without the file's `(…)` must not name another. */
const EQUIPMENT_WORDS = new Set(['barbell', 'dumbbell', 'kettlebell', 'cable', 'machine', 'band', 'smith', 'ez', 'landmine', 'trap']);
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .map((word) => word.replace(/s$/, ''));

/**
 * The viewer's catalogue as a lookup: each exercise the viewer can see under the normalised form of its name and of
 * each alias (shared/catalogue/exercise-name.ts). A name wins over another exercise's alias.
 */
async function catalogueLookup(db: Db, viewer: SignedInViewer): Promise<Map<string, CatalogueMatch>> {
  const rows = await db
    .select({ id: exercises.id, exerciseName: exercises.exerciseName, aliases: exercises.aliases })
    .from(exercises)
    .where(visibleTo(viewer))
    .orderBy(asc(exercises.exerciseName));
  const lookup = new Map<string, CatalogueMatch>();
  for (const row of rows) {
    const key = normaliseExerciseName(row.exerciseName);
    if (key) lookup.set(key, { id: row.id, exerciseName: row.exerciseName });
  }
  for (const row of rows) {
    for (const alias of row.aliases) {
      const key = normaliseExerciseName(alias);
      if (key && !lookup.has(key)) lookup.set(key, { id: row.id, exerciseName: row.exerciseName });
    }
  }
  return lookup;
}

/**
 * The catalogue exercise a file's name means: the whole name ('Bench Press (Barbell)' is 'Barbell Bench Press'), else
 * the name without its `(Equipment)` part — unless the exercise found names other equipment than the file's
 * ('Incline Bench Press (Dumbbell)' is not 'Barbell Incline Bench Press').
 */
function matchName(lookup: ReadonlyMap<string, CatalogueMatch>, name: string): CatalogueMatch | null {
  const whole = lookup.get(normaliseExerciseName(name));
  if (whole) return whole;
  const part = EQUIPMENT_PART.exec(name);
  if (!part) return null;
  const bare = lookup.get(normaliseExerciseName(name.slice(0, part.index)));
  if (!bare) return null;
  const said = new Set(words(part[1]!));
  return words(bare.exerciseName).some((word) => EQUIPMENT_WORDS.has(word) && !said.has(word)) ? null : bare;
}

/** Reads the file, or refuses it with 422 and the reader's sentence naming the line. */
function readOrRefuse(input: Pick<SessionImportInput, 'csv' | 'weightUnit'>) {
  const read = readTrainingCsv(input.csv, { weightUnit: input.weightUnit });
  if (!read.ok) throw new Invalid(read.message, [{ path: 'csv', message: read.message }]);
  return read;
}

/** A set the log keeps: one with a weight or reps. Timed and distance-only sets (cardio) carry neither. */
const kept = (set: ImportedSession['exercises'][number]['sets'][number]) => set.weight !== null || set.reps !== null;

/** The sessions of the file already in the viewer's log (the same start and name), by {@link sessionKey}. */
async function alreadyLogged(db: Db, viewer: SignedInViewer, sessions: readonly ImportedSession[]): Promise<Set<string>> {
  if (sessions.length === 0) return new Set();
  const starts = sessions.map((session) => session.startedAt.getTime());
  const rows = await db
    .select({ startedAt: trainingSessions.startedAt, name: trainingSessions.name })
    .from(trainingSessions)
    .where(
      and(
        eq(trainingSessions.userId, viewer.user.id),
        gte(trainingSessions.startedAt, new Date(Math.min(...starts))),
        lte(trainingSessions.startedAt, new Date(Math.max(...starts))),
      ),
    );
  return new Set(rows.map((row) => sessionKey(row.startedAt, row.name)));
}

/** The name a session is stored under: the file's, cut to the log's length, or 'Imported workout' when it has none. */
const sessionName = (session: ImportedSession) => session.name.slice(0, NAME_MAX).trim() || 'Imported workout';

/**
 * What importing `input.csv` would do, without writing: the layout found, how many workouts and sets it holds and over
 * which dates, how many are already in the log (and would be skipped), how many timed or distance sets the log cannot
 * keep, and each exercise name of the file with a set to keep (in the file's order) with the sets under it and the catalogue exercise it
 * matches — by name or alias, normalised (docs/product.md#one-entry-per-exercise), also without a trailing
 * `(Equipment)` — or null when none of the exercises the viewer can see matches.
 *
 * @throws Invalid (422) with the reader's sentence (`Line 7: "Reps" must be a whole number from 0 to 1000.`) when the
 *   file cannot be read.
 */
export async function previewImport(database: Database, viewer: SignedInViewer, input: SessionImportInput): Promise<ImportPreview> {
  const read = readOrRefuse(input);
  const db = database.db;
  const lookup = await catalogueLookup(db, viewer);
  const logged = await alreadyLogged(db, viewer, read.sessions);
  const names = new Map<string, { name: string; sets: number }>();
  let sets = 0;
  let untracked = 0;
  let duplicates = 0;
  for (const session of read.sessions) {
    if (logged.has(sessionKey(session.startedAt, sessionName(session)))) duplicates += 1;
    for (const exercise of session.exercises) {
      const row = names.get(exercise.name) ?? { name: exercise.name, sets: 0 };
      for (const set of exercise.sets) {
        if (kept(set)) {
          row.sets += 1;
          sets += 1;
        } else untracked += 1;
      }
      names.set(exercise.name, row);
    }
  }
  const starts = read.sessions.map((session) => session.startedAt.getTime());
  return {
    format: read.format,
    sessions: read.sessions.length,
    sets,
    untrackedSets: untracked,
    alreadyLogged: duplicates,
    firstStartedAt: starts.length ? new Date(Math.min(...starts)).toISOString() : null,
    lastStartedAt: starts.length ? new Date(Math.max(...starts)).toISOString() : null,
    exercises: [...names.values()]
      .filter((row) => row.sets > 0)
      .map(({ name, sets: count }) => ({ name, sets: count, match: matchName(lookup, name) })),
  };
}

/**
 * Imports `input.csv` into the viewer's log (docs/product.md#import-from-strong-or-hevy), in the caller's transaction:
 * every workout of the file not already in the log (the same start and name) becomes a finished session — ended at the
 * file's end or duration, else at its start — with its exercises in order, their notes and supersets, and each set that
 * has a weight or reps as a completed set (weights in the file's unit, kept as written). An exercise name is linked to
 * the catalogue exercise `input.mapping` gives it (null: kept by its name only), else to the one the preview matched,
 * else kept by name. Nothing is written when anything is refused.
 *
 * @returns how many sessions and sets were added and how many sessions were already there.
 * @throws Invalid (422) when the file cannot be read, or a mapping names an exercise the viewer cannot see.
 */
export async function importSessions(tx: Db, viewer: SignedInViewer, input: SessionImportInput): Promise<ImportResult> {
  const read = readOrRefuse(input);
  const lookup = await catalogueLookup(tx, viewer);
  const chosen = new Map<string, ImportMapping['exerciseId']>((input.mapping ?? []).map((row) => [row.name, row.exerciseId]));
  const visible = new Map<string, CatalogueMatch>();
  for (const match of lookup.values()) visible.set(match.id, match);
  const linkOf = (name: string): CatalogueMatch | null => {
    if (!chosen.has(name)) return matchName(lookup, name);
    const id = chosen.get(name);
    if (id === null || id === undefined) return null;
    const match = visible.get(id);
    if (!match)
      throw new Invalid(`"${name.slice(0, 80)}" is mapped to an exercise that is not in your library.`, [
        { path: 'mapping', message: 'Exercise not found.' },
      ]);
    return match;
  };
  const logged = await alreadyLogged(tx, viewer, read.sessions);
  const userId = viewer.user.id;
  const sessionRows: Array<typeof trainingSessions.$inferInsert> = [];
  const entryRows: Array<typeof trainingSessionExercises.$inferInsert> = [];
  const setRows: Array<typeof trainingSets.$inferInsert> = [];
  let skipped = 0;
  for (const session of read.sessions) {
    const name = sessionName(session);
    const key = sessionKey(session.startedAt, name);
    const exercisesKept = session.exercises.filter((exercise) => exercise.sets.some(kept));
    if (logged.has(key) || exercisesKept.length === 0) {
      skipped += 1;
      continue;
    }
    // A file may hold one workout twice (the same start and name): it is imported once.
    logged.add(key);
    const finishedAt = session.finishedAt && session.finishedAt >= session.startedAt ? session.finishedAt : session.startedAt;
    const sessionId = crypto.randomUUID();
    sessionRows.push({ id: sessionId, userId, name, notes: session.notes.slice(0, NOTES_MAX), startedAt: session.startedAt, finishedAt });
    exercisesKept.forEach((exercise, orderIndex) => {
      const link = linkOf(exercise.name);
      const entryId = crypto.randomUUID();
      entryRows.push({
        id: entryId,
        sessionId,
        userId,
        exerciseId: link?.id ?? null,
        exerciseName: link?.exerciseName ?? exercise.name.slice(0, EXERCISE_NAME_MAX),
        orderIndex,
        supersetGroup: exercise.supersetGroup,
        notes: exercise.notes.slice(0, NOTES_MAX),
      });
      exercise.sets.filter(kept).forEach((set, setIndex) => {
        setRows.push({
          sessionExerciseId: entryId,
          setIndex,
          setType: set.setType,
          weight: set.weight,
          weightUnit: set.weightUnit,
          reps: set.reps,
          rpe: set.rpe,
          completedAt: finishedAt,
        });
      });
    });
  }
  for (let at = 0; at < sessionRows.length; at += INSERT_CHUNK)
    await tx.insert(trainingSessions).values(sessionRows.slice(at, at + INSERT_CHUNK));
  for (let at = 0; at < entryRows.length; at += INSERT_CHUNK)
    await tx.insert(trainingSessionExercises).values(entryRows.slice(at, at + INSERT_CHUNK));
  for (let at = 0; at < setRows.length; at += INSERT_CHUNK) await tx.insert(trainingSets).values(setRows.slice(at, at + INSERT_CHUNK));
  return { sessions: sessionRows.length, sets: setRows.length, skipped };
}
