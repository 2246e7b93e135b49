import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { exercises } from './exercises';

/**
 * A member's workout (docs/product.md#workout). Deleting the user deletes their workouts. The list reads a user's workouts
 * newest first, hence the (user_id, created_at) index. The limit of 10 per user (docs/product.md#limits) is enforced by the creating
 * transaction (workouts.service.ts), which locks the user row first.
 */
export const workouts = pgTable(
  'workouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workouts_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * One exercise of a workout (docs/product.md#workout). Invariants live in the schema too (docs/architecture.md#database): sets 1–20
 * (docs/product.md#validation), order_index from 0 and unique within the workout, and no exercise twice in one workout (docs/product.md#validation 'Already
 * Added'). Deleting an exercise removes its entries and keeps the workouts (docs/product.md#admin). The planned weight is an
 * exact decimal in its unit, as a set's (0–1,000 kg or 2,204.62 lb), or bodyweight, or neither (docs/product.md#planned-weights).
 */
export const workoutExercises = pgTable(
  'workout_exercises',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workoutId: uuid('workout_id')
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    sets: integer('sets').notNull(),
    reps: text('reps').notNull().default(''),
    weight: numeric('weight', { precision: 7, scale: 2, mode: 'number' }),
    weightUnit: text('weight_unit').notNull().default('kg'),
    bodyweight: boolean('bodyweight').notNull().default(false),
    notes: text('notes').notNull().default(''),
    orderIndex: integer('order_index').notNull(),
  },
  (t) => [
    check('workout_exercises_sets_check', sql`${t.sets} between 1 and 20`),
    check('workout_exercises_order_index_check', sql`${t.orderIndex} >= 0`),
    check('workout_exercises_weight_unit_check', sql`${t.weightUnit} in ('kg', 'lb')`),
    check(
      'workout_exercises_weight_check',
      sql`${t.weight} is null or not ${t.bodyweight} and ${t.weight} >= 0 and ${t.weight} <= case ${t.weightUnit} when 'kg' then 1000 else 2204.62 end`,
    ),
    unique('workout_exercises_workout_order_unique').on(t.workoutId, t.orderIndex),
    unique('workout_exercises_workout_exercise_unique').on(t.workoutId, t.exerciseId),
    // The unique (workout_id, …) indexes serve lookups by workout; this one serves the cascade from exercises.
    index('workout_exercises_exercise_idx').on(t.exerciseId),
  ],
);

export type WorkoutRow = typeof workouts.$inferSelect;
export type WorkoutExerciseRow = typeof workoutExercises.$inferSelect;
