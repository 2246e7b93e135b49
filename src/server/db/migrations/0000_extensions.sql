-- Custom migration (written by hand, not generated): the extension and function the generated tables rely on.
-- pg_trgm powers the typo-tolerant catalogue search (ARCHITECTURE.md §1); PGlite loads it at open time too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- array_to_string is only STABLE, so a generated column cannot call it; joining text[] with spaces is immutable.
CREATE OR REPLACE FUNCTION equipped_tags_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(tags, ' '), '') $$;
