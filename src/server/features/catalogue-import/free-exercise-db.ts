import { z } from 'zod';
import { DIFFICULTY_LEVELS, type DifficultyLevel } from '@/shared/catalogue/difficulty';
import type { EquipmentName } from '@/shared/catalogue/equipment-taxonomy';
import { normaliseExerciseName } from '@/shared/catalogue/exercise-name';
import { targetMusclesText, type MuscleName } from '@/shared/catalogue/muscle-vocabulary';
import { jointActionPattern, MECHANICS, type Mechanic, type MovementPattern, type TrainingGoal } from '@/shared/catalogue/training';

/**
 * The pure half of the free-exercise-db importer (docs/product.md#catalogue): validate one record of the dataset's `exercises.json`
 * (shape: ../shared/data/free-exercise-db/schema.json) and map it to an exercise row. No I/O here; the import service
 * reads the file, upserts by `sourceId` and reports the failures.
 *
 * Images are never carried: the dataset's maintainers hold no rights to its photographs (SOURCE.md).
 */

/** Prefix of `exercises.source_id` for imported rows, so a re-import updates by id instead of duplicating. */
export const FREE_EXERCISE_DB_SOURCE_PREFIX = 'free-exercise-db:';

/**
 * One record as the dataset publishes it. Deliberately lenient where the mapping copes (force, mechanic and equipment
 * may be missing as well as null; muscle and equipment names are checked by the mapping, which names the bad value);
 * strict where a row would be wrong (id pattern, level). Unknown keys, `images` included, are stripped.
 */
export const freeExerciseDbRecordSchema = z.object({
  id: z.string().regex(/^[0-9a-zA-Z_-]+$/, 'must be letters, digits, _ or -'),
  name: z.string(),
  force: z.string().nullish(),
  level: z.enum(['beginner', 'intermediate', 'expert']),
  mechanic: z.string().nullish(),
  equipment: z.string().nullish(),
  primaryMuscles: z.array(z.string()),
  secondaryMuscles: z.array(z.string()),
  instructions: z.array(z.string()),
  category: z.string(),
});

export type FreeExerciseDbRecord = z.infer<typeof freeExerciseDbRecordSchema>;

/** `sourceName` of every imported exercise: where its words come from (SOURCE.md of the dataset). */
export const FREE_EXERCISE_DB_SOURCE_NAME = 'free-exercise-db';

/** `sourceLicence` of every imported exercise: the dataset is released under the Unlicense (public domain, SOURCE.md). */
export const FREE_EXERCISE_DB_LICENCE = 'Unlicense';

/** Where the licence's wording is published (the dataset's LICENSE.md refers to it). */
export const FREE_EXERCISE_DB_LICENCE_URL = 'https://unlicense.org';

/** The dataset's home, for credits. */
export const FREE_EXERCISE_DB_URL = 'https://github.com/yuhonas/free-exercise-db';

/**
 * The dataset's `equipment` field → the item of the equipment taxonomy (docs/product.md#equipment-taxonomy) it names
 * on its own. null: the field says too little ('machine', 'other'), so the exercise's name must say which item; a
 * missing field reads as null. 'exercise ball' is the taxonomy's Stability Ball. An unlisted value fails the record.
 */
export const FREE_EXERCISE_DB_EQUIPMENT: Readonly<Record<string, EquipmentName | null>> = {
  'body only': 'Bodyweight',
  dumbbell: 'Dumbbells',
  barbell: 'Barbells',
  cable: 'Cable Machine',
  bands: 'Resistance Bands',
  kettlebells: 'Kettlebells',
  'medicine ball': 'Medicine Ball',
  'e-z curl bar': 'EZ Curl Bar',
  'exercise ball': 'Stability Ball',
  'foam roll': 'Foam Roller',
  machine: null,
  other: null,
};

/** A name rule: `pattern` is tested against the name lowercased with punctuation as single spaces ('Pull-Up' → 'pull up'). */
type NameRule = { pattern: RegExp; item: EquipmentName; unless?: RegExp };

/** Held or loaded implements (and the Smith machine's bar): every one the name says is required, in this order. */
const IMPLEMENT_RULES: readonly NameRule[] = [
  { pattern: /\bsmith\b/, item: 'Smith Machine' },
  { pattern: /\bkettlebells?\b/, item: 'Kettlebells' },
  { pattern: /\bdumbbells?\b/, item: 'Dumbbells' },
  { pattern: /\be ?z (curl )?bar\b|\bez bar\b/, item: 'EZ Curl Bar' },
  { pattern: /\btrap bar\b|\bhex bar\b/, item: 'Trap Bar' },
  { pattern: /\blandmine\b/, item: 'Landmine' },
  { pattern: /\bbarbells?\b/, item: 'Barbells' },
  { pattern: /\bmedicine ball\b/, item: 'Medicine Ball' },
  { pattern: /\bphysioball\b|\bball\b/, item: 'Stability Ball', unless: /\bmedicine ball\b/ },
  { pattern: /\bfoam roll|\bsmr\b/, item: 'Foam Roller' },
  { pattern: /\bsled\b|\bprowler\b/, item: 'Sled' },
  { pattern: /\bsuspended\b|\bsuspension\b|\btrx\b|\bstraps\b/, item: 'Suspension Trainer' },
  { pattern: /\bjump rope\b|\brope jumping\b/, item: 'Jump Rope' },
  { pattern: /\bab roller\b|\bab wheel\b/, item: 'Ab Wheel' },
  { pattern: /\bbands?\b/, item: 'Resistance Bands', unless: /\bit band\b/ },
  { pattern: /\bplates?\b/, item: 'Weight Plates' },
];

/** Implements that add to a load rather than being it: they do not replace the dataset's own implement. */
const ACCESSORIES: readonly EquipmentName[] = ['Resistance Bands', 'Weight Plates'];

/** Machines, cardio machines included: the first the name names, used only when it names no implement. */
const MACHINE_RULES: readonly NameRule[] = [
  { pattern: /\btreadmill\b/, item: 'Treadmill' },
  { pattern: /\belliptical\b/, item: 'Elliptical Machine' },
  { pattern: /\b(stationary|recumbent|exercise|spin) bike\b|\bbicycling stationary\b/, item: 'Stationary Bike' },
  { pattern: /\browing stationary\b|\browing machine\b|\brower\b/, item: 'Rowing Machine' },
  { pattern: /\bstairmaster\b|\bstair climber\b|\bstep ?mill\b/, item: 'Stair Climber' },
  { pattern: /\bhack squats?\b/, item: 'Hack Squat Machine' },
  { pattern: /\bleg press\b/, item: 'Leg Press Machine' },
  { pattern: /\bleg extensions?\b/, item: 'Leg Extension Machine' },
  { pattern: /\bleg curls?\b/, item: 'Leg Curl Machine' },
  { pattern: /\bpec deck\b|\bbutterfly\b|\bmachine fl(y|ye|yes|ies)\b/, item: 'Pec Deck Machine' },
  { pattern: /\bpulldowns?\b/, item: 'Lat Pulldown Machine', unless: /\bstraight arm\b|\bpull ?ups?\b/ },
  { pattern: /\bseated (cable )?rows?\b|\bleverage (high|iso) row\b|\bmachine rows?\b/, item: 'Seated Row Machine' },
  { pattern: /\bchest press\b|\bmachine bench press\b/, item: 'Chest Press Machine', unless: /\bcables?\b/ },
  { pattern: /\bleverage shoulder press\b|\bmachine shoulder\b|\bshoulder press machine\b/, item: 'Shoulder Press Machine' },
  { pattern: /\bcalf (raises?|press|machine)\b/, item: 'Calf Raise Machine' },
  { pattern: /\bglute ham raise\b/, item: 'Hyperextension Bench', unless: /\bnatural\b|\bfloor\b/ },
];

/** Benches, bars, boxes and stations the exercise is done on or from; all that apply, after the load. */
const SUPPORT_RULES: readonly NameRule[] = [
  {
    pattern: /\bpull ?ups?\b|\bchin ?ups?\b|\bchins?\b|\bmuscle ?ups?\b|\bhanging\b|\bone handed hang\b/,
    item: 'Pull-up Bar',
    unless: /\bchin to\b|\bto chin\b/,
  },
  { pattern: /\bdips?\b|\bparallel bars?\b/, item: 'Dip Station', unless: /\bbench dips?\b|\bjerk dip\b/ },
  { pattern: /\bhyperextensions?\b|\bback extensions?\b/, item: 'Hyperextension Bench', unless: /\bno hyperextension bench\b|\bball\b/ },
  { pattern: /\bt bar row\b/, item: 'Landmine' },
  { pattern: /\bbox\b|\bdepth jump\b/, item: 'Plyo Box' },
  { pattern: /\b(incline|decline)\b/, item: 'Adjustable Bench', unless: /\bpush ?ups?\b|\bpushups?\b|\btreadmill\b/ },
  { pattern: /\bbench\b/, item: 'Flat Bench', unless: /\b(incline|decline)\b|\bno hyperextension bench\b/ },
];

/**
 * Records whose name does not say their equipment but whose instructions do (or that need what the taxonomy lacks):
 * the dataset name, lowercased → the items, primary first; or a reason to skip. Read from each record's instructions.
 */
const NAMED_EQUIPMENT: Readonly<Record<string, readonly EquipmentName[] | string>> = {
  'chair squat': ['Smith Machine'], // "set the bar … unlock it": a Smith machine
  'lunge sprint': ['Smith Machine'],
  'lying t-bar row': ['Seated Row Machine'], // a chest-supported T-bar row machine
  'donkey calf raises': ['Calf Raise Machine'],
  'calf-machine shoulder shrug': ['Calf Raise Machine'],
  'svend press': ['Weight Plates'],
  // "Holding a bodybar or a broomstick": in a gym, an empty or light barbell.
  'chest and front of shoulder stretch': ['Barbells'],
  'round the world shoulder stretch': ['Barbells'],
  'bodyweight mid row': ['Pull-up Bar'],
  'wind sprints': ['Pull-up Bar'],
  'ring dips': ['Suspension Trainer'], // gymnastic rings: straps anchored overhead, as a suspension trainer
  crucifix: ['Dumbbells'], // "can be practiced using dumbbells"
  "farmer's walk": ['Dumbbells'], // "can also be performed with heavy dumbbells"
  'axle deadlift': ['Barbells'], // an axle is a thick barbell
  'chain press': ['Flat Bench'], // chains on cable handles, pressed from a flat bench
  'platform hamstring slides': ['Bodyweight'], // a towel on a smooth floor
  'backward drag': ['Sled'],
  'forward drag with press': ['Sled'],
  'seated head harness neck resistance': ['Weight Plates'], // a plate hung from a head harness
  'reverse hyperextension': ['Hyperextension Bench'],
  'otis-up': ['Weight Plates'], // "hold a weight … to your chest"
  'weighted squat': ['Weight Plates', 'Flat Bench'], // plates on a dip belt, standing on two flat benches
  'dip machine': 'a seated dip machine: the equipment taxonomy has no item for it',
  'lying machine squat': 'a lying squat machine: the equipment taxonomy has no item for it',
  bicycling: 'an outdoor bicycle: the equipment taxonomy has no item for it',
  skating: 'skates: the equipment taxonomy has no item for them',
};

/** Strongman tools and other gear the taxonomy has no item for: the records are skipped, not forced into a wrong one. */
const NO_TAXONOMY_ITEM =
  /\batlas stones?\b|\bkeg\b|\blog lift\b|\byoke\b|\btire\b|\bcar deadlift\b|\bcircus bell\b|\bconan s wheel\b|\brickshaw\b|\bsandbag\b|\bheavy bag\b|\bsledgehammer\b|\bbalance board\b|\bbattling ropes\b|\brope climb\b|\blondon bridges\b|\bwrist roller\b|\bchain handle\b|\bpower stairs\b/;

/** Items the mapping may name that an exercise never needs (docs/decisions/0025): a platform only protects the floor. */
const HELPFUL_ONLY: ReadonlySet<EquipmentName> = new Set<EquipmentName>(['Deadlift Platform']);

/** Names of body-weight floor work, which a mat makes kinder to knees, back and hips. */
const FLOOR_WORK =
  /\b(plank|crunch(es)?|sit ?ups?|bridges?|lying|supine|prone|floor|bird dogs?|dead bugs?|superman|hollow|kneeling|leg raises?|flutter kicks?|scissors?|russian twists?|v ?ups?|jackknife|windshield wipers?|glute kickbacks?|fire hydrants?|cat stretch|child s pose|knee to chest)\b/;

/**
 * The equipment an exercise requires, primary first (docs/product.md#equipment-taxonomy), from the dataset's
 * `equipment` field, its name and its category. Name rules win over the field where the name is explicit
 * ("Running, Treadmill" under 'machine' → Treadmill; "Pullups" under 'body only' → Pull-up Bar):
 * 1. NAMED_EQUIPMENT for the few records whose instructions, not their name, say what they need;
 * 2. the implements the name names (IMPLEMENT_RULES), else the field's own item when it is one ('dumbbell' → Dumbbells);
 *    bands and plates named on a loaded lift follow the field's implement ("Squat with Bands" under barbell → Barbells,
 *    Resistance Bands);
 * 3. without an implement, the first machine the name names (MACHINE_RULES); with one, no machine;
 * 4. Cable Machine when the name says cable ("Seated Cable Rows" → Seated Row Machine, Cable Machine), or the field
 *    does and nothing above was found ("Wide-Grip Lat Pulldown" under cable → Lat Pulldown Machine alone);
 * 5. without a machine, the benches, bars, boxes and stations the name names (SUPPORT_RULES);
 * 6. nothing found: Bodyweight for 'body only', a missing field, and 'other' stretches, plyometrics and cardio.
 * Bodyweight is never combined with another item.
 * Then what is required and what only helps (docs/decisions/0025-required-and-optional-equipment.md): a flat bench is
 * met by either bench (a group: Flat Bench or Adjustable Bench), a seated cable row by a seated row machine or a cable
 * machine; a deadlift platform is never required, only helpful; a
 * body-weight exercise done lying, kneeling or on the floor ({@link FLOOR_WORK}) is helped by an Exercise Mat.
 *
 * @returns the primary item, every required item (primary first), the required groups and the optional items, or a
 *   reason when the taxonomy has no item for what the exercise needs.
 */
export function freeExerciseDbEquipment(
  name: string,
  field: string | null | undefined,
  category: string,
):
  | {
      ok: true;
      primary: EquipmentName;
      equipment: EquipmentName[];
      requiredEquipment: EquipmentName[][];
      optionalEquipment: EquipmentName[];
    }
  | { ok: false; reason: string } {
  const words = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  const fieldKey = collapse(field ?? 'other').toLowerCase();
  if (!Object.hasOwn(FREE_EXERCISE_DB_EQUIPMENT, fieldKey)) return { ok: false, reason: `unknown equipment "${field}"` };
  const fieldItem = FREE_EXERCISE_DB_EQUIPMENT[fieldKey] ?? null;
  const done = (items: readonly EquipmentName[]) => {
    const unique = [...new Set(items)];
    const named = unique.length > 1 ? unique.filter((item) => item !== 'Bodyweight') : unique;
    // A platform alone stays required: something must be, and the record named nothing else.
    const helpful = named.some((item) => !HELPFUL_ONLY.has(item)) ? named.filter((item) => HELPFUL_ONLY.has(item)) : [];
    const equipment = named.filter((item) => !helpful.includes(item));
    const requiredEquipment = equipment
      .filter((item) => !(item === 'Cable Machine' && equipment.includes('Seated Row Machine')))
      .map((item): EquipmentName[] => {
        if (item === 'Flat Bench' && !equipment.includes('Adjustable Bench')) return ['Flat Bench', 'Adjustable Bench'];
        // A seated cable row is done on a seated row machine or a cable machine's low pulley.
        if (item === 'Seated Row Machine' && equipment.includes('Cable Machine')) return ['Seated Row Machine', 'Cable Machine'];
        return [item];
      });
    const optionalEquipment: EquipmentName[] = [...helpful];
    if (equipment[0] === 'Bodyweight' && FLOOR_WORK.test(words)) optionalEquipment.push('Exercise Mat');
    return {
      ok: true as const,
      primary: equipment[0] as EquipmentName,
      equipment: requiredEquipment.flat(),
      requiredEquipment,
      optionalEquipment,
    };
  };

  const named = lookup(NAMED_EQUIPMENT, name);
  if (typeof named === 'string') return { ok: false, reason: named };
  if (named) return done(named);
  if (NO_TAXONOMY_ITEM.test(words)) return { ok: false, reason: `no item of the equipment taxonomy fits "${collapse(name)}"` };

  const matching = (rules: readonly NameRule[]) =>
    rules.filter((rule) => rule.pattern.test(words) && !rule.unless?.test(words)).map((rule) => rule.item);
  const tools = matching(IMPLEMENT_RULES);
  // Bands and plates added to a loaded lift ("Squat with Bands" under barbell) come after the field's own implement.
  if (
    tools.every((item) => ACCESSORIES.includes(item)) &&
    fieldItem !== null &&
    fieldItem !== 'Bodyweight' &&
    fieldItem !== 'Cable Machine'
  ) {
    tools.unshift(fieldItem);
  }
  const machine = tools.length === 0 ? matching(MACHINE_RULES).slice(0, 1) : [];
  const cable = /\bcables?\b/.test(words) || (machine.length === 0 && tools.length === 0 && fieldItem === 'Cable Machine');
  const supports = machine.length === 0 ? matching(SUPPORT_RULES) : [];
  const items: EquipmentName[] = [...tools, ...machine, ...(cable ? (['Cable Machine'] as const) : []), ...supports];
  if (items.length > 0) return done(items);

  const category_ = category.toLowerCase();
  if (fieldKey === 'body only' || field == null || (fieldKey === 'other' && ['stretching', 'plyometrics', 'cardio'].includes(category_))) {
    return done(['Bodyweight']);
  }
  return { ok: false, reason: `no item of the equipment taxonomy fits "${collapse(name)}" (equipment "${fieldKey}")` };
}

/**
 * Dataset muscle → the muscle vocabulary (docs/product.md#muscle-vocabulary). 'middle back' is the region between the
 * shoulder blades, the vocabulary's Upper Back. 'shoulders' is refined by the name (FREE_EXERCISE_DB_DELTS).
 * 'neck' has no region of its own: the neck exercises of the dataset (flexion, extension, harness work, shrug-like
 * holds) load the upper trapezius, which runs up the back of the neck and is the muscle map's nearest region, so it
 * reads as Traps rather than vanishing (an exercise whose only muscle is the neck would otherwise have none).
 */
export const FREE_EXERCISE_DB_MUSCLES: Readonly<Record<string, MuscleName>> = {
  abdominals: 'Abs',
  abductors: 'Hip Abductors',
  adductors: 'Adductors',
  biceps: 'Biceps',
  calves: 'Calves',
  chest: 'Chest',
  forearms: 'Forearms',
  glutes: 'Glutes',
  hamstrings: 'Hamstrings',
  lats: 'Lats',
  'lower back': 'Lower Back',
  'middle back': 'Upper Back',
  neck: 'Traps',
  quadriceps: 'Quadriceps',
  shoulders: 'Front Delts',
  traps: 'Traps',
  triceps: 'Triceps',
};

/**
 * Which muscle the dataset's 'shoulders' means, read from the name: rear-delt and rotator work (rear, reverse or back
 * flyes, face pulls, band pull-aparts, bent-over raises, external rotations, the Cuban press) → Rear Delts; lateral
 * work (lateral and side raises, 'laterals', deltoid raises, the crucifix hold, partials, upright rows and rows to the
 * neck, scaption) → Side Delts; a plain 'Shoulder Raise' (a shrug) → Traps; anything else (presses, front raises) →
 * Front Delts.
 */
export function freeExerciseDbDelts(name: string): MuscleName {
  const words = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (
    /\brear\b|\b(reverse|back) (machine )?fl(y|ye|yes|ies)\b|\bface pulls?\b|\bpull aparts?\b|\bbent over (dumbbell |cable )?(lateral )?raises?\b|\bexternal rotation\b|\bcuban press\b/.test(
      words,
    )
  )
    return 'Rear Delts';
  if (
    /\blaterals?\b|\bside (lateral )?raises?\b|\bdeltoid raise\b|\bcrucifix\b|\bpartials\b|\bscaption\b|\bupright\b.*\brows?\b|\brow to neck\b/.test(
      words,
    )
  )
    return 'Side Delts';
  if (words === 'shoulder raise') return 'Traps';
  return 'Front Delts';
}

/**
 * The muscle the import writes that no muscle group of the library's filter (docs/product.md#equipment-and-muscles)
 * matches: Cardiovascular (added to cardio records) is no region of the body and no group
 * (docs/product.md#muscle-vocabulary); the Muscle filter offers it on its own.
 */
export const UNGROUPED_IMPORTED_MUSCLES: readonly string[] = ['Cardiovascular'];

/** A crunch or a sit-up by name (not a thrown one): trunk flexion, an isolation movement. */
const TRUNK_FLEXION = /\b(crunch(es)?|sit[ -]?ups?)\b(?!.*\b(throws?|toss)\b)/;

/** Dataset category → training goals (docs/product.md#training-vocabulary); an unlisted category serves none. */
export const FREE_EXERCISE_DB_GOALS: Readonly<Record<string, readonly TrainingGoal[]>> = {
  strength: ['strength', 'hypertrophy'],
  powerlifting: ['strength'],
  'olympic weightlifting': ['power', 'strength'],
  plyometrics: ['power'],
  cardio: ['conditioning', 'endurance'],
  stretching: ['mobility'],
  strongman: ['strength', 'conditioning'],
};

/**
 * The movement pattern (docs/product.md#training-vocabulary) where the record makes it clear, else null: stretching →
 * mobility; cardio → cardio; then by name: carries; lunges, split squats and step-ups; squats, leg and hack presses;
 * hinges (deadlifts, good mornings, RDLs, stiff-legged, hip thrusts and bridges, swings, pull-throughs,
 * hyperextensions, glute-ham raises); vertical pulls (pull-ups, chin-ups, pulldowns, muscle-ups); horizontal pulls
 * (rows, but not upright rows, which are vertical pulls); vertical pushes (overhead, shoulder, military and push
 * presses, handstand push-ups, dips); horizontal pushes (bench, chest and floor presses, push-ups); then an abs
 * primary → core; an isolation mechanic → its joint action (jointActionPattern). Olympic lifts and throws stay null.
 */
export function freeExerciseDbMovementPattern(
  name: string,
  category: string,
  mechanic: Mechanic | null,
  primary: readonly MuscleName[],
): MovementPattern | null {
  const words = name.toLowerCase().replace(/[^a-z0-9]+/g, ' ');
  const cat = category.toLowerCase();
  if (cat === 'stretching') return 'mobility';
  if (cat === 'cardio') return 'cardio';
  if (/\bclean\b|\bsnatch\b|\bjerk\b|\bthrows?\b|\btoss\b|\bslam\b/.test(words)) return null;
  if (/\bcarry\b|\bfarmer s walk\b|\bsuitcase\b|\bwaiter s walk\b|\byoke walk\b/.test(words)) return 'carry';
  if (/\blunges?\b|\bsplit squats?\b|\bstep ?ups?\b|\bbulgarian\b/.test(words)) return 'lunge';
  if (/\bsquats?\b|\bleg press\b|\bhack\b/.test(words)) return 'squat';
  if (
    /\bdeadlifts?\b|\bgood ?mornings?\b|\bromanian\b|\brdl\b|\bstiff legged\b|\bhip thrusts?\b|\bglute bridge\b|\bhip (lift|raise)\b|\bbutt lift\b|\bswings?\b|\bpull ?throughs?\b|\bhyperextensions?\b|\bback extensions?\b|\bglute ham\b/.test(
      words,
    )
  ) {
    return 'hinge';
  }
  if (
    /\bpull ?ups?\b|\bchin ?ups?\b|\bchins?\b(?! to)|\bpulldowns?\b|\bmuscle ?ups?\b|\bupright\b.*\brows?\b/.test(words) &&
    !/\bto chin\b/.test(words)
  ) {
    return 'vertical-pull';
  }
  if (/\brows?\b/.test(words)) return 'horizontal-pull';
  if (/\b(overhead|shoulder|military|push|arnold) press\b|\bhandstand push ?ups?\b|\bdips?\b/.test(words)) return 'vertical-push';
  if (/\b(bench|chest|floor) press\b|\bpush ?ups?\b|\bpushups?\b/.test(words)) return 'horizontal-push';
  if (primary.includes('Abs') || primary.includes('Obliques')) return 'core';
  if (mechanic === 'isolation') return jointActionPattern(name, primary);
  return null;
}

const LEVELS: Readonly<Record<FreeExerciseDbRecord['level'], DifficultyLevel>> = {
  beginner: 'beginner',
  intermediate: 'intermediate',
  expert: 'advanced', // SOURCE.md: "expert is this product's 'advanced'"
};

/**
 * An exercise ready to upsert by `sourceId`: the field names of the Exercise DTO (docs/product.md#exercise) plus what
 * the curated catalogue records (docs/product.md#curated-catalogue) and where the words come from. The database has
 * no columns for the second half yet; the importer drops them before validating.
 */
export interface ImportedExercise {
  sourceId: string;
  /** In the catalogue's style ({@link freeExerciseDbName}). */
  exerciseName: string;
  /** The dataset's name, when it differs from `exerciseName` in more than spelling, spacing and word order. */
  aliases: string[];
  /** The primary equipment item, the first of `equipment`. */
  equipmentType: EquipmentName;
  /** Everything the exercise requires, primary first; Bodyweight alone or not at all. */
  equipment: EquipmentName[];
  /** The same items as groups, each met by any one of its items (docs/decisions/0025). */
  requiredEquipment: EquipmentName[][];
  /** What helps but is not needed (an Exercise Mat for floor work). */
  optionalEquipment: EquipmentName[];
  /** The target muscles text, derived from the two lists below (targetMusclesText). */
  targetMuscleGroups: string;
  primaryMuscles: MuscleName[];
  /** Disjoint from primaryMuscles. */
  secondaryMuscles: MuscleName[];
  description: string;
  formSteps: string[];
  difficultyLevel: DifficultyLevel;
  mechanic: Mechanic | null;
  movementPattern: MovementPattern | null;
  trainingGoals: TrainingGoal[];
  pros: null;
  cons: null;
  tags: string[];
  videoUrl: null;
  isSample: false;
  sourceName: typeof FREE_EXERCISE_DB_SOURCE_NAME;
  sourceLicence: typeof FREE_EXERCISE_DB_LICENCE;
}

/** Plural head nouns of the dataset's names → the singular the catalogue names exercises by ('Dumbbell Fly', 'Push-Up'). */
const SINGULAR_NAME_WORDS = new Map<string, string>([
  ...(
    [
      'adduction',
      'bend',
      'bridge',
      'circle',
      'climber',
      'cocoon',
      'curl',
      'deadlift',
      'dip',
      'drag',
      'driver',
      'extension',
      'groiner',
      'hop',
      'hyperextension',
      'kick',
      'lateral',
      'lunge',
      'morning',
      'partial',
      'pull',
      'pulldown',
      'raise',
      'rotation',
      'row',
      'ship',
      'shrug',
      'slide',
      'squat',
      'squeeze',
      'stone',
      'swing',
      'toucher',
      'tuck',
      'twist',
      'windmill',
      'wiper',
      'world',
    ] as const
  ).map((word): [string, string] => [`${word}s`, word]),
  ['crunches', 'crunch'],
  ['presses', 'press'],
  ['touches', 'touch'],
  ['crosses', 'cross'],
  ['flyes', 'fly'],
  ['flye', 'fly'],
  ['flys', 'fly'],
  ['flies', 'fly'],
  ['chins', 'chin-up'],
  ['pushups', 'push-up'],
  ['push-ups', 'push-up'],
  ['pullups', 'pull-up'],
  ['pullup', 'pull-up'],
  ['pull-ups', 'pull-up'],
  ['sit-ups', 'sit-up'],
  ['butt-ups', 'butt-up'],
  ['tricep', 'triceps'],
]);

/**
 * Dataset names that name another exercise than the one described (docs/product.md#catalogue): the dataset's name,
 * lowercased → ours. The old name is not kept as an alias, since searching it must not find this exercise.
 */
const RENAMED: Readonly<Record<string, string>> = {
  // Its steps are a bicycle crunch; an air bike is the fan bike of the cardio floor.
  'air bike': 'Bicycle Crunch',
};

/**
 * Dataset names that hide the machine the steps use (docs/product.md#catalogue): the dataset's name, lowercased → ours,
 * which says it. The old name stays as an alias: it is what the exercise is called, only not where.
 */
const NAMED_FOR_MACHINE: Readonly<Record<string, string>> = {
  'chair squat': 'Smith Machine Chair Squat',
  'lunge sprint': 'Smith Machine Lunge Sprint',
};

/** Words written in lower case inside a name ('Ankle on the Knee'), as in the catalogue's own names. */
const SMALL_NAME_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'in', 'into', 'of', 'on', 'or', 'the', 'to', 'with']);

/**
 * A free-exercise-db name in the catalogue's style (docs/product.md#catalogue): 'Rowing, Stationary' → 'Stationary
 * Rowing'; a ' - ' suffix that starts with a small word joins the name ('Squats - With Bands' → 'Squat with Bands'),
 * any other goes in parentheses ('Barbell Bench Press - Medium Grip' → 'Barbell Bench Press (Medium Grip)'); plural
 * head nouns singular and one spelling per movement ({@link SINGULAR_NAME_WORDS}: 'Pushups' → 'Push-Up', 'Flyes' →
 * 'Fly', 'Step Ups' → 'Step-Up', 'Tricep' → 'Triceps'), except after "with" ('with Alternating Oblique Twists');
 * small words in lower case except first and last ('Round the World', 'Row with Palms In'). Whitespace is collapsed;
 * an empty name stays empty.
 */
export function freeExerciseDbName(name: string): string {
  let text = collapse(name);
  const inverted = /^([^,]+),\s*([^,]+)$/.exec(text);
  if (inverted) text = `${inverted[2]} ${inverted[1]}`;
  const [base = '', ...rest] = text.split(/\s+-\s*/);
  const suffix = rest.join(' ');
  if (suffix !== '') {
    const first = suffix.split(' ')[0]!.toLowerCase();
    text = SMALL_NAME_WORDS.has(first) ? `${base} ${suffix}` : `${base} (${suffix})`;
  }
  text = text.replace(/\b(Step|Pull|Push|Sit|Chin) Ups?\b/gi, (_, verb: string) => `${verb}-Up`);
  const words = [...text.matchAll(/[A-Za-z]+(?:-[A-Za-z]+)*/g)];
  const withAt = words.findIndex((match) => match[0].toLowerCase() === 'with');
  return words.reduceRight((named, match, position) => {
    const word = match[0];
    const at = match.index;
    const lower = word.toLowerCase();
    const before = text[at - 1];
    const last = position === words.length - 1 || text[at + word.length] === ')';
    let written = word;
    if (position > 0 && !last && before !== '(' && before !== '/' && SMALL_NAME_WORDS.has(lower)) written = lower;
    else if (withAt < 0 || position < withAt) {
      // What follows "with" is gear or a detail ('with Bands', 'with Alternating Oblique Twists'): left as written.
      const singular = SINGULAR_NAME_WORDS.get(lower);
      if (singular !== undefined && /^[A-Z]/.test(word)) {
        written = singular.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
      } else if (singular !== undefined) written = singular;
    }
    return named.slice(0, at) + written + named.slice(at + word.length);
  }, text);
}

/** A stretch held in place, or foam rolling: a name that says stretch or SMR, or a lying, seated or overhead hold. */
const STATIC_STRETCH = /stretch|\bsmr\b|^(lying|seated|overhead|behind head)\b/i;

/**
 * The difficulty of a free-exercise-db record (docs/product.md#catalogue): its level (expert → advanced), except that a
 * stretch held in place or foam rolling ({@link STATIC_STRETCH}, or foam-roll equipment, in the stretching category)
 * is for beginners — the dataset rates some of them intermediate or expert ('Quad Stretch', 'Seated Hamstring'),
 * which a member reads as a warning. Dynamic drills of the category (hops, lunges, windmills) keep their level.
 */
export function freeExerciseDbDifficulty(
  name: string,
  category: string,
  equipment: string | null | undefined,
  level: FreeExerciseDbRecord['level'],
): DifficultyLevel {
  const held = STATIC_STRETCH.test(name) || collapse(equipment ?? '').toLowerCase() === 'foam roll';
  return category.toLowerCase() === 'stretching' && held ? 'beginner' : LEVELS[level];
}

export type MapRecordResult = { ok: true; value: ImportedExercise } | { ok: false; id: string | null; reason: string };

/**
 * Validates and maps one free-exercise-db record (docs/product.md#catalogue). Never throws: a record that cannot become an exercise
 * returns `{ ok: false, id, reason }` (id null when the record has no usable id) so the importer reports and skips it.
 *
 * - name trimmed (inner whitespace collapsed; empty → 'empty name') and written in the catalogue's style by
 *   {@link freeExerciseDbName}, the dataset's name kept as an alias where the words changed; a name that names another
 *   exercise than the one described is replaced (RENAMED: 'Air Bike' is a bicycle crunch), without the alias; one
 *   that hides its machine says it (NAMED_FOR_MACHINE: 'Chair Squat' → 'Smith Machine Chair Squat'), with the alias;
 * - equipment by {@link freeExerciseDbEquipment} (docs/product.md#equipment-taxonomy): an unlisted dataset value, or
 *   gear the taxonomy has no item for, fails rather than being forced into a wrong item;
 * - level expert → advanced, a held stretch beginner ({@link freeExerciseDbDifficulty});
 * - muscles by FREE_EXERCISE_DB_MUSCLES ('shoulders' by {@link freeExerciseDbDelts}), each once, a primary one never
 *   repeated as secondary; a cardio record has Cardiovascular as its first primary muscle; none → 'no muscles'; an unlisted muscle
 *   fails; `targetMuscleGroups` from them by targetMusclesText (docs/product.md#muscle-vocabulary);
 * - instructions → `formSteps` by {@link freeExerciseDbFormSteps}; none → 'no instructions'; the description stays
 *   empty (the steps are the record's only text: docs/product.md#catalogue);
 * - mechanic as given (compound/isolation, else null); movement pattern by {@link freeExerciseDbMovementPattern};
 *   training goals by FREE_EXERCISE_DB_GOALS;
 * - tags: category, force, mechanic, lowercase, without nulls or duplicates;
 * - pros, cons, videoUrl null; isSample false; source free-exercise-db, licence Unlicense; images never carried.
 */
export function mapFreeExerciseDbRecord(record: unknown): MapRecordResult {
  const parsed = freeExerciseDbRecordSchema.safeParse(record);
  if (!parsed.success) return { ok: false, id: recordId(record), reason: formatIssues(parsed.error) };
  const r = parsed.data;
  const fail = (reason: string): MapRecordResult => ({ ok: false, id: r.id, reason });

  const datasetName = collapse(r.name);
  if (datasetName === '') return fail('empty name');
  const renamed = lookup(RENAMED, datasetName);
  const exerciseName = renamed ?? lookup(NAMED_FOR_MACHINE, datasetName) ?? freeExerciseDbName(datasetName);

  const equipment = freeExerciseDbEquipment(datasetName, r.equipment, r.category);
  if (!equipment.ok) return fail(equipment.reason);

  const muscleOf = (source: string): MuscleName | undefined => {
    const muscle = lookup(FREE_EXERCISE_DB_MUSCLES, source);
    return muscle === 'Front Delts' ? freeExerciseDbDelts(datasetName) : muscle;
  };
  const primaryMuscles: MuscleName[] = [];
  const secondaryMuscles: MuscleName[] = [];
  // A cardio record trains the heart and lungs first, as the curated catalogue's cardio records say.
  const cardio = r.category.toLowerCase() === 'cardio' ? ['Cardiovascular'] : [];
  for (const [sources, list] of [
    [[...cardio, ...r.primaryMuscles], primaryMuscles],
    [r.secondaryMuscles, secondaryMuscles],
  ] as const) {
    for (const source of sources) {
      const muscle = source === 'Cardiovascular' ? 'Cardiovascular' : muscleOf(source);
      if (!muscle) return fail(`unknown muscle "${source}"`);
      if (!primaryMuscles.includes(muscle) && !secondaryMuscles.includes(muscle)) list.push(muscle);
    }
  }
  if (primaryMuscles.length === 0 && secondaryMuscles.length === 0) return fail('no muscles');

  const formSteps = freeExerciseDbFormSteps(r.instructions);
  if (formSteps.length === 0) return fail('no instructions');

  const tags: string[] = [];
  for (const tag of [r.category, r.force, r.mechanic]) {
    const normalised = collapse(tag ?? '').toLowerCase();
    if (normalised !== '' && !tags.includes(normalised)) tags.push(normalised);
  }

  // Crunches and sit-ups flex the trunk and nothing else: isolation, as the curated catalogue files them, whatever the
  // record says (it calls some compound); done with the body alone they build endurance and size, not strength.
  const trunkFlexion = TRUNK_FLEXION.test(datasetName.toLowerCase());
  const mechanic = trunkFlexion
    ? 'isolation'
    : (MECHANICS as readonly string[]).includes(r.mechanic ?? '')
      ? (r.mechanic as Mechanic)
      : null;
  const trainingGoals: TrainingGoal[] =
    trunkFlexion && equipment.primary === 'Bodyweight' && r.category === 'strength'
      ? ['hypertrophy', 'endurance']
      : [...(lookup(FREE_EXERCISE_DB_GOALS, r.category) ?? [])];
  return {
    ok: true,
    value: {
      sourceId: `${FREE_EXERCISE_DB_SOURCE_PREFIX}${r.id}`,
      exerciseName,
      // The dataset's own name stays findable when the catalogue's style changed its words, not only their spelling.
      aliases:
        renamed !== undefined || exerciseMergeKeys(datasetName, []).every((key) => key === normaliseExerciseName(exerciseName))
          ? []
          : [datasetName],
      equipmentType: equipment.primary,
      equipment: equipment.equipment,
      requiredEquipment: equipment.requiredEquipment,
      optionalEquipment: equipment.optionalEquipment,
      targetMuscleGroups: targetMusclesText(primaryMuscles, secondaryMuscles),
      primaryMuscles,
      secondaryMuscles,
      // The instructions are its form steps; written again as a numbered description they showed twice.
      description: '',
      formSteps,
      difficultyLevel: freeExerciseDbDifficulty(datasetName, r.category, r.equipment, r.level),
      mechanic,
      movementPattern: freeExerciseDbMovementPattern(datasetName, r.category, mechanic, primaryMuscles),
      trainingGoals,
      pros: null,
      cons: null,
      tags,
      videoUrl: null,
      isSample: false,
      sourceName: FREE_EXERCISE_DB_SOURCE_NAME,
      sourceLicence: FREE_EXERCISE_DB_LICENCE,
    },
  };
}

/**
 * The keys under which an exercise is the same as another (docs/product.md#one-entry-per-exercise): its name's and
 * each alias's {@link normaliseExerciseName}, each once, the name's first; empty keys (a name of punctuation only) dropped.
 */
export function exerciseMergeKeys(name: string, aliases: readonly string[]): string[] {
  return [...new Set([name, ...aliases].map(normaliseExerciseName).filter((key) => key !== ''))];
}

/** An exercise already in the catalogue, as the merge plan needs it (its difficulty, where known, for its variations). */
export type ExistingExercise = {
  sourceId: string | null;
  exerciseName: string;
  aliases: readonly string[];
  difficultyLevel?: DifficultyLevel;
};

/** 'Box Jump (Multiple Response)' → 'Box Jump': the exercise a variation's name names; null for a plain name. */
const variationOf = (name: string): string | null => {
  const base = name.replace(/\s*\([^)]*\)\s*$/, '');
  return base !== name && base !== '' ? base : null;
};

export type MergePlan = {
  /**
   * What to write, in input order: `mergeInto` is the existing entry's sourceId to update, null to insert; `absorb`
   * is true when the record's own row from an earlier import is the same exercise as `mergeInto` and must be folded
   * into it (its favourites and workout entries moved, the row removed).
   */
  items: Array<{ exercise: ImportedExercise; mergeInto: string | null; absorb?: true }>;
  /** Mapped records left out, with the dataset id and why. */
  duplicates: Array<{ id: string; reason: string }>;
};

/**
 * Plans how mapped records join the catalogue so that it keeps one entry per exercise
 * (docs/product.md#one-entry-per-exercise). Pure; `mapped` is visited in order.
 *
 * - A record whose name normalises to a key already taken by an EARLIER record of `mapped` is a duplicate: the first
 *   wins, the later one is reported as `{ id, reason: "same exercise as 'Pull-Up' (free-exercise-db:Pullups)" }`.
 * - A record whose sourceId belongs to an existing entry (a re-import) updates that entry: mergeInto = its sourceId —
 *   unless its key is now the name or an alias of an entry of another source (a curated alias added since, a name
 *   the mapping now writes alike): then it merges into that entry and `absorb` folds its old row into it.
 * - Otherwise a record whose key equals an existing entry's name or alias key merges into that entry: mergeInto = the
 *   entry's sourceId; the importer then fills only the fields the entry lacks, keeping the curated words. An entry
 *   without a sourceId cannot be addressed, so the record is reported as a duplicate of it instead.
 * - Anything else is new: mergeInto null.
 * When several existing entries share a key, the first listed is the one merged into. A record written (or updated)
 * as a variation of an existing exercise — its name that exercise's name or alias plus a note in brackets, 'Box Jump
 * (Multiple Response)' — is never easier than it: its difficulty is raised to the exercise's where that is higher.
 */
export function planFreeExerciseDbMerge(existing: readonly ExistingExercise[], mapped: readonly ImportedExercise[]): MergePlan {
  const bySourceId = new Map<string, ExistingExercise>();
  const byKey = new Map<string, ExistingExercise>();
  // The same, among entries of other sources only: what an earlier import's row may be folded into.
  const otherByKey = new Map<string, ExistingExercise>();
  for (const entry of existing) {
    if (entry.sourceId !== null && !bySourceId.has(entry.sourceId)) bySourceId.set(entry.sourceId, entry);
    const other = entry.sourceId !== null && !entry.sourceId.startsWith(FREE_EXERCISE_DB_SOURCE_PREFIX);
    for (const key of exerciseMergeKeys(entry.exerciseName, entry.aliases)) {
      if (!byKey.has(key)) byKey.set(key, entry);
      if (other && !otherByKey.has(key)) otherByKey.set(key, entry);
    }
  }
  const plan: MergePlan = { items: [], duplicates: [] };
  const firstOfKey = new Map<string, ImportedExercise>();
  const atLeastItsTwin = (exercise: ImportedExercise): ImportedExercise => {
    const base = variationOf(exercise.exerciseName);
    const twin = base === null ? undefined : byKey.get(normaliseExerciseName(base));
    if (!twin?.difficultyLevel || DIFFICULTY_LEVELS.indexOf(twin.difficultyLevel) <= DIFFICULTY_LEVELS.indexOf(exercise.difficultyLevel))
      return exercise;
    return { ...exercise, difficultyLevel: twin.difficultyLevel };
  };
  for (const mappedExercise of mapped) {
    const exercise = atLeastItsTwin(mappedExercise);
    const id = exercise.sourceId.startsWith(FREE_EXERCISE_DB_SOURCE_PREFIX)
      ? exercise.sourceId.slice(FREE_EXERCISE_DB_SOURCE_PREFIX.length)
      : exercise.sourceId;
    const key = normaliseExerciseName(exercise.exerciseName);
    const first = firstOfKey.get(key);
    if (first) {
      plan.duplicates.push({ id, reason: `same exercise as '${first.exerciseName}' (${first.sourceId})` });
      continue;
    }
    firstOfKey.set(key, exercise);
    if (bySourceId.has(exercise.sourceId)) {
      const twin = otherByKey.get(key);
      if (twin?.sourceId) plan.items.push({ exercise, mergeInto: twin.sourceId, absorb: true });
      else plan.items.push({ exercise, mergeInto: exercise.sourceId });
      continue;
    }
    const owner = byKey.get(key);
    if (owner && owner.sourceId === null) {
      plan.duplicates.push({ id, reason: `same exercise as the existing '${owner.exerciseName}', which has no source id` });
      continue;
    }
    plan.items.push({ exercise, mergeInto: owner ? owner.sourceId : null });
  }
  return plan;
}

/** Own-key lookup, case- and spacing-insensitive; 'constructor' and friends are not mappings. */
function lookup<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  const normalised = collapse(key).toLowerCase();
  return Object.hasOwn(table, normalised) ? table[normalised] : undefined;
}

/** The dataset's aside about its own text ("for the purposes of this discussion we will use the medium stance…"). */
const DISCUSSION_NOTE = /\(?\s*Note:\s*For the purposes of this discussion[^)]*?section\s*\)?\.?/gi;

/**
 * free-exercise-db instructions as form steps (docs/product.md#catalogue): whitespace collapsed; a step's own leading
 * number ('6. ') and a trailing one run in from the next step ('… your legs. 3') removed; the dataset's asides about
 * its own text dropped; a 'Note:', 'Tip:' or 'Caution:' label removed, the cue it introduces kept as a sentence of the
 * step (parentheses too); 'Variations:' and what follows dropped (other exercises, not a step); blank steps dropped; a one-word stub
 * ('Repeat.') joined to the step before. A record given as one step of several sentences gets a step per sentence.
 *
 * @returns the steps, in order; empty when nothing is left.
 */
export function freeExerciseDbFormSteps(instructions: readonly string[]): string[] {
  const steps = instructions
    .map((step) =>
      collapse(
        collapse(step)
          .replace(/^\d+[.)]?(\s+|$)/, '')
          .replace(/(?<=[.!?])\s+\d+\.?$/, '')
          .replace(DISCUSSION_NOTE, ' ')
          .replace(/\bVariations?:.*$/i, '')
          .replace(/\(\s*(?:Note|Tip|Caution):\s*([^)]*?)\s*\)\.?/gi, (_, cue: string) => sentence(cue))
          .replace(/\b(?:Note|Tip|Caution):\s*(\S)/gi, (_, first: string) => first.toUpperCase()),
      ),
    )
    .filter((step) => step !== '')
    // A one-word stub ('Repeat.') ends the step before it rather than standing as a step.
    .reduce<string[]>((kept, step) => {
      if (kept.length > 0 && !step.includes(' ')) kept[kept.length - 1] += ` ${step}`;
      else kept.push(step);
      return kept;
    }, []);
  if (steps.length !== 1) return steps;
  return steps[0]!.split(/(?<=[.!?])\s+(?=[A-Z])/);
}

/** `text` as a sentence: its first letter capitalised, a full stop added unless it ends with one. */
function sentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const capitalised = trimmed[0]!.toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function recordId(record: unknown): string | null {
  if (typeof record !== 'object' || record === null || !('id' in record)) return null;
  return typeof record.id === 'string' && record.id !== '' ? record.id : null;
}

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'record'}: ${issue.message}`).join('; ');
}
