CREATE TABLE "gyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"equipment" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gyms" ADD CONSTRAINT "gyms_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gyms_user_created_idx" ON "gyms" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gyms_user_name_unique" ON "gyms" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "gyms_one_active_per_user" ON "gyms" USING btree ("user_id") WHERE "gyms"."is_active";