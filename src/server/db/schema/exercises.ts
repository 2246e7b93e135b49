import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The exercise catalogue (docs/product.md#exercise). `source_id` identifies where a row came from ('equipped:<slug>' for the
 * starter catalogue, 'free-exercise-db:<id>' for imports) so re-imports update instead of duplicating (docs/product.md#catalogue).
 *
 * `search_text` and `search_compact` are generated columns over name, equipment, muscles, description and tags (the search
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(exercise_name || ' ' || equipment_type || ' ' || target_muscle_groups || ' ' || description || ' ' || equipped_tags_text(tags))`,
    ),
    searchCompact: text('search_compact').generatedAlwaysAs(
      sql`regexp_replace(lower(exercise_name || ' ' || equipment_type || ' ' || target_muscle_groups || ' ' || equipped_tags_text(tags)), '[^a-z0-9]+', '', 'g')`,
    ),
  },
  (t) => [
    check('exercises_difficulty_level_check', sql`${t.difficultyLevel} in ('beginner', 'intermediate', 'advanced')`),
    index('exercises_name_idx').on(t.exerciseName),
    index('exercises_created_at_idx').on(t.createdAt),
    index('exercises_equipment_idx').on(t.equipmentType),
    index('exercises_sample_name_idx').on(t.isSample, t.exerciseName),
    index('exercises_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('exercises_search_compact_trgm_idx').using('gin', sql`${t.searchCompact} gin_trgm_ops`),
    index('exercises_name_trgm_idx').using('gin', sql`lower(${t.exerciseName}) gin_trgm_ops`),
  ],
);

export type ExerciseRow = typeof exercises.$inferSelect;
export type NewExerciseRow = typeof exercises.$inferInsert;
