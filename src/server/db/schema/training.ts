import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { exercises } from './exercises';
import { workouts } from './workouts';

/**
 * A training session of the log (docs/product.md#training-log): started from a workout or empty, open until it is
 * finished (`finished_at`) or discarded (deleted). Ids may be chosen by the client (a random UUID), so a session started
 * offline keeps its id when it reaches the server. A member has at most one open session (a partial unique index).
 * Deleting the user deletes their log; deleting the workout keeps the sessions started from it.
 */
export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    workoutId: uuid('workout_id').references(() => workouts.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    notes: text('notes').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('training_sessions_user_started_idx').on(t.userId, t.startedAt.desc()),
    uniqueIndex('training_sessions_one_open_per_user')
      .on(t.userId)
      .where(sql`${t.finishedAt} is null`),
    check('training_sessions_finished_after_start', sql`${t.finishedAt} is null or ${t.finishedAt} >= ${t.startedAt}`),
  ],
);

/**
 * One exercise of a session, in order. It keeps the exercise's name as it was logged, so the history still reads it
 * after the exercise is deleted from the catalogue (`exercise_id` becomes null) or hidden by a lapsed subscription.
 * `user_id` repeats the session's owner so one member's history of one exercise is one index range.
 * `superset_group`: exercises of a session with the same number are done as a superset.
 */
export const trainingSessionExercises = pgTable(
  'training_session_exercises',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => trainingSessions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    exerciseId: uuid('exercise_id').references(() => exercises.id, { onDelete: 'set null' }),
    exerciseName: text('exercise_name').notNull(),
    orderIndex: integer('order_index').notNull(),
    supersetGroup: integer('superset_group'),
    restSeconds: integer('rest_seconds'),
    notes: text('notes').notNull().default(''),
  },
  (t) => [
    index('training_session_exercises_session_idx').on(t.sessionId, t.orderIndex),
    index('training_session_exercises_user_exercise_idx').on(t.userId, t.exerciseId),
    check('training_session_exercises_order_check', sql`${t.orderIndex} >= 0`),
    check('training_session_exercises_rest_check', sql`${t.restSeconds} is null or ${t.restSeconds} between 0 and 1800`),
  ],
);

/**
 * One set. The weight is stored exactly as entered, with its unit (docs/product.md#training-log: 45 lb stays 45 lb);
 * null weight is a set without load. `completed_at` is set when the member ticks the set; only completed sets count
 * toward volume and records. The checks repeat the API's limits (docs/product.md#training-log).
 */
export const trainingSets = pgTable(
  'training_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionExerciseId: uuid('session_exercise_id')
      .notNull()
      .references(() => trainingSessionExercises.id, { onDelete: 'cascade' }),
    setIndex: integer('set_index').notNull(),
    setType: text('set_type').notNull().default('normal'),
    weight: numeric('weight', { precision: 7, scale: 2, mode: 'number' }),
    weightUnit: text('weight_unit').notNull().default('kg'),
    reps: integer('reps'),
    rpe: numeric('rpe', { precision: 3, scale: 1, mode: 'number' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('training_sets_session_exercise_idx').on(t.sessionExerciseId, t.setIndex),
    check('training_sets_set_type_check', sql`${t.setType} in ('warmup', 'normal', 'drop', 'failure')`),
    check('training_sets_weight_unit_check', sql`${t.weightUnit} in ('kg', 'lb')`),
    check(
      'training_sets_weight_check',
      sql`${t.weight} is null or ${t.weight} >= 0 and ${t.weight} <= case ${t.weightUnit} when 'kg' then 1000 else 2204.62 end`,
    ),
    check('training_sets_reps_check', sql`${t.reps} is null or ${t.reps} between 0 and 1000`),
    check('training_sets_rpe_check', sql`${t.rpe} is null or (${t.rpe} between 6 and 10 and ${t.rpe} * 2 = round(${t.rpe} * 2))`),
    check('training_sets_set_index_check', sql`${t.setIndex} >= 0`),
  ],
);

/**
 * A member's training preferences (docs/product.md#training-log): the weight unit they log in, and for the plate
 * calculator (docs/product.md#plate-calculator) their bar's weight and the plate sizes they have, in that unit (null:
 * the unit's standard bar and plates, src/shared/training/plates.ts). A member without a row logs in kilograms.
 */
export const trainingPreferences = pgTable(
  'training_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    weightUnit: text('weight_unit').notNull().default('kg'),
    barWeight: numeric('bar_weight', { precision: 5, scale: 2, mode: 'number' }),
    plates: jsonb('plates').$type<number[]>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('training_preferences_weight_unit_check', sql`${t.weightUnit} in ('kg', 'lb')`),
    check('training_preferences_bar_weight_check', sql`${t.barWeight} is null or ${t.barWeight} between 0 and 100`),
  ],
);

/**
 * Writes already applied, by their Idempotency-Key (docs/architecture.md#idempotent-writes): a replayed key answers the
 * stored status and body and changes nothing;
 * the same key with another request (`fingerprint`: method, path and body) is refused. Keys are the member's own (the key is unique per user), kept 7 days.
 */
export const appliedWrites = pgTable(
  'applied_writes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('applied_writes_created_idx').on(t.createdAt)],
);

export type TrainingSessionRow = typeof trainingSessions.$inferSelect;
export type TrainingSessionExerciseRow = typeof trainingSessionExercises.$inferSelect;
export type TrainingSetRow = typeof trainingSets.$inferSelect;
