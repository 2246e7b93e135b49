import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The exercise catalogue (docs/product.md#exercise). `source_id` identifies where a row came from ('equipped:<slug>' for the
 * curated catalogue, 'free-exercise-db:<id>' for imports) so re-imports update instead of duplicating (docs/product.md#catalogue).
 *
 * `search_text` and `search_compact` are generated columns over name, aliases, equipment, muscles, description and tags (the search
 * fields of docs/product.md#search): the first for case-insensitive substring and trigram (typo) matching, the second with every
 * non-alphanumeric removed so 'pull up', 'pull-up' and 'pullup' meet. `equipped_tags_text` is an IMMUTABLE wrapper
 * created in migration 0000 because array_to_string is only STABLE.
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
    // empty lists and nulls. `equipment` is everything the exercise requires and contains `equipment_type`, its primary.
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    equipment: text('equipment').array().notNull().default(sql`'{}'::text[]`),
    primaryMuscles: text('primary_muscles').array().notNull().default(sql`'{}'::text[]`),
    secondaryMuscles: text('secondary_muscles').array().notNull().default(sql`'{}'::text[]`),
    movementPattern: text('movement_pattern'),
    mechanic: text('mechanic'),
    trainingGoals: text('training_goals').array().notNull().default(sql`'{}'::text[]`),
    formSteps: text('form_steps').array().notNull().default(sql`'{}'::text[]`),
    // Where the row's content came from, beside `source_id`: the licence of imported data (null for the team's own and
    // for rows written in the app), and when an admin last edited it — a catalogue upgrade or a re-import then leaves
    // the row's content alone (docs/product.md#curated-catalogue).
    sourceLicence: text('source_licence'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(exercise_name || ' ' || equipped_tags_text(aliases) || ' ' || equipped_tags_text(equipment) || ' ' || equipment_type || ' ' || target_muscle_groups || ' ' || description || ' ' || equipped_tags_text(tags))`,
    ),
    searchCompact: text('search_compact').generatedAlwaysAs(
      sql`regexp_replace(lower(exercise_name || ' ' || equipped_tags_text(aliases) || ' ' || equipped_tags_text(equipment) || ' ' || equipment_type || ' ' || target_muscle_groups || ' ' || equipped_tags_text(tags)), '[^a-z0-9]+', '', 'g')`,
    ),
  },
  (t) => [
    check('exercises_difficulty_level_check', sql`${t.difficultyLevel} in ('beginner', 'intermediate', 'advanced')`),
    check('exercises_mechanic_check', sql`${t.mechanic} in ('compound', 'isolation')`),
    index('exercises_name_idx').on(t.exerciseName),
    index('exercises_created_at_idx').on(t.createdAt),
    index('exercises_equipment_idx').on(t.equipmentType),
    index('exercises_equipment_items_idx').using('gin', t.equipment),
    index('exercises_training_goals_idx').using('gin', t.trainingGoals),
    index('exercises_sample_name_idx').on(t.isSample, t.exerciseName),
    index('exercises_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('exercises_search_compact_trgm_idx').using('gin', sql`${t.searchCompact} gin_trgm_ops`),
    index('exercises_name_trgm_idx').using('gin', sql`lower(${t.exerciseName}) gin_trgm_ops`),
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
