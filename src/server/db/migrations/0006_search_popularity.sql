-- The library's search moves to an in-memory index per server instance (docs/architecture.md#search-index): the
-- generated search columns and their trigram indexes go. The index ranks by the curated popularity
-- (docs/product.md#search): 1-5 from the curated catalogue, 0 for imported rows and rows written in the app. Its delta
-- reads rely on updated_at: a trigger keeps it on every update, whoever writes.
DROP INDEX "exercises_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "exercises_search_compact_trgm_idx";--> statement-breakpoint
DROP INDEX "exercises_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "popularity" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "exercises_updated_at_idx" ON "exercises" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "exercises" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "exercises" DROP COLUMN "search_compact";--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_popularity_check" CHECK ("exercises"."popularity" between 0 and 5);--> statement-breakpoint
CREATE OR REPLACE FUNCTION equipped_touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER exercises_touch_updated_at BEFORE UPDATE ON "exercises" FOR EACH ROW EXECUTE FUNCTION equipped_touch_updated_at();
