-- The plate calculator's bar weight and plate sizes (docs/product.md#plate-calculator), in the member's unit; null: the standard ones.
ALTER TABLE "training_preferences" ADD COLUMN "bar_weight" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "training_preferences" ADD COLUMN "plates" jsonb;--> statement-breakpoint
ALTER TABLE "training_preferences" ADD CONSTRAINT "training_preferences_bar_weight_check" CHECK ("training_preferences"."bar_weight" is null or "training_preferences"."bar_weight" between 0 and 100);