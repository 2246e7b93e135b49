CREATE TABLE "applied_writes" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applied_writes_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "training_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"weight_unit" text DEFAULT 'kg' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_preferences_weight_unit_check" CHECK ("training_preferences"."weight_unit" in ('kg', 'lb'))
);
--> statement-breakpoint
CREATE TABLE "training_session_exercises" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"exercise_id" uuid,
	"exercise_name" text NOT NULL,
	"order_index" integer NOT NULL,
	"superset_group" integer,
	"rest_seconds" integer,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "training_session_exercises_order_check" CHECK ("training_session_exercises"."order_index" >= 0),
	CONSTRAINT "training_session_exercises_rest_check" CHECK ("training_session_exercises"."rest_seconds" is null or "training_session_exercises"."rest_seconds" between 0 and 1800)
);
--> statement-breakpoint
CREATE TABLE "training_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"workout_id" uuid,
	"name" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_sessions_finished_after_start" CHECK ("training_sessions"."finished_at" is null or "training_sessions"."finished_at" >= "training_sessions"."started_at")
);
--> statement-breakpoint
CREATE TABLE "training_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_exercise_id" uuid NOT NULL,
	"set_index" integer NOT NULL,
	"set_type" text DEFAULT 'normal' NOT NULL,
	"weight" numeric(7, 2),
	"weight_unit" text DEFAULT 'kg' NOT NULL,
	"reps" integer,
	"rpe" numeric(3, 1),
	"completed_at" timestamp with time zone,
	CONSTRAINT "training_sets_set_type_check" CHECK ("training_sets"."set_type" in ('warmup', 'normal', 'drop', 'failure')),
	CONSTRAINT "training_sets_weight_unit_check" CHECK ("training_sets"."weight_unit" in ('kg', 'lb')),
	CONSTRAINT "training_sets_weight_check" CHECK ("training_sets"."weight" is null or "training_sets"."weight" >= 0 and "training_sets"."weight" <= case "training_sets"."weight_unit" when 'kg' then 1000 else 2204.62 end),
	CONSTRAINT "training_sets_reps_check" CHECK ("training_sets"."reps" is null or "training_sets"."reps" between 0 and 1000),
	CONSTRAINT "training_sets_rpe_check" CHECK ("training_sets"."rpe" is null or ("training_sets"."rpe" between 6 and 10 and "training_sets"."rpe" * 2 = round("training_sets"."rpe" * 2))),
	CONSTRAINT "training_sets_set_index_check" CHECK ("training_sets"."set_index" >= 0)
);
--> statement-breakpoint
ALTER TABLE "applied_writes" ADD CONSTRAINT "applied_writes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_preferences" ADD CONSTRAINT "training_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_session_exercises" ADD CONSTRAINT "training_session_exercises_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_session_exercises" ADD CONSTRAINT "training_session_exercises_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_session_exercises" ADD CONSTRAINT "training_session_exercises_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sets" ADD CONSTRAINT "training_sets_session_exercise_id_training_session_exercises_id_fk" FOREIGN KEY ("session_exercise_id") REFERENCES "public"."training_session_exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applied_writes_created_idx" ON "applied_writes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "training_session_exercises_session_idx" ON "training_session_exercises" USING btree ("session_id","order_index");--> statement-breakpoint
CREATE INDEX "training_session_exercises_user_exercise_idx" ON "training_session_exercises" USING btree ("user_id","exercise_id");--> statement-breakpoint
CREATE INDEX "training_sessions_user_started_idx" ON "training_sessions" USING btree ("user_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "training_sessions_one_open_per_user" ON "training_sessions" USING btree ("user_id") WHERE "training_sessions"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "training_sets_session_exercise_idx" ON "training_sets" USING btree ("session_exercise_id","set_index");