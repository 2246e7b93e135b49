-- One muscle vocabulary (docs/product.md#muscle-vocabulary, docs/decisions/0028-one-muscle-vocabulary.md): the target
-- muscles text is written in the vocabulary's names everywhere. An exercise that records its muscles gets its primary
-- then secondary muscles, each once; any other row (an admin's, a suggestion) has each term read as the muscles it
-- names ('Latissimus Dorsi' → Lats, 'Shoulders' → Front, Side and Rear Delts, case, spacing and a note in brackets
-- ignored, as musclesWorked reads them), each muscle once in the order first named; a term that names no muscle is
-- kept as written, so nothing is lost. Written by hand; the mapping is checked against musclesWorked's by a test.
CREATE FUNCTION equipped_vocabulary_muscles(muscles text) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$
  WITH terms AS (
    SELECT trim(t.term) AS term, t.ord
    FROM unnest(string_to_array(muscles, ',')) WITH ORDINALITY AS t(term, ord)
    WHERE trim(t.term) <> ''
  ), named AS (
    SELECT coalesce(m.names, ARRAY[terms.term]) AS names, terms.ord
    FROM terms
    LEFT JOIN (VALUES
      ('chest', ARRAY['Chest']),
      ('pectorals', ARRAY['Chest']),
      ('pecs', ARRAY['Chest']),
      ('shoulders', ARRAY['Front Delts', 'Side Delts', 'Rear Delts']),
      ('delts', ARRAY['Front Delts', 'Side Delts', 'Rear Delts']),
      ('deltoids', ARRAY['Front Delts', 'Side Delts', 'Rear Delts']),
      ('front delts', ARRAY['Front Delts']),
      ('anterior deltoids', ARRAY['Front Delts']),
      ('side delts', ARRAY['Side Delts']),
      ('lateral deltoids', ARRAY['Side Delts']),
      ('rear delts', ARRAY['Rear Delts']),
      ('posterior deltoids', ARRAY['Rear Delts']),
      ('biceps', ARRAY['Biceps']),
      ('triceps', ARRAY['Triceps']),
      ('forearms', ARRAY['Forearms']),
      ('core', ARRAY['Abs', 'Obliques']),
      ('abdominals', ARRAY['Abs', 'Obliques']),
      ('abs', ARRAY['Abs']),
      ('obliques', ARRAY['Obliques']),
      ('back', ARRAY['Lats', 'Upper Back']),
      ('latissimus dorsi', ARRAY['Lats']),
      ('lats', ARRAY['Lats']),
      ('middle back', ARRAY['Upper Back']),
      ('rhomboids', ARRAY['Upper Back']),
      ('upper back', ARRAY['Upper Back']),
      ('traps', ARRAY['Traps']),
      ('trapezius', ARRAY['Traps']),
      ('lower back', ARRAY['Lower Back']),
      ('glutes', ARRAY['Glutes']),
      ('abductors', ARRAY['Hip Abductors']),
      ('hip abductors', ARRAY['Hip Abductors']),
      ('adductors', ARRAY['Adductors']),
      ('hip flexors', ARRAY['Hip Flexors']),
      ('quadriceps', ARRAY['Quadriceps']),
      ('quads', ARRAY['Quadriceps']),
      ('hamstrings', ARRAY['Hamstrings']),
      ('calves', ARRAY['Calves']),
      ('cardiovascular', ARRAY['Cardiovascular'])
    ) AS m(key, names)
      ON m.key = lower(trim(regexp_replace(regexp_replace(terms.term, '\([^)]*\)', ' ', 'g'), '\s+', ' ', 'g')))
  ), flat AS (
    SELECT n.name, min(named.ord * 100 + n.i) AS pos
    FROM named, unnest(named.names) WITH ORDINALITY AS n(name, i)
    GROUP BY n.name
  )
  SELECT coalesce(string_agg(flat.name, ', ' ORDER BY flat.pos), muscles) FROM flat
  $$;
--> statement-breakpoint
UPDATE "exercises" SET "target_muscle_groups" = array_to_string(ARRAY(
  SELECT m.name FROM unnest("primary_muscles" || "secondary_muscles") WITH ORDINALITY AS m(name, ord)
  GROUP BY m.name ORDER BY min(m.ord)
), ', ')
WHERE cardinality("primary_muscles") + cardinality("secondary_muscles") > 0;
--> statement-breakpoint
UPDATE "exercises" SET "target_muscle_groups" = equipped_vocabulary_muscles("target_muscle_groups")
WHERE cardinality("primary_muscles") + cardinality("secondary_muscles") = 0;
--> statement-breakpoint
UPDATE "suggested_exercises" SET "target_muscle_groups" = equipped_vocabulary_muscles("target_muscle_groups");
--> statement-breakpoint
DROP FUNCTION equipped_vocabulary_muscles(text);
