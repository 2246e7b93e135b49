import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SUGGESTION_STATUSES } from '@/shared/schemas/suggestions';
import { user } from './auth';
import { illustrations } from './illustrations';

/**
 * A member's suggested exercise (docs/product.md#suggestion; docs/product.md#moderation). Approval copies the content fields into
 * `exercises` and marks the row `approved` in one transaction; rejection marks it `rejected`; either stamps
 * `reviewed_at`. The row stays so its owner sees the outcome on My Suggestions; the owner may delete their own.
 * Deleting the user deletes their suggestions. Lists read a user's suggestions newest first, admins the pending ones
 * newest first, hence the two indexes.
 */
export const suggestedExercises = pgTable(
  'suggested_exercises',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    exerciseName: text('exercise_name').notNull(),
    description: text('description').notNull(),
    equipmentType: text('equipment_type').notNull(),
    targetMuscleGroups: text('target_muscle_groups').notNull(),
    pros: text('pros'),
    cons: text('cons'),
    videoUrl: text('video_url'),
    difficultyLevel: text('difficulty_level', { enum: ['beginner', 'intermediate', 'advanced'] })
      .notNull()
      .default('beginner'),
    tags: text('tags').array(),
    // What the suggested exercise needs, as groups each met by any one item, its equipment type's group first, and
    // what only helps: the columns of `exercises` (docs/decisions/0025-required-and-optional-equipment.md), copied
    // into the exercise on approval through equipmentNeeds.
    requiredEquipment: jsonb('required_equipment')
      .$type<string[][]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    optionalEquipment: text('optional_equipment')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // The one picture a member may send with a suggestion (docs/product.md#suggest), re-encoded and stored like an
    // admin's upload; approval makes it the exercise's start picture.
    picture: text('picture').references(() => illustrations.key),
    status: text('status', { enum: SUGGESTION_STATUSES }).notNull().default('pending'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('suggested_exercises_difficulty_level_check', sql`${t.difficultyLevel} in ('beginner', 'intermediate', 'advanced')`),
    check('suggested_exercises_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index('suggested_exercises_user_created_idx').on(t.userId, t.createdAt),
    index('suggested_exercises_created_idx').on(t.createdAt),
  ],
);

/**
 * When a user did a rate-limited action (docs/product.md#suggest: 10 suggestions an hour). Kept apart from the suggestions themselves so
 * deleting a suggestion does not give the allowance back. Rows older than the longest window may be pruned.
 */
export const userActionLog = pgTable(
  'user_action_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_action_log_user_action_created_idx').on(t.userId, t.action, t.createdAt)],
);

export type SuggestedExerciseRow = typeof suggestedExercises.$inferSelect;
