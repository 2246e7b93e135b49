ALTER TABLE "suggested_exercises" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "suggested_exercises" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suggested_exercises" ADD CONSTRAINT "suggested_exercises_status_check" CHECK ("suggested_exercises"."status" in ('pending', 'approved', 'rejected'));