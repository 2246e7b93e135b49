import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { illustrations } from './illustrations';

/**
 * The exercise catalogue (docs/product.md#exercise). `source_id` identifies where a row came from ('equipped:<slug>' for the
 * curated catalogue, 'free-exercise-db:<id>' for imports) so re-imports update instead of duplicating (docs/product.md#catalogue).
 *
 * The library's search reads none of these columns per request: each server instance holds a search index built from
 * them (docs/architecture.md#search-index).
 */
export const exercises = pgTable(
  'exercises',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourceId: text('source_id').unique(),
    exerciseName: text('exercise_name').notNull(),
    equipmentType: text('equipment_type').notNull(),
    targetMuscleGroups: text('target_muscle_groups').notNull(),
    description: text('description').notNull(),
    difficultyLevel: text('difficulty_level', { enum: ['beginner', 'intermediate', 'advanced'] })
      .notNull()
      .default('beginner'),
    pros: text('pros'),
    cons: text('cons'),
    tags: text('tags').array(),
    videoUrl: text('video_url'),
    isSample: boolean('is_sample').notNull().default(false),
    // The curated model (docs/product.md#curated-catalogue); rows from before it, and imports that lack a field, hold
    // empty lists and nulls. `required_equipment` is what the exercise cannot be done without, as groups each met by any
    // one of its items (a JSON array of arrays: PostgreSQL arrays must be rectangular), `optional_equipment` what only
    // helps; `equipment` is every item of every group, `equipment_type` (its primary) first — kept in step by every
    // writer through equipmentNeeds (src/shared/catalogue/required-equipment.ts; docs/decisions/0025).
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    equipment: text('equipment')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requiredEquipment: jsonb('required_equipment')
      .$type<string[][]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    optionalEquipment: text('optional_equipment')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    primaryMuscles: text('primary_muscles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    secondaryMuscles: text('secondary_muscles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    movementPattern: text('movement_pattern'),
    mechanic: text('mechanic'),
    trainingGoals: text('training_goals')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    formSteps: text('form_steps')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Where the row's content came from, beside `source_id`: the licence of imported data (null for the team's own and
    // for rows written in the app), and when an admin last edited it — a catalogue upgrade or a re-import then leaves
    // the row's content alone (docs/product.md#curated-catalogue).
    sourceLicence: text('source_licence'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    // How commonly gym-goers mean this exercise when they type a word of its name, 1–5 (the curated catalogue's
    // `popularity`; 0 for imported rows and rows written in the app): the search's tie-break within a match tier
    // (docs/product.md#search).
    popularity: smallint('popularity').notNull().default(0),
    // Its pictures (docs/product.md#illustrations): the start position and, where there is one, the end position, as
    // keys of `illustrations`; `illustration_source` says whose they are ('everkinetic' for the imported drawings,
    // credited wherever shown; 'upload' for an admin's) — null, null, null for an exercise without pictures.
    illustrationStart: text('illustration_start').references(() => illustrations.key),
    illustrationEnd: text('illustration_end').references(() => illustrations.key),
    illustrationSource: text('illustration_source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('exercises_difficulty_level_check', sql`${t.difficultyLevel} in ('beginner', 'intermediate', 'advanced')`),
    check('exercises_mechanic_check', sql`${t.mechanic} in ('compound', 'isolation')`),
    check('exercises_popularity_check', sql`${t.popularity} between 0 and 5`),
    check(
      'exercises_illustration_check',
      sql`(${t.illustrationStart} is null and ${t.illustrationEnd} is null and ${t.illustrationSource} is null) or (${t.illustrationStart} is not null and ${t.illustrationSource} in ('everkinetic', 'upload'))`,
    ),
    index('exercises_name_idx').on(t.exerciseName),
    index('exercises_created_at_idx').on(t.createdAt),
    index('exercises_updated_at_idx').on(t.updatedAt),
    index('exercises_equipment_idx').on(t.equipmentType),
    index('exercises_equipment_items_idx').using('gin', t.equipment),
    index('exercises_optional_equipment_idx').using('gin', t.optionalEquipment),
    index('exercises_training_goals_idx').using('gin', t.trainingGoals),
    index('exercises_sample_name_idx').on(t.isSample, t.exerciseName),
  ],
);

export type ExerciseRow = typeof exercises.$inferSelect;
export type NewExerciseRow = typeof exercises.$inferInsert;

/**
 * Every curated exercise the catalogue sync has written (docs/product.md#curated-catalogue), with the content hash of
 * the version last applied: an upgrade adds a curated exercise only when it was never applied (so one an admin deleted
 * stays deleted) and rewrites one only when its file content changed and no admin has edited the row since.
 */
export const curatedExercisesApplied = pgTable('curated_exercises_applied', {
  sourceId: text('source_id').primaryKey(),
  contentHash: text('content_hash').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
