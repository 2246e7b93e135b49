-- "Isolation" is a mechanic, not a movement pattern (docs/product.md#training-vocabulary): a single-joint exercise's
-- pattern is its joint action. The function is jointActionPattern (src/shared/catalogue/training.ts) in SQL, rule for
-- rule (a test holds the two equal on every free-exercise-db name); it stays for that test. Every stored row with the
-- old pattern gets its joint action, or none when neither its name nor its first primary muscle says.
CREATE OR REPLACE FUNCTION equipped_joint_action_pattern(name text, primary_muscles text[]) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$
  SELECT CASE
    WHEN w ~ ' shrugs? ' THEN 'scapular-elevation'
    WHEN w ~ ' (wrist|grip|grippers?|finger|fingers|hangs?|pinch) ' THEN 'grip'
    WHEN w ~ ' (external|internal) rotations? ' THEN 'shoulder-rotation'
    WHEN w ~ ' (abductions?|abductors?|clamshells?|fire hydrants?) | (lateral|monster) walks? ' THEN 'hip-abduction'
    WHEN w ~ ' (adductions?|adductors?) ' THEN 'hip-adduction'
    WHEN w ~ ' (reverse|rear delt|rear deltoid) (fly|flye|flyes|flies|pec deck) | pull aparts? | face pulls? ' THEN 'horizontal-abduction'
    WHEN w ~ ' (fly|flye|flyes|flies|crossovers?|butterfly) | pec deck ' THEN 'horizontal-adduction'
    WHEN w ~ ' pullovers? | straight arm ' THEN 'shoulder-extension'
    WHEN w ~ ' (lateral|side) raises? | side laterals? ' THEN 'shoulder-abduction'
    WHEN w ~ ' (front|y) raises? ' THEN 'shoulder-flexion'
    WHEN w ~ ' (calf|calves|donkey) ' THEN 'plantar-flexion'
    WHEN w ~ ' (leg|hamstring|nordic) curls? | nordic | glute ham ' THEN 'knee-flexion'
    WHEN w ~ ' leg extensions? ' THEN 'knee-extension'
    WHEN w ~ ' kick ?backs? ' AND first = 'Glutes' THEN 'hip-extension'
    WHEN w ~ ' curls? ' THEN CASE WHEN first = 'Hamstrings' THEN 'knee-flexion' ELSE 'elbow-flexion' END
    WHEN w ~ ' extensions? | skull ?crushers? | push ?downs? | kick ?backs? ' THEN CASE WHEN first = 'Quadriceps' THEN 'knee-extension' ELSE 'elbow-extension' END
    ELSE CASE first
      WHEN 'Biceps' THEN 'elbow-flexion'
      WHEN 'Triceps' THEN 'elbow-extension'
      WHEN 'Forearms' THEN 'grip'
      WHEN 'Hamstrings' THEN 'knee-flexion'
      WHEN 'Quadriceps' THEN 'knee-extension'
      WHEN 'Calves' THEN 'plantar-flexion'
      WHEN 'Front Delts' THEN 'shoulder-flexion'
      WHEN 'Side Delts' THEN 'shoulder-abduction'
      WHEN 'Rear Delts' THEN 'horizontal-abduction'
      WHEN 'Chest' THEN 'horizontal-adduction'
      WHEN 'Lats' THEN 'shoulder-extension'
      WHEN 'Traps' THEN 'scapular-elevation'
      WHEN 'Glutes' THEN 'hip-extension'
      WHEN 'Hip Abductors' THEN 'hip-abduction'
      WHEN 'Adductors' THEN 'hip-adduction'
    END
  END
  FROM (SELECT ' ' || trim(regexp_replace(lower(name), '[^a-z0-9]+', ' ', 'g')) || ' ' AS w, coalesce(primary_muscles[1], '') AS first) AS t
  $$;
--> statement-breakpoint
UPDATE "exercises" SET "movement_pattern" = equipped_joint_action_pattern("exercise_name", "primary_muscles")
WHERE "movement_pattern" = 'isolation';
