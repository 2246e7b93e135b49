-- The curated exercise model (docs/product.md#curated-catalogue): required equipment, aliases, primary and secondary
-- muscles, movement pattern, mechanic, training goals and form steps; the licence of imported content and the time of
-- an admin's last edit. Existing rows require their primary equipment; starter rows an admin changed count as edited.
ALTER TABLE "exercises" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "equipment" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "primary_muscles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "secondary_muscles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "movement_pattern" text;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "mechanic" text;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "training_goals" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "form_steps" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "source_licence" text;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
UPDATE "exercises" SET "equipment" = ARRAY["equipment_type"];--> statement-breakpoint
UPDATE "exercises" SET "edited_at" = "updated_at" WHERE "source_id" LIKE 'equipped:%' AND "updated_at" > "created_at" + interval '1 second';--> statement-breakpoint
UPDATE "exercises" SET "source_licence" = 'Unlicense' WHERE "source_id" LIKE 'free-exercise-db:%';--> statement-breakpoint
ALTER TABLE "exercises" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(exercise_name || ' ' || equipped_tags_text(aliases) || ' ' || equipped_tags_text(equipment) || ' ' || equipment_type || ' ' || target_muscle_groups || ' ' || description || ' ' || equipped_tags_text(tags))) STORED;--> statement-breakpoint
ALTER TABLE "exercises" DROP COLUMN "search_compact";--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "search_compact" text GENERATED ALWAYS AS (regexp_replace(lower(exercise_name || ' ' || equipped_tags_text(aliases) || ' ' || equipped_tags_text(equipment) || ' ' || equipment_type || ' ' || target_muscle_groups || ' ' || equipped_tags_text(tags)), '[^a-z0-9]+', '', 'g')) STORED;--> statement-breakpoint
CREATE INDEX "exercises_search_text_trgm_idx" ON "exercises" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "exercises_search_compact_trgm_idx" ON "exercises" USING gin ("search_compact" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "exercises_equipment_items_idx" ON "exercises" USING gin ("equipment");--> statement-breakpoint
CREATE INDEX "exercises_training_goals_idx" ON "exercises" USING gin ("training_goals");--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_mechanic_check" CHECK ("exercises"."mechanic" in ('compound', 'isolation'));--> statement-breakpoint
CREATE TABLE "curated_exercises_applied" (
	"source_id" text PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
