-- What a suggested exercise needs and what only helps, as exercises record it since 0008
-- (docs/decisions/0025-required-and-optional-equipment.md). 0008 turned every item an exercise required into a group
-- of its own, the primary's first; a suggestion recorded one item only, its equipment type (approving it required
-- exactly that), so by the same rule each existing suggestion needs its equipment type alone and nothing only helps.
ALTER TABLE "suggested_exercises" ADD COLUMN "required_equipment" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "suggested_exercises" ADD COLUMN "optional_equipment" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "suggested_exercises" SET "required_equipment" = jsonb_build_array(jsonb_build_array("equipment_type"));
