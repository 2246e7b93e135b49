/**
 * One everyday query and what a gym-goer typing it means (docs/product.md#search): each name of `expect` (an exercise's
 * exact `name`) must be among the first three results. `catalogue` says where the case holds: 'curated' against the
 * curated catalogue alone, 'merged' against the curated catalogue with the free-exercise-db import merged in, 'both'
 * against each. `note` says why the expectation is right when it is not obvious.
 */
export type RelevanceCase = { q: string; expect: string[]; catalogue: 'curated' | 'merged' | 'both'; note?: string };

type Catalogue = RelevanceCase['catalogue'];

/** Shorthand for one case: the query, the names it must rank in the top three, where it holds, why. */
const c = (q: string, expect: string[], catalogue: Catalogue = 'both', note?: string): RelevanceCase =>
  note === undefined ? { q, expect, catalogue } : { q, expect, catalogue, note };

/** A lift's bare name means its staple form, the curated `popularity` 5 of its family (docs/product.md#search). */
const BARE_LIFT_NAMES: readonly RelevanceCase[] = [
  c('deadlift', ['Conventional Deadlift']),
  c('squat', ['Barbell Back Squat']),
  c('bench press', ['Barbell Bench Press']),
  c('bench', ['Barbell Bench Press'], 'both', 'at the gym "bench" is the lift before it is the furniture'),
  c('row', ['Barbell Bent-Over Row']),
  c('curl', ['Dumbbell Biceps Curl']),
  c('press', ['Standing Barbell Overhead Press'], 'both', '"the press" is the overhead press'),
  c('overhead press', ['Standing Barbell Overhead Press']),
  c('pull up', ['Pull-Up']),
  c('chin up', ['Chin-Up']),
  c('dip', ['Parallel Bar Dip']),
  c('lunge', ['Dumbbell Walking Lunge']),
  c('push up', ['Push-Up']),
  c('plank', ['Forearm Plank']),
  c('crunch', ['Kneeling Cable Crunch'], 'curated', 'the curated catalogue has no floor crunch; the cable crunch is its staple'),
  c('hip thrust', ['Barbell Hip Thrust']),
  c('leg press', ['Leg Press']),
  c('lat pulldown', ['Lat Pulldown']),
  c('leg extension', ['Leg Extension']),
  c('leg curl', ['Lying Leg Curl', 'Seated Leg Curl']),
  c('calf raise', ['Standing Machine Calf Raise']),
  c('shrug', ['Barbell Shrug']),
  c('face pull', ['Cable Face Pull']),
  c('lateral raise', ['Dumbbell Lateral Raise']),
  c('fly', ['Dumbbell Fly']),
  c('swing', ['Kettlebell Two-Hand Swing']),
  c('front squat', ['Barbell Front Squat']),
  c('romanian deadlift', ['Barbell Romanian Deadlift']),
  c('hammer curl', ['Dumbbell Hammer Curl']),
  c('goblet squat', ['Kettlebell Goblet Squat']),
  c('skull crusher', ['EZ Bar Skull Crusher'], 'curated'),
  c('upright row', ['Cable Upright Row', 'EZ Bar Upright Row'], 'curated'),
  c('wrist curl', ['Dumbbell Wrist Curl', 'Barbell Wrist Curl'], 'curated'),
];

/** An exercise's full name, as a user who knows it types it. */
const FULL_NAMES: readonly RelevanceCase[] = [
  c('barbell bench press', ['Barbell Bench Press']),
  c('conventional deadlift', ['Conventional Deadlift']),
  c('barbell back squat', ['Barbell Back Squat']),
  c('bulgarian split squat', ['Dumbbell Bulgarian Split Squat']),
  c('incline dumbbell press', ['Incline Dumbbell Press']),
  c('seated cable row', ['Seated Cable Row']),
  c('turkish get up', ['Kettlebell Turkish Get-Up']),
  c('hanging leg raise', ['Hanging Leg Raise']),
  c('close grip bench press', ['Close-Grip Bench Press']),
  c('trap bar deadlift', ['Trap Bar Deadlift']),
  c('hack squat', ['Hack Squat']),
  c('arnold press', ['Arnold Press']),
  c('good morning', ['Barbell Good Morning']),
  c('box jump', ['Box Jump']),
  c('dead bug', ['Dead Bug']),
  c('ab wheel rollout', ['Ab Wheel Rollout']),
  c('sumo deadlift', ['Sumo Deadlift']),
  c('pendlay row', ['Pendlay Row']),
  c('glute bridge', ['Glute Bridge']),
  c('seated calf raise', ['Seated Calf Raise']),
  c('incline bench press', ['Barbell Incline Bench Press']),
  c('dumbbell bench press', ['Dumbbell Bench Press']),
  c('stiff legged deadlift', ['Stiff-Leg Deadlift'], 'curated'),
  c('reverse crunch', ['Incline Bench Reverse Crunch'], 'curated'),
];

/** Abbreviations, nicknames and other everyday aliases: they match like names (docs/product.md#search). */
const ALIASES: readonly RelevanceCase[] = [
  c('rdl', ['Barbell Romanian Deadlift']),
  c('sldl', ['Stiff-Leg Deadlift']),
  c('ohp', ['Standing Barbell Overhead Press']),
  c('db bench', ['Dumbbell Bench Press']),
  c('db bench press', ['Dumbbell Bench Press']),
  c('bb row', ['Barbell Bent-Over Row']),
  c('db row', ['One-Arm Dumbbell Row']),
  c('db curl', ['Dumbbell Biceps Curl']),
  c('bicep curl', ['Dumbbell Biceps Curl']),
  c('c&j', ['Barbell Clean and Jerk']),
  c('clean and jerk', ['Barbell Clean and Jerk']),
  c('cgbp', ['Close-Grip Bench Press']),
  c('rfess', ['Dumbbell Bulgarian Split Squat']),
  c('bss', ['Dumbbell Bulgarian Split Squat']),
  c('tgu', ['Kettlebell Turkish Get-Up']),
  c('kb swing', ['Kettlebell Two-Hand Swing']),
  c('military press', ['Standing Barbell Overhead Press'], 'curated'),
  c('hex bar deadlift', ['Trap Bar Deadlift']),
  c('t2b', ['Toes-to-Bar']),
  c('hlr', ['Hanging Leg Raise']),
  c('ez curl', ['EZ Bar Curl']),
  c('rope pushdown', ['Cable Rope Triceps Pushdown']),
  c('hyperextension', ['45-Degree Back Extension'], 'curated'),
  c('air squat', ['Bodyweight Squat']),
  c('press up', ['Push-Up']),
  c('skipping', ['Jump Rope Basic Bounce']),
  c('prowler push', ['Sled Push']),
  c('gravitron', ['Machine-Assisted Pull-up']),
  c('rear delt fly', ['Dumbbell Rear Delt Fly']),
  c('landmine press', ['Single-Arm Landmine Press']),
  c('wall ball', ['Medicine Ball Wall Ball Shot']),
  c('pec deck', ['Pec Deck Fly']),
  c('cable crossover', ['Standing Cable Chest Fly']),
  c('farmers walk', ['Dumbbell Farmer\'s Carry']),
];

/** Spacing, hyphens and plurals do not make another word: "pullups" is "pull-up" (docs/product.md#search). */
const SPELLING_VARIANTS: readonly RelevanceCase[] = [
  c('pullups', ['Pull-Up']),
  c('pull-up', ['Pull-Up']),
  c('chin ups', ['Chin-Up']),
  c('chinups', ['Chin-Up']),
  c('benchpress', ['Barbell Bench Press']),
  c('lat pull down', ['Lat Pulldown']),
  c('lat pulldowns', ['Lat Pulldown']),
  c('pushups', ['Push-Up']),
  c('push-ups', ['Push-Up']),
  c('deadlifts', ['Conventional Deadlift']),
  c('dead lift', ['Conventional Deadlift']),
  c('squats', ['Barbell Back Squat']),
  c('lunges', ['Dumbbell Walking Lunge']),
  c('skullcrusher', ['EZ Bar Skull Crusher'], 'curated'),
  c('face pulls', ['Cable Face Pull']),
  c('hip thrusts', ['Barbell Hip Thrust']),
  c('dumbbell flyes', ['Dumbbell Fly']),
  c('dips', ['Parallel Bar Dip']),
  c('step ups', ['Dumbbell Step-Up']),
  c('kettle bell swing', ['Kettlebell Two-Hand Swing']),
  c('good mornings', ['Barbell Good Morning']),
  c('stairmaster', ['Stair Climber Steady Climb']),
  c('facepull', ['Cable Face Pull']),
];

/** Misspellings: corrected when the exact text finds too little (docs/product.md#search). */
const TYPOS: readonly RelevanceCase[] = [
  c('romanain deadlift', ['Barbell Romanian Deadlift']),
  c('dumbel press', ['Dumbbell Bench Press'], 'both', '"dumbbell press" with no other word is the flat dumbbell bench press'),
  c('sqaut', ['Barbell Back Squat']),
  c('benchpres', ['Barbell Bench Press']),
  c('dedlift', ['Conventional Deadlift']),
  c('bicep crul', ['Dumbbell Biceps Curl']),
  c('latt pulldown', ['Lat Pulldown']),
  c('tricep pushdwon', ['Cable Rope Triceps Pushdown'], 'curated'),
  c('bulgarian split sqaut', ['Dumbbell Bulgarian Split Squat']),
  c('kettlebel swing', ['Kettlebell Two-Hand Swing']),
  c('hamer curl', ['Dumbbell Hammer Curl']),
  c('lateral rasie', ['Dumbbell Lateral Raise']),
  c('overhed press', ['Standing Barbell Overhead Press']),
  c('leg extention', ['Leg Extension']),
  c('hip trust', ['Barbell Hip Thrust']),
  c('calf rasie', ['Standing Machine Calf Raise']),
  c('goblet sqat', ['Kettlebell Goblet Squat']),
  c('pul up', ['Pull-Up']),
];

/** A piece of equipment with a movement, or the equipment alone: its everyday exercise. */
const EQUIPMENT_AND_MOVEMENT: readonly RelevanceCase[] = [
  c('cable chest', ['Standing Cable Chest Fly']),
  c('cable row', ['Seated Cable Row']),
  c('smith squat', ['Smith Machine Squat']),
  c('kettlebell swing', ['Kettlebell Two-Hand Swing']),
  c('treadmill', ['Treadmill Easy Run', 'Incline Treadmill Walk'], 'both', 'an easy run and an incline walk are what most people do on one'),
  c('rowing machine', ['Rowing Machine Steady State']),
  c('cable curl', ['Cable Biceps Curl']),
  c('barbell row', ['Barbell Bent-Over Row']),
  c('dumbbell row', ['One-Arm Dumbbell Row']),
  c('machine chest press', ['Machine Chest Press']),
  c('machine row', ['Chest-Supported Machine Row']),
  c('cable fly', ['Standing Cable Chest Fly']),
  c('dumbbell shoulder press', ['Seated Dumbbell Shoulder Press']),
  c('smith bench', ['Smith Machine Bench Press']),
  c('band pull apart', ['Band Pull-Apart']),
  c('exercise bike', ['Stationary Bike Steady Ride']),
  c('elliptical', ['Elliptical Steady-State Session']),
  c('jump rope', ['Jump Rope Basic Bounce']),
  c('med ball slam', ['Medicine Ball Slam']),
  c('trx row', ['Suspension Trainer Row']),
  c('landmine row', ['Meadows Row']),
  c('ab wheel', ['Ab Wheel Rollout']),
  c('sled push', ['Sled Push']),
  c('dumbbell lunge', ['Dumbbell Walking Lunge']),
  c('barbell lunge', ['Barbell Reverse Lunge'], 'curated', 'the only barbell lunge the curated catalogue has'),
  c('barbell lunge', ['Barbell Lunge'], 'merged'),
  c('kettlebell deadlift', ['Kettlebell Deadlift']),
  c('trap bar', ['Trap Bar Deadlift']),
  c('dip station', ['Parallel Bar Dip']),
];

/** A muscle with a piece of equipment: a small set of obviously right answers. */
const MUSCLE_AND_EQUIPMENT: readonly RelevanceCase[] = [
  c('dumbbell shoulders', ['Seated Dumbbell Shoulder Press', 'Dumbbell Lateral Raise'], 'curated', 'the import adds several dumbbell shoulder presses, as right an answer'),
  c('barbell biceps', ['Barbell Curl']),
  c('cable triceps', ['Cable Rope Triceps Pushdown']),
  c('machine hamstrings', ['Lying Leg Curl', 'Seated Leg Curl']),
  c('machine quads', ['Leg Extension', 'Leg Press']),
  c('dumbbell chest', ['Dumbbell Bench Press', 'Dumbbell Fly']),
  c('cable shoulders', ['Cable Lateral Raise', 'Cable Face Pull'], 'curated', 'the import adds cable shoulder presses, as right an answer'),
  c('dumbbell triceps', ['Dumbbell Overhead Triceps Extension', 'Dumbbell Triceps Kickback']),
  c('kettlebell glutes', ['Kettlebell Two-Hand Swing']),
  c('bodyweight chest', ['Push-Up']),
  c('machine chest', ['Machine Chest Press'], 'both', 'the incline and single-arm machine chest presses are as right as the pec deck'),
  c('barbell glutes', ['Barbell Hip Thrust']),
  c('dumbbell biceps', ['Dumbbell Biceps Curl']),
  c('cable abs', ['Kneeling Cable Crunch']),
  c('machine calves', ['Standing Machine Calf Raise'], 'both', 'other machine calf raises are as right as the seated one'),
  c('barbell quads', ['Barbell Back Squat', 'Barbell Front Squat']),
  c('dumbbell hamstrings', ['Dumbbell Romanian Deadlift']),
  c('dumbbell back', ['One-Arm Dumbbell Row']),
];

/** Two- and three-letter queries match the start of a word only (docs/product.md#search). */
const SHORT_PREFIXES: readonly RelevanceCase[] = [
  c('ab', ['Ab Wheel Rollout']),
  c('leg', ['Leg Press', 'Leg Extension', 'Lying Leg Curl']),
  c('lat', ['Lat Pulldown']),
  c('squ', ['Barbell Back Squat']),
  c('ben', ['Barbell Bench Press']),
  c('dea', ['Conventional Deadlift']),
  c('cur', ['Dumbbell Biceps Curl']),
];

/** From four letters a query also matches inside a word: "down" finds the pulldown (docs/product.md#search). */
const INNER_WORDS: readonly RelevanceCase[] = [
  c('down', ['Lat Pulldown'], 'curated', 'the import has names with the whole word down (Palms-Down Wrist Curl), which rank first'),
  c('lift', ['Conventional Deadlift'], 'curated', 'the import has names with the whole word lift (Leg Lift), which rank first'),
  c('pulldown', ['Lat Pulldown']),
];

/** Exercises only the free-exercise-db import brings: the merged catalogue must find them by their everyday names. */
const IMPORTED_ONLY: readonly RelevanceCase[] = [
  c('preacher curl', ['Preacher Curl'], 'merged'),
  c('t-bar row', ['T-Bar Row with Handle'], 'merged'),
  c('overhead squat', ['Overhead Squat'], 'merged'),
  c('muscle up', ['Muscle Up'], 'merged'),
  c('zottman curl', ['Zottman Curl'], 'merged'),
  c('jm press', ['JM Press'], 'merged'),
  c('svend press', ['Svend Press'], 'merged'),
  c('spider curl', ['Spider Curl'], 'merged'),
  c('glute ham raise', ['Glute Ham Raise'], 'merged'),
  c('reverse hyperextension', ['Reverse Hyperextension'], 'merged'),
  c('split jerk', ['Split Jerk'], 'merged'),
  c('decline bench press', ['Decline Barbell Bench Press'], 'merged'),
  c('handstand push up', ['Handstand Push-Ups'], 'merged'),
  c('triceps pushdown', ['Triceps Pushdown', 'Cable Rope Triceps Pushdown'], 'merged'),
];

/**
 * The everyday queries the library search must answer (docs/product.md#search): for each, every expected exercise is
 * in the top three results. Expectations say what a gym-goer typing the query means, not what any version of the search
 * returned. Ordered by kind: bare lift names, full names, aliases, spelling variants, typos, equipment with a movement,
 * a muscle with equipment, short prefixes, inner words, and exercises only the import brings.
 */
export const RELEVANCE_CASES: readonly RelevanceCase[] = [
  ...BARE_LIFT_NAMES,
  ...FULL_NAMES,
  ...ALIASES,
  ...SPELLING_VARIANTS,
  ...TYPOS,
  ...EQUIPMENT_AND_MOVEMENT,
  ...MUSCLE_AND_EQUIPMENT,
  ...SHORT_PREFIXES,
  ...INNER_WORDS,
  ...IMPORTED_ONLY,
];

/** How many cases of each kind the suite holds, for its own test and for reports. */
export const RELEVANCE_CASE_KINDS = {
  bareLiftNames: BARE_LIFT_NAMES.length,
  fullNames: FULL_NAMES.length,
  aliases: ALIASES.length,
  spellingVariants: SPELLING_VARIANTS.length,
  typos: TYPOS.length,
  equipmentAndMovement: EQUIPMENT_AND_MOVEMENT.length,
  muscleAndEquipment: MUSCLE_AND_EQUIPMENT.length,
  shortPrefixes: SHORT_PREFIXES.length,
  innerWords: INNER_WORDS.length,
  importedOnly: IMPORTED_ONLY.length,
} as const;

/** How a search did on the suite: top-3 hits, mean reciprocal rank, and every case that missed. */
export type RelevanceScore = {
  cases: number;
  /** Cases whose every expected exercise is in the top three. */
  top3: number;
  /** Mean over cases of 1 / the rank of the first expected exercise (0 when it is not in the first `depth`). */
  mrr: number;
  misses: Array<{ q: string; expect: string[]; got: string[] }>;
};

/**
 * Runs `cases` through `search` (the names it ranks for a query, best first, at least the first 10) and scores it:
 * the top-3 rule of {@link RelevanceCase} and the mean reciprocal rank of the first expected name.
 */
export async function scoreRelevance(cases: readonly RelevanceCase[], search: (q: string) => Promise<string[]>): Promise<RelevanceScore> {
  let top3 = 0;
  let reciprocal = 0;
  const misses: RelevanceScore['misses'] = [];
  for (const testCase of cases) {
    const got = await search(testCase.q);
    const first = got.findIndex((name) => testCase.expect.includes(name));
    reciprocal += first >= 0 ? 1 / (first + 1) : 0;
    if (testCase.expect.every((name) => got.slice(0, 3).includes(name))) top3 += 1;
    else misses.push({ q: testCase.q, expect: testCase.expect, got: got.slice(0, 5) });
  }
  return { cases: cases.length, top3, mrr: cases.length === 0 ? 0 : reciprocal / cases.length, misses };
}

/** The cases that hold on `catalogue` ('curated' or 'merged'): its own and those of 'both'. */
export function relevanceCasesFor(catalogue: 'curated' | 'merged'): RelevanceCase[] {
  return RELEVANCE_CASES.filter((testCase) => testCase.catalogue === catalogue || testCase.catalogue === 'both');
}
