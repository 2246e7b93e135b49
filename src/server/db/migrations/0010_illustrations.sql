CREATE TABLE "illustrations" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "illustration_start" text;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "illustration_end" text;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "illustration_source" text;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_illustration_start_illustrations_key_fk" FOREIGN KEY ("illustration_start") REFERENCES "public"."illustrations"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_illustration_end_illustrations_key_fk" FOREIGN KEY ("illustration_end") REFERENCES "public"."illustrations"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_illustration_check" CHECK (("exercises"."illustration_start" is null and "exercises"."illustration_end" is null and "exercises"."illustration_source" is null) or ("exercises"."illustration_start" is not null and "exercises"."illustration_source" in ('everkinetic', 'upload')));