// One-off, run once (node scripts/split-curated-equipment.mjs): turns each curated record's flat `equipment` (every
// item it "required") into `requiredEquipment` groups and `optionalEquipment` (docs/decisions/0025), and files each
// record under its primary equipment. The judgements are the tables below, reviewed record by record where a rack, a
// platform, a bench, a box or a mat appears; records already converted are left as they are.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = 'catalogue/exercises';
const BENCHES = ['Flat Bench', 'Adjustable Bench'];
const SEATS = ['Flat Bench', 'Adjustable Bench', 'Plyo Box'];

/** Barbell lifts the rack or platform was shown for: the barbell is what they cannot be done without. */
const PRIMARY = new Map(
  Object.entries({
    'conventional-deadlift': 'Barbells',
    'sumo-deadlift': 'Barbells',
    'deficit-deadlift': 'Barbells',
    'power-clean': 'Barbells',
    'hang-power-clean': 'Barbells',
    'power-snatch': 'Barbells',
    'snatch-grip-deadlift': 'Barbells',
    'stiff-leg-deadlift': 'Barbells',
    'barbell-clean-and-jerk': 'Barbells',
    'barbell-back-squat': 'Barbells',
    'barbell-box-squat': 'Barbells',
    'barbell-front-squat': 'Barbells',
    'barbell-zercher-squat': 'Barbells',
    'barbell-good-morning': 'Barbells',
    'barbell-split-squat': 'Barbells',
    'barbell-standing-calf-raise': 'Barbells',
  }),
);

/** Items that only help: moved out of (or added beside) what is required. */
const OPTIONAL = new Map(
  Object.entries({
    // A platform protects the floor and lets the bar drop; any floor will do.
    'conventional-deadlift': ['Deadlift Platform'],
    'sumo-deadlift': ['Deadlift Platform'],
    'deficit-deadlift': ['Deadlift Platform'],
    'power-clean': ['Deadlift Platform'],
    'hang-power-clean': ['Deadlift Platform'],
    'power-snatch': ['Deadlift Platform'],
    'snatch-grip-deadlift': ['Deadlift Platform'],
    'stiff-leg-deadlift': ['Deadlift Platform'],
    'barbell-clean-and-jerk': ['Deadlift Platform'],
    // The bar can be cleaned or deadlifted into place; a rack saves the effort.
    'standing-barbell-overhead-press': ['Power Rack'],
    'barbell-push-press': ['Power Rack'],
    'barbell-shrug': ['Power Rack'],
    'barbell-romanian-deadlift': ['Power Rack'],
    'barbell-bent-over-row': ['Power Rack'],
    // A bench to rest a hand or knee on; a knee or a thigh does too.
    'one-arm-dumbbell-row': ['Flat Bench'],
    'dumbbell-triceps-kickback': ['Flat Bench'],
    // A step or box edge adds range; the floor works.
    'single-leg-dumbbell-calf-raise': ['Plyo Box'],
    // Floor work: a mat spares knees, back and hips.
    'forearm-plank': ['Exercise Mat'],
    'side-plank': ['Exercise Mat'],
    'dead-bug': ['Exercise Mat'],
    'bird-dog': ['Exercise Mat'],
    'hollow-body-hold': ['Exercise Mat'],
    'glute-bridge': ['Exercise Mat'],
    'worlds-greatest-stretch': ['Exercise Mat'],
    'ab-wheel-rollout': ['Exercise Mat'],
    'ab-wheel-oblique-rollout': ['Exercise Mat'],
    'kettlebell-turkish-get-up': ['Exercise Mat'],
    'kettlebell-armbar': ['Exercise Mat'],
    'medicine-ball-russian-twist': ['Exercise Mat'],
    'medicine-ball-sit-up-throw': ['Exercise Mat'],
    'plate-russian-twist': ['Exercise Mat'],
    'band-assisted-nordic-curl': ['Exercise Mat'],
    'kneeling-cable-crunch': ['Exercise Mat'],
    'dumbbell-floor-press': ['Exercise Mat'],
    'barbell-rollout': ['Exercise Mat'],
  }),
);

/** Where one of several items will do, by the item the record named: every other record needing a flat bench takes either bench. */
const ANY_OF = new Map(
  Object.entries({
    'dumbbell-bulgarian-split-squat': { 'Flat Bench': SEATS },
    'bodyweight-bulgarian-split-squat': { 'Flat Bench': SEATS },
    'smith-machine-bulgarian-split-squat': { 'Flat Bench': SEATS },
    'barbell-hip-thrust': { 'Flat Bench': SEATS },
    'dumbbell-hip-thrust': { 'Flat Bench': SEATS },
    'single-leg-hip-thrust': { 'Flat Bench': SEATS },
    'dumbbell-step-up': { 'Flat Bench': SEATS },
    'bodyweight-bench-step-up': { 'Flat Bench': SEATS },
    'barbell-box-squat': { 'Flat Bench': SEATS },
    'bench-dip': { 'Flat Bench': SEATS },
    'copenhagen-plank': { 'Flat Bench': SEATS },
    'barbell-wrist-curl': { 'Flat Bench': SEATS },
    'dumbbell-wrist-curl': { 'Flat Bench': SEATS },
    'dumbbell-concentration-curl': { 'Flat Bench': SEATS },
    // A seated row is a seated row machine or a cable machine's low pulley, either one.
    'seated-cable-row': { 'Seated Row Machine': ['Seated Row Machine', 'Cable Machine'], 'Cable Machine': null },
    'wide-grip-seated-cable-row': { 'Seated Row Machine': ['Seated Row Machine', 'Cable Machine'], 'Cable Machine': null },
  }),
);

const fileOf = (item) => `${item.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.json`;
const files = new Map(
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => [f, JSON.parse(readFileSync(path.join(dir, f), 'utf8'))]),
);
const out = new Map([...files.keys()].map((f) => [f, []]));
for (const [, records] of files) {
  for (const record of records) {
    let next = record;
    if (record.equipment) {
      const { equipment, ...rest } = record;
      const primary = PRIMARY.get(record.slug) ?? record.primaryEquipment;
      const optional = OPTIONAL.get(record.slug) ?? [];
      const anyOf = ANY_OF.get(record.slug) ?? {};
      const groups = [];
      for (const item of equipment.filter((name) => !optional.includes(name))) {
        const group = item in anyOf ? anyOf[item] : item === 'Flat Bench' ? BENCHES : [item];
        if (group) groups.push(group);
      }
      groups.sort((a, b) => Number(b.includes(primary)) - Number(a.includes(primary)));
      next = {};
      for (const [key, value] of Object.entries(rest)) {
        next[key] = key === 'primaryEquipment' ? primary : value;
        if (key === 'primaryEquipment') {
          next.requiredEquipment = groups;
          if (optional.length > 0) next.optionalEquipment = optional;
        }
      }
    }
    const file = fileOf(next.primaryEquipment);
    if (!out.has(file)) out.set(file, []);
    out.get(file).push(next);
  }
}
for (const [file, records] of out) {
  if (records.length === 0) rmSync(path.join(dir, file));
  // Each group on a line of its own: ["Flat Bench", "Adjustable Bench"].
  else
    writeFileSync(
      path.join(dir, file),
      `${JSON.stringify(records, null, 2).replace(/\[\n\s+("[^"\n]+"(?:,\n\s+"[^"\n]+")*)\n\s+\](?=,?\n\s+(?:\[|\]))/g, (_, items) => `[${items.split(/,\n\s+/).join(', ')}]`)}\n`,
    );
}
