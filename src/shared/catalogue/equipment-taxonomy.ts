/**
 * The equipment taxonomy (docs/product.md#equipment-taxonomy): every item a gym-goer may find in front of them, each
 * with its group and a one-line description. An exercise requires some of these items (in groups, each met by any one
 * of its items), one of which is its primary equipment (the one the library card shows), and may name others as only
 * helpful (docs/decisions/0025-required-and-optional-equipment.md). The twelve options of the original brief keep their names exactly
 * (EQUIPMENT_OPTIONS in ./equipment.ts); the rest is what a real gym has beyond them.
 */

/** The groups the library's equipment filter shows its items under, in display order. */
export const EQUIPMENT_GROUPS = [
  { id: 'free-weights', label: 'Free weights' },
  { id: 'racks-benches', label: 'Racks & benches' },
  { id: 'machines', label: 'Machines' },
  { id: 'cardio', label: 'Cardio' },
  { id: 'small-gear', label: 'Small gear' },
  { id: 'none', label: 'No equipment' },
] as const;

export type EquipmentGroupId = (typeof EQUIPMENT_GROUPS)[number]['id'];

/** Every equipment item: `name` is what is stored and shown; `group` places it in the filter. */
export const EQUIPMENT_TAXONOMY = [
  // Free weights
  { name: 'Barbells', group: 'free-weights', description: 'A straight Olympic bar, loaded with plates, for the big two-handed lifts.' },
  { name: 'Dumbbells', group: 'free-weights', description: 'Fixed or adjustable hand weights, used one in each hand or one at a time.' },
  { name: 'Kettlebells', group: 'free-weights', description: 'A cast iron ball with a handle, made for swings, cleans, snatches and carries.' },
  { name: 'EZ Curl Bar', group: 'free-weights', description: 'A short bar with angled grips that spare the wrists on curls and extensions.' },
  { name: 'Trap Bar', group: 'free-weights', description: 'A hexagonal bar you stand inside, for deadlifts, shrugs and carries with a neutral grip.' },
  { name: 'Weight Plates', group: 'free-weights', description: 'Loose plates, loaded on bars and machines or held on their own.' },
  { name: 'Medicine Ball', group: 'free-weights', description: 'A weighted ball to throw, slam, twist with or hold.' },
  // Racks & benches
  { name: 'Power Rack', group: 'racks-benches', description: 'A four-post cage with J-hooks and safety bars for squatting and pressing a barbell alone.' },
  { name: 'Deadlift Platform', group: 'racks-benches', description: 'A raised, shock-absorbing floor where a loaded barbell can be pulled and dropped.' },
  { name: 'Flat Bench', group: 'racks-benches', description: 'A fixed horizontal bench for presses, rows and step-ups.' },
  { name: 'Adjustable Bench', group: 'racks-benches', description: 'A bench whose back sets from decline through flat and incline to upright.' },
  { name: 'Pull-up Bar', group: 'racks-benches', description: 'An overhead bar to hang from, on a rack, a wall or a doorway.' },
  { name: 'Dip Station', group: 'racks-benches', description: 'Two parallel handles at hip height for dips and leg raises.' },
  { name: 'Hyperextension Bench', group: 'racks-benches', description: 'A 45° or horizontal back-extension bench with foot pads.' },
  { name: 'Landmine', group: 'racks-benches', description: 'A pivot that holds one end of a barbell to the floor, for angled presses, rows and twists.' },
  // Machines
  { name: 'Cable Machine', group: 'machines', description: 'A weight stack with an adjustable pulley (or two), taking handles, ropes and bars.' },
  { name: 'Smith Machine', group: 'machines', description: 'A barbell fixed in vertical rails, with hooks to rack it at any height.' },
  { name: 'Leg Press Machine', group: 'machines', description: 'A sled pressed away with the legs, seated or at 45°.' },
  { name: 'Hack Squat Machine', group: 'machines', description: 'An angled sled you squat under with your back against a pad.' },
  { name: 'Lat Pulldown Machine', group: 'machines', description: 'A seated station pulling a bar down from overhead against a weight stack.' },
  { name: 'Seated Row Machine', group: 'machines', description: 'A seated rowing station, chest-supported or with a low cable.' },
  { name: 'Chest Press Machine', group: 'machines', description: 'A seated press that moves handles forward along a fixed path.' },
  { name: 'Pec Deck Machine', group: 'machines', description: 'A seated fly machine with arms that swing together (and reverse for rear delts).' },
  { name: 'Shoulder Press Machine', group: 'machines', description: 'A seated overhead press along a fixed path.' },
  { name: 'Leg Extension Machine', group: 'machines', description: 'A seated machine that straightens the knees against a shin pad.' },
  { name: 'Leg Curl Machine', group: 'machines', description: 'A lying or seated machine that bends the knees against a heel pad.' },
  { name: 'Hip Thrust Machine', group: 'machines', description: 'A glute station that loads a hip thrust or bridge with a belt or pad.' },
  { name: 'Calf Raise Machine', group: 'machines', description: 'A standing or seated machine that loads the calves through the shoulders or knees.' },
  { name: 'Assisted Pull-up Machine', group: 'machines', description: 'A knee platform with a counterweight that takes part of your body weight on pull-ups and dips.' },
  // Cardio
  { name: 'Treadmill', group: 'cardio', description: 'A motorised belt for walking, running and incline work.' },
  { name: 'Elliptical Machine', group: 'cardio', description: 'A low-impact stepping machine with moving handles.' },
  { name: 'Rowing Machine', group: 'cardio', description: 'An air or water rower that works legs, back and arms in each stroke.' },
  { name: 'Stationary Bike', group: 'cardio', description: 'An upright, recumbent or spin bike with adjustable resistance.' },
  { name: 'Air Bike', group: 'cardio', description: 'A fan bike with moving handles whose resistance rises the harder you push.' },
  { name: 'Stair Climber', group: 'cardio', description: 'A revolving staircase or stepper for sustained climbing.' },
  { name: 'Ski Erg', group: 'cardio', description: 'A standing cable machine that mimics double-poling on skis.' },
  // Small gear
  { name: 'Resistance Bands', group: 'small-gear', description: 'Loop and tube bands that add resistance or assistance.' },
  { name: 'Stability Ball', group: 'small-gear', description: 'A large inflatable ball for core work, bridges and support.' },
  { name: 'Foam Roller', group: 'small-gear', description: 'A firm cylinder for self-massage and mobility drills.' },
  { name: 'Jump Rope', group: 'small-gear', description: 'A skipping rope for footwork and conditioning.' },
  { name: 'Plyo Box', group: 'small-gear', description: 'A sturdy box to jump onto, step up on or elevate the feet.' },
  { name: 'Suspension Trainer', group: 'small-gear', description: 'Adjustable straps anchored overhead for body-weight rows, presses and more.' },
  { name: 'Ab Wheel', group: 'small-gear', description: 'A wheel with handles, rolled out and back for the core.' },
  { name: 'Sled', group: 'small-gear', description: 'A weighted sled to push or drag across the floor.' },
  { name: 'Exercise Mat', group: 'small-gear', description: 'A padded mat that softens the floor under knees, back and hips for floor work.' },
  // No equipment
  { name: 'Bodyweight', group: 'none', description: 'Nothing but your body and the floor.' },
] as const satisfies ReadonlyArray<{ name: string; group: EquipmentGroupId; description: string }>;

/** The name of an equipment item of the taxonomy. */
export type EquipmentName = (typeof EQUIPMENT_TAXONOMY)[number]['name'];

/** Every equipment name, in taxonomy order. */
export const EQUIPMENT_NAMES: readonly EquipmentName[] = EQUIPMENT_TAXONOMY.map((item) => item.name);

/** True when `value` is exactly the name of an item of the taxonomy. */
export function isEquipmentName(value: unknown): value is EquipmentName {
  return typeof value === 'string' && (EQUIPMENT_NAMES as readonly string[]).includes(value);
}
