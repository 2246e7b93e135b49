-- What an exercise needs and what only helps (docs/decisions/0025-required-and-optional-equipment.md): required
-- equipment as groups, each met by any one of its items, and optional equipment. Every item an existing row required
-- becomes a group of its own, the primary's first; the curated sync then rewrites the curated rows no admin has edited
-- with the catalogue's groups and optional items.
ALTER TABLE "exercises" ADD COLUMN "required_equipment" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "optional_equipment" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "exercises_optional_equipment_idx" ON "exercises" USING gin ("optional_equipment");--> statement-breakpoint
UPDATE "exercises" SET "required_equipment" = (
  SELECT coalesce(jsonb_agg(jsonb_build_array("item") ORDER BY ("item" <> "exercises"."equipment_type"), "position"), '[]'::jsonb)
  FROM unnest(CASE WHEN "exercises"."equipment_type" = ANY("exercises"."equipment") THEN "exercises"."equipment" ELSE array_prepend("exercises"."equipment_type", "exercises"."equipment") END) WITH ORDINALITY AS "items"("item", "position")
);