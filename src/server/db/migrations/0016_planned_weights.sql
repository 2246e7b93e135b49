-- A workout entry's planned weight becomes a number with its unit, or bodyweight, or neither (docs/product.md#planned-weights).
-- What members wrote is read with the rules of parsePlannedWeight (src/shared/training/planned.ts): '60', '60kg',
-- '62,5 kg', '135 lbs', '45#', 'BW', 'bodyweight'; a number without a unit is in the member's training unit (kg when
-- none is set). Text that says anything else, or a weight over 1,000 kg (2,204.62 lb), is kept, never lost: it is added
-- to the entry's note as 'Planned weight: <text>'.
ALTER TABLE "workout_exercises" RENAME COLUMN "weight" TO "weight_text";--> statement-breakpoint
ALTER TABLE "workout_exercises" ADD COLUMN "weight" numeric(7, 2);--> statement-breakpoint
ALTER TABLE "workout_exercises" ADD COLUMN "weight_unit" text DEFAULT 'kg' NOT NULL;--> statement-breakpoint
ALTER TABLE "workout_exercises" ADD COLUMN "bodyweight" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "workout_exercises" SET "bodyweight" = true
  WHERE "weight_text" ~* '^\s*(bw|body\s*-?\s*weight|bodyweight|own\s+weight)\s*$';--> statement-breakpoint
WITH "parsed" AS (
  SELECT "entry"."id", "found"."m", coalesce("preferences"."weight_unit", 'kg') AS "member_unit"
  FROM "workout_exercises" AS "entry"
  JOIN "workouts" AS "workout" ON "workout"."id" = "entry"."workout_id"
  LEFT JOIN "training_preferences" AS "preferences" ON "preferences"."user_id" = "workout"."user_id"
  CROSS JOIN LATERAL (
    SELECT regexp_match("entry"."weight_text", '^\s*(\d{1,4}(?:[.,]\d{1,2})?)\s*(kg|kgs|kilos?|kilograms?|lb|lbs|pounds?|#)?\s*$', 'i') AS "m"
  ) AS "found"
  WHERE NOT "entry"."bodyweight"
), "read" AS (
  SELECT "id", replace("m"[1], ',', '.')::numeric(7, 2) AS "weight",
    CASE WHEN "m"[2] IS NULL THEN "member_unit" WHEN lower("m"[2]) LIKE 'k%' THEN 'kg' ELSE 'lb' END AS "unit"
  FROM "parsed" WHERE "m" IS NOT NULL
)
UPDATE "workout_exercises" SET "weight" = "read"."weight", "weight_unit" = "read"."unit"
  FROM "read"
  WHERE "workout_exercises"."id" = "read"."id" AND "read"."weight" <= CASE "read"."unit" WHEN 'kg' THEN 1000 ELSE 2204.62 END;--> statement-breakpoint
UPDATE "workout_exercises" SET "notes" = CASE WHEN "notes" = '' THEN '' ELSE "notes" || E'\n' END || 'Planned weight: ' || btrim("weight_text")
  WHERE btrim("weight_text") <> '' AND "weight" IS NULL AND NOT "bodyweight";--> statement-breakpoint
ALTER TABLE "workout_exercises" DROP COLUMN "weight_text";--> statement-breakpoint
ALTER TABLE "workout_exercises" ADD CONSTRAINT "workout_exercises_weight_unit_check" CHECK ("workout_exercises"."weight_unit" in ('kg', 'lb'));--> statement-breakpoint
ALTER TABLE "workout_exercises" ADD CONSTRAINT "workout_exercises_weight_check" CHECK ("workout_exercises"."weight" is null or not "workout_exercises"."bodyweight" and "workout_exercises"."weight" >= 0 and "workout_exercises"."weight" <= case "workout_exercises"."weight_unit" when 'kg' then 1000 else 2204.62 end);
