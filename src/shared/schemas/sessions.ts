import { z } from 'zod';
import { RECORD_KINDS } from '../training/records';
import { REPS_MAX, REST_SECONDS_MAX, SESSION_EXERCISES_MAX, SET_TYPES, TRAINING_CSV_MAX_BYTES, isRpe } from '../training/sets';
import { TRAINING_MESSAGES } from '../training/messages';
import { BAR_WEIGHT_MAX, isPlateChoice, PLATE_CHOICES } from '../training/plates';
import { WEIGHT_UNITS, weightMax } from '../training/units';

/**
 * The training log's API shapes (docs/product.md#training-log). A weight travels as a number with its unit and is
 * stored as entered; records and volumes are in kilograms.
 */

const SESSION_NAME_MAX = 50;
const NOTES_MAX = 500;

/** A set's weight unit. */
export const weightUnitSchema = z.enum(WEIGHT_UNITS).meta({ id: 'WeightUnit', description: 'kg or lb.' });

/**
 * PUT /api/sessions/{id}/sets/{setId} body: the whole set as the page has it (an upsert: the set is created when its id
 * is new). Weight null is no load; at most 1,000 kg (2,204.62 lb), 2 decimals. Reps 0–1,000 or null; RPE 6–10 in halves
 * or null (docs/product.md#training-log).
 */
export const sessionSetInputSchema = z
  .object({
    sessionExerciseId: z.string().uuid(),
    setIndex: z.number().int().min(0).max(1000),
    setType: z.enum(SET_TYPES).default('normal'),
    weight: z.number({ error: TRAINING_MESSAGES.weightRange }).min(0, TRAINING_MESSAGES.weightRange).nullable(),
    weightUnit: weightUnitSchema,
    reps: z
      .number({ error: TRAINING_MESSAGES.repsRange })
      .int(TRAINING_MESSAGES.repsRange)
      .min(0, TRAINING_MESSAGES.repsRange)
      .max(REPS_MAX, TRAINING_MESSAGES.repsRange)
      .nullable(),
    rpe: z.number({ error: TRAINING_MESSAGES.rpeRange }).refine(isRpe, TRAINING_MESSAGES.rpeRange).nullable().default(null),
    completed: z.boolean(),
  })
  .superRefine((set, ctx) => {
    if (set.weight === null) return;
    if (set.weight > weightMax(set.weightUnit) || Math.abs(set.weight * 100 - Math.round(set.weight * 100)) > 1e-6)
      ctx.addIssue({ code: 'custom', path: ['weight'], message: TRAINING_MESSAGES.weightRange });
  });
export type SessionSetInput = z.output<typeof sessionSetInputSchema>;

/** One logged set as read back. */
export const sessionSetSchema = z
  .object({
    id: z.string().uuid(),
    setIndex: z.number().int(),
    setType: z.enum(SET_TYPES),
    weight: z.number().nullable(),
    weightUnit: weightUnitSchema,
    reps: z.number().int().nullable(),
    rpe: z.number().nullable(),
    completed: z.boolean(),
  })
  .meta({ id: 'SessionSet', description: 'One set of a session exercise; weight as entered, with its unit.' });
export type SessionSet = z.infer<typeof sessionSetSchema>;

/** A set of the last session that had the exercise ("last time's numbers"). */
export const previousSetSchema = z
  .object({ setType: z.enum(SET_TYPES), weight: z.number().nullable(), weightUnit: weightUnitSchema, reps: z.number().int().nullable() })
  .meta({ id: 'PreviousSet', description: "A completed set of the member's last session with this exercise." });
export type PreviousSet = z.infer<typeof previousSetSchema>;

/** An exercise's personal records before a session, in kilograms (src/shared/training/records.ts). */
export const personalRecordsSchema = z
  .object({
    heaviestWeightKg: z.number().nullable(),
    bestE1rmKg: z.number().nullable(),
    mostReps: z.number().int().nullable(),
    bestSetVolumeKg: z.number().nullable(),
    repsAtWeight: z.array(z.object({ weightKg: z.number(), reps: z.number().int() })),
  })
  .meta({ id: 'PersonalRecords', description: 'Records of one exercise, in kilograms; e1RM by Epley over sets of at most 12 reps.' });

/**
 * One exercise of a session. `exerciseId` is null when the exercise has left the catalogue; `locked` when the member may
 * no longer see it (the name stays: what was logged stays readable).
 */
export const sessionExerciseSchema = z
  .object({
    id: z.string().uuid(),
    exerciseId: z.string().uuid().nullable(),
    exerciseName: z.string(),
    locked: z.boolean(),
    orderIndex: z.number().int(),
    supersetGroup: z.number().int().nullable(),
    restSeconds: z.number().int().nullable(),
    notes: z.string(),
    sets: z.array(sessionSetSchema),
    previous: z.array(previousSetSchema).meta({ description: "Last time's completed sets of this exercise, in order." }),
    records: personalRecordsSchema.meta({ description: 'The records before this session.' }),
  })
  .meta({ id: 'SessionExercise', description: 'One exercise of a training session with its sets.' });
export type SessionExercise = z.infer<typeof sessionExerciseSchema>;

/** A training session with its exercises in order. */
export const trainingSessionSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    workoutId: z.string().uuid().nullable(),
    notes: z.string(),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
    exercises: z.array(sessionExerciseSchema),
  })
  .meta({ id: 'TrainingSession', description: 'A training session: open until finished.' });
export type TrainingSession = z.infer<typeof trainingSessionSchema>;

/** POST /api/sessions body: from one of the member's workouts, or empty (Quick Start). `id` lets a client choose it. */
export const sessionStartSchema = z.object({
  id: z.string().uuid().optional(),
  workoutId: z.string().uuid().nullable().default(null),
});

/** PATCH /api/sessions/{id} body. */
export const sessionPatchSchema = z.object({
  name: z.string().trim().min(1, TRAINING_MESSAGES.nameRequired).max(SESSION_NAME_MAX).optional(),
  notes: z.string().trim().max(NOTES_MAX).optional(),
});

/** POST /api/sessions/{id}/exercises body: an exercise of the catalogue, appended with one empty set. */
export const sessionExerciseAddSchema = z.object({ id: z.string().uuid().optional(), exerciseId: z.string().uuid() });

/**
 * PATCH /api/sessions/{id}/exercises/{exerciseEntryId} body (docs/product.md#the-live-session): its note, its rest time,
 * its place (`orderIndex`, 0-based: the others shift), its superset (exercises with one number are done as a superset;
 * null: none) and, to swap it, another exercise of the catalogue.
 */
export const sessionExercisePatchSchema = z.object({
  notes: z.string().trim().max(NOTES_MAX).optional(),
  restSeconds: z.number().int().min(0).max(REST_SECONDS_MAX).nullable().optional(),
  orderIndex: z
    .number()
    .int()
    .min(0)
    .max(SESSION_EXERCISES_MAX - 1)
    .optional(),
  supersetGroup: z.number().int().min(1).max(SESSION_EXERCISES_MAX).nullable().optional(),
  exerciseId: z.string().uuid().optional(),
});
export type SessionExercisePatch = z.infer<typeof sessionExercisePatchSchema>;

/** A record a finished session set. `value` is in kilograms, or reps for `mostReps`. */
export const sessionRecordSchema = z
  .object({ exerciseName: z.string(), kind: z.enum(RECORD_KINDS), value: z.number() })
  .meta({ id: 'SessionRecord', description: 'A personal record set in a session.' });
export type SessionRecord = z.infer<typeof sessionRecordSchema>;

/** POST /api/sessions/{id}/finish answer: the session and its summary (docs/product.md#finish-workout). */
export const finishedSessionSchema = z
  .object({
    session: trainingSessionSchema,
    summary: z.object({
      durationSeconds: z.number().int(),
      completedSets: z.number().int(),
      volumeKg: z.number(),
      records: z.array(sessionRecordSchema),
    }),
  })
  .meta({ id: 'FinishedSession', description: 'A finished session and its summary: duration, sets, volume (kg × reps), records.' });
export type FinishedSession = z.infer<typeof finishedSessionSchema>;

/** GET /api/sessions/open answer: the open session, for the "Workout in progress" bar. */
export const openSessionSchema = z.object({
  session: z.union([z.object({ id: z.string().uuid(), name: z.string(), startedAt: z.string() }), z.null()]),
});
export type OpenSession = z.infer<typeof openSessionSchema>;

/** GET and PUT /api/training-preferences: the unit a member logs in. */
export const trainingPreferencesSchema = z
  .object({
    weightUnit: weightUnitSchema,
    barWeight: z.number().meta({ description: "The plate calculator's bar, in weightUnit." }),
    plates: z.array(z.number()).meta({ description: 'The plate sizes the member has, heaviest first, in weightUnit.' }),
  })
  .meta({
    id: 'TrainingPreferences',
    description: 'The weight unit the member logs in, and their bar and plates (docs/product.md#plate-calculator).',
  });
export type TrainingPreferences = z.infer<typeof trainingPreferencesSchema>;

/**
 * PUT /api/training-preferences. `barWeight` and `plates` are in `weightUnit`, plates among the sizes sold in it
 * (PLATE_CHOICES); null asks for the unit's standard ones. Left out, they stay as they are — unless the unit changes,
 * which makes them the new unit's standard ones (a 20 kg bar is not a 20 lb bar).
 */
export const trainingPreferencesInputSchema = z
  .object({
    weightUnit: weightUnitSchema,
    barWeight: z.number().min(0).max(BAR_WEIGHT_MAX, TRAINING_MESSAGES.barWeightRange).nullable().optional(),
    plates: z.array(z.number()).max(PLATE_CHOICES.kg.length).nullable().optional(),
  })
  .superRefine((value, context) => {
    if (!value.plates) return;
    if (value.plates.some((plate) => !isPlateChoice(plate, value.weightUnit)))
      context.addIssue({ code: 'custom', path: ['plates'], message: TRAINING_MESSAGES.plateChoice(value.weightUnit) });
    else if (new Set(value.plates).size !== value.plates.length)
      context.addIssue({ code: 'custom', path: ['plates'], message: TRAINING_MESSAGES.plateChoice(value.weightUnit) });
  })
  .meta({ id: 'TrainingPreferencesInput' });
export type TrainingPreferencesInput = z.infer<typeof trainingPreferencesInputSchema>;

/** A finished session as the History list shows it (docs/product.md#history). */
export const sessionSummarySchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    startedAt: z.string(),
    finishedAt: z.string(),
    durationSeconds: z.number().int(),
    completedSets: z.number().int(),
    volumeKg: z.number(),
    exercises: z.array(z.string()).meta({ description: 'The exercise names, in order.' }),
  })
  .meta({ id: 'SessionSummary', description: 'A finished session: when, how long, how much, which exercises.' });
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

/** GET /api/sessions query: a page of finished sessions, newest first, before a cursor (the last page's last start). */
export const sessionListQuerySchema = z.object({
  before: z.string().datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** GET /api/sessions answer. `nextBefore` is null on the last page. */
export const sessionListSchema = z
  .object({ items: z.array(sessionSummarySchema), nextBefore: z.string().nullable() })
  .meta({ id: 'SessionList', description: 'A page of finished sessions, newest first.' });
export type SessionList = z.infer<typeof sessionListSchema>;

/** GET /api/sessions/calendar answer: when each finished session since `since` started (for the training-days strip). */
export const sessionCalendarSchema = z.object({ startedAt: z.array(z.string()) }).meta({ id: 'SessionCalendar' });
export type SessionCalendar = z.infer<typeof sessionCalendarSchema>;

/** One session of an exercise's history, as the progress chart draws it: its best e1RM and volume, in kilograms. */
export const exerciseHistoryPointSchema = z.object({
  sessionId: z.string().uuid(),
  startedAt: z.string(),
  bestE1rmKg: z.number().nullable(),
  volumeKg: z.number(),
});

/** One of the newest sessions of an exercise's history, with its completed sets in order. */
export const exerciseHistoryRecentSchema = z.object({
  sessionId: z.string().uuid(),
  sessionName: z.string(),
  startedAt: z.string(),
  sets: z.array(previousSetSchema.extend({ rpe: z.number().nullable() })),
});

/** How many of the newest sessions an exercise's history lists with their sets. */
export const EXERCISE_HISTORY_RECENT = 5;

/**
 * GET /api/exercises/{id}/history answer (docs/product.md#exercise-history): the member's records of the exercise, the
 * best set, each finished session with it as a chart point (oldest first), and the newest
 * {@link EXERCISE_HISTORY_RECENT} with their sets (newest first).
 */
export const exerciseHistorySchema = z
  .object({
    exerciseId: z.string().uuid(),
    records: personalRecordsSchema,
    bestSet: previousSetSchema.nullable(),
    points: z.array(exerciseHistoryPointSchema),
    recent: z.array(exerciseHistoryRecentSchema),
  })
  .meta({
    id: 'ExerciseHistory',
    description: "A member's history of one exercise: records, best set, a point per session (oldest first), the newest sessions' sets.",
  });
export type ExerciseHistory = z.infer<typeof exerciseHistorySchema>;

/** One exercise name of an imported file and the catalogue exercise it is logged as; null: kept by its name only. */
export const importMappingSchema = z.object({
  name: z.string().max(1000),
  exerciseId: z.string().uuid().nullable(),
});
export type ImportMapping = z.infer<typeof importMappingSchema>;

/**
 * POST /api/sessions/import and its preview (docs/product.md#import-from-strong-or-hevy): the file's text, the unit of
 * a Strong file's weights (its comma-separated layout names none), and for the import the member's choices of exercise.
 * One character over the file limit still reaches the reader, which says the file is too large.
 */
export const sessionImportInputSchema = z
  .object({
    csv: z.string().max(TRAINING_CSV_MAX_BYTES + 1, TRAINING_MESSAGES.csvTooLarge),
    weightUnit: weightUnitSchema,
    mapping: z.array(importMappingSchema).max(5000).optional(),
  })
  .meta({ id: 'SessionImportInput' });
export type SessionImportInput = z.infer<typeof sessionImportInputSchema>;

/** What an import would do (docs/product.md#import-from-strong-or-hevy). */
export const importPreviewSchema = z
  .object({
    format: z.enum(['strong', 'strong-semicolon', 'hevy']),
    sessions: z.number().int(),
    sets: z.number().int(),
    untrackedSets: z.number().int().meta({ description: 'Timed or distance sets without weight or reps: the log does not keep them.' }),
    alreadyLogged: z.number().int().meta({ description: 'Workouts of the file already in the log (same start and name): skipped.' }),
    firstStartedAt: z.string().nullable(),
    lastStartedAt: z.string().nullable(),
    exercises: z.array(
      z.object({
        name: z.string(),
        sets: z.number().int(),
        match: z.object({ id: z.string().uuid(), exerciseName: z.string() }).nullable(),
      }),
    ),
  })
  .meta({ id: 'ImportPreview', description: 'What importing the file would add, and the catalogue exercise each of its names matches.' });
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** What an import added. */
export const importResultSchema = z
  .object({ sessions: z.number().int(), sets: z.number().int(), skipped: z.number().int() })
  .meta({ id: 'ImportResult', description: 'Sessions and sets added; sessions skipped as already logged or without a set to keep.' });
export type ImportResult = z.infer<typeof importResultSchema>;
