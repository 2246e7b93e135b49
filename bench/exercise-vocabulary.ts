import type { EquipmentOption } from '@/shared/catalogue/equipment';

/**
 * The equipment names of the synthetic bench rows: the brief's twelve and the names imports gave before the equipment
 * taxonomy (docs/product.md#equipment-taxonomy) — rows as a catalogue grown before it holds them; the search treats
 * them alike.
 */
type KnownEquipment = EquipmentOption | 'Bodyweight' | 'EZ Curl Bar' | 'Exercise Ball' | 'Foam Roller' | 'Machine' | 'Other';
import type { MuscleOption } from '@/shared/catalogue/muscles';

/**
 * The words the synthetic catalogue is built from (bench/generate-exercises.ts). Movements list the equipment they are
 * done with, so a name like "Incline Dumbbell Bench Press" pairs a real movement with plausible equipment, and every
 * one of the 12 form options plus the importer's 6 (src/shared/catalogue/equipment.ts) gets exercises.
 */
export type Movement = {
  name: string;
  muscles: MuscleOption[];
  equipment: KnownEquipment[];
  category: 'strength' | 'cardio' | 'stretching' | 'plyometrics';
  force: 'push' | 'pull' | 'static';
  mechanic: 'compound' | 'isolation';
};

const m = (
  name: string,
  muscles: MuscleOption[],
  equipment: KnownEquipment[],
  category: Movement['category'],
  force: Movement['force'],
  mechanic: Movement['mechanic'],
): Movement => ({ name, muscles, equipment, category, force, mechanic });

export const MOVEMENTS: readonly Movement[] = [
  m(
    'Bench Press',
    ['Chest', 'Triceps', 'Shoulders'],
    ['Barbells', 'Dumbbells', 'Power Rack', 'Resistance Bands', 'Machine'],
    'strength',
    'push',
    'compound',
  ),
  m(
    'Shoulder Press',
    ['Shoulders', 'Triceps', 'Core'],
    ['Barbells', 'Dumbbells', 'Kettlebells', 'Resistance Bands', 'Machine', 'Power Rack'],
    'strength',
    'push',
    'compound',
  ),
  m(
    'Squat',
    ['Quadriceps', 'Glutes', 'Hamstrings', 'Core'],
    ['Barbells', 'Power Rack', 'Dumbbells', 'Kettlebells', 'Bodyweight', 'Resistance Bands', 'Medicine Ball'],
    'strength',
    'push',
    'compound',
  ),
  m('Leg Press', ['Quadriceps', 'Glutes', 'Hamstrings'], ['Leg Press Machine', 'Resistance Bands'], 'strength', 'push', 'compound'),
  m(
    'Calf Raise',
    ['Calves'],
    ['Leg Press Machine', 'Dumbbells', 'Bodyweight', 'Machine', 'Barbells', 'Power Rack'],
    'strength',
    'push',
    'isolation',
  ),
  m(
    'Deadlift',
    ['Hamstrings', 'Glutes', 'Lower Back', 'Traps'],
    ['Barbells', 'Deadlift Platform', 'Dumbbells', 'Kettlebells', 'Resistance Bands'],
    'strength',
    'pull',
    'compound',
  ),
  m(
    'Romanian Deadlift',
    ['Hamstrings', 'Glutes', 'Lower Back'],
    ['Barbells', 'Deadlift Platform', 'Dumbbells', 'Kettlebells'],
    'strength',
    'pull',
    'compound',
  ),
  m('Rack Pull', ['Traps', 'Lower Back', 'Glutes'], ['Power Rack', 'Deadlift Platform'], 'strength', 'pull', 'compound'),
  m(
    'Row',
    ['Back', 'Latissimus Dorsi', 'Rhomboids', 'Biceps'],
    ['Barbells', 'Dumbbells', 'Cable Machine', 'Resistance Bands', 'Kettlebells', 'Machine'],
    'strength',
    'pull',
    'compound',
  ),
  m(
    'Lat Pulldown',
    ['Latissimus Dorsi', 'Biceps', 'Rhomboids'],
    ['Cable Machine', 'Resistance Bands', 'Machine'],
    'strength',
    'pull',
    'compound',
  ),
  m('Pull-up', ['Latissimus Dorsi', 'Biceps', 'Back'], ['Pull-up Bar', 'Power Rack', 'Resistance Bands'], 'strength', 'pull', 'compound'),
  m('Chin-up', ['Biceps', 'Latissimus Dorsi'], ['Pull-up Bar'], 'strength', 'pull', 'compound'),
  m('Hanging Leg Raise', ['Core', 'Forearms'], ['Pull-up Bar', 'Power Rack'], 'strength', 'pull', 'isolation'),
  m(
    'Curl',
    ['Biceps', 'Forearms'],
    ['Dumbbells', 'Barbells', 'EZ Curl Bar', 'Cable Machine', 'Resistance Bands', 'Kettlebells'],
    'strength',
    'pull',
    'isolation',
  ),
  m('Triceps Extension', ['Triceps'], ['Dumbbells', 'EZ Curl Bar', 'Cable Machine', 'Resistance Bands'], 'strength', 'push', 'isolation'),
  m('Skull Crusher', ['Triceps'], ['EZ Curl Bar', 'Barbells', 'Dumbbells'], 'strength', 'push', 'isolation'),
  m('Lateral Raise', ['Shoulders', 'Traps'], ['Dumbbells', 'Cable Machine', 'Resistance Bands'], 'strength', 'push', 'isolation'),
  m('Chest Fly', ['Chest', 'Shoulders'], ['Dumbbells', 'Cable Machine', 'Resistance Bands', 'Machine'], 'strength', 'push', 'isolation'),
  m('Cable Crossover', ['Chest'], ['Cable Machine'], 'strength', 'push', 'isolation'),
  m('Face Pull', ['Shoulders', 'Rhomboids', 'Traps'], ['Cable Machine', 'Resistance Bands'], 'strength', 'pull', 'isolation'),
  m('Woodchop', ['Core', 'Shoulders'], ['Cable Machine', 'Medicine Ball', 'Resistance Bands'], 'strength', 'pull', 'compound'),
  m(
    'Lunge',
    ['Quadriceps', 'Glutes', 'Hamstrings'],
    ['Dumbbells', 'Barbells', 'Kettlebells', 'Bodyweight', 'Medicine Ball'],
    'strength',
    'push',
    'compound',
  ),
  m('Step-up', ['Quadriceps', 'Glutes'], ['Dumbbells', 'Bodyweight', 'Kettlebells'], 'strength', 'push', 'compound'),
  m('Hip Thrust', ['Glutes', 'Hamstrings'], ['Barbells', 'Dumbbells', 'Resistance Bands', 'Exercise Ball'], 'strength', 'push', 'compound'),
  m('Good Morning', ['Hamstrings', 'Lower Back'], ['Barbells', 'Power Rack', 'Resistance Bands'], 'strength', 'pull', 'compound'),
  m('Leg Extension', ['Quadriceps'], ['Machine', 'Resistance Bands'], 'strength', 'push', 'isolation'),
  m('Leg Curl', ['Hamstrings'], ['Machine', 'Resistance Bands', 'Exercise Ball'], 'strength', 'pull', 'isolation'),
  m('Swing', ['Glutes', 'Hamstrings', 'Core', 'Cardiovascular'], ['Kettlebells', 'Dumbbells'], 'plyometrics', 'pull', 'compound'),
  m('Shrug', ['Traps', 'Forearms'], ['Dumbbells', 'Barbells', 'Power Rack'], 'strength', 'pull', 'isolation'),
  m('Slam', ['Core', 'Shoulders', 'Cardiovascular'], ['Medicine Ball'], 'plyometrics', 'push', 'compound'),
  m('Wall Ball', ['Quadriceps', 'Shoulders', 'Cardiovascular'], ['Medicine Ball'], 'plyometrics', 'push', 'compound'),
  m('Russian Twist', ['Core'], ['Medicine Ball', 'Kettlebells', 'Dumbbells', 'Bodyweight'], 'strength', 'static', 'isolation'),
  m('Plank', ['Core', 'Shoulders'], ['Bodyweight', 'Exercise Ball'], 'strength', 'static', 'compound'),
  m('Crunch', ['Core'], ['Exercise Ball', 'Cable Machine', 'Bodyweight'], 'strength', 'pull', 'isolation'),
  m('Rollout', ['Core', 'Latissimus Dorsi'], ['Exercise Ball', 'Barbells'], 'strength', 'static', 'compound'),
  m(
    'Push-up',
    ['Chest', 'Triceps', 'Shoulders', 'Core'],
    ['Bodyweight', 'Resistance Bands', 'Medicine Ball'],
    'strength',
    'push',
    'compound',
  ),
  m('Walk', ['Cardiovascular', 'Calves'], ['Treadmill'], 'cardio', 'push', 'compound'),
  m('Run', ['Cardiovascular', 'Quadriceps', 'Calves'], ['Treadmill'], 'cardio', 'push', 'compound'),
  m('Sprint Intervals', ['Cardiovascular', 'Hamstrings', 'Glutes'], ['Treadmill', 'Elliptical Machine'], 'cardio', 'push', 'compound'),
  m('Steady Stride', ['Cardiovascular', 'Quadriceps'], ['Elliptical Machine'], 'cardio', 'push', 'compound'),
  m('Reverse Stride', ['Cardiovascular', 'Hamstrings', 'Glutes'], ['Elliptical Machine'], 'cardio', 'push', 'compound'),
  m('Thoracic Release', ['Back', 'Lower Back'], ['Foam Roller'], 'stretching', 'static', 'isolation'),
  m('Quadriceps Release', ['Quadriceps'], ['Foam Roller'], 'stretching', 'static', 'isolation'),
  m('Hamstring Release', ['Hamstrings'], ['Foam Roller'], 'stretching', 'static', 'isolation'),
  m('Farmer Carry', ['Forearms', 'Traps', 'Core'], ['Dumbbells', 'Kettlebells', 'Other'], 'strength', 'static', 'compound'),
  m('Sled Push', ['Quadriceps', 'Glutes', 'Cardiovascular'], ['Other'], 'strength', 'push', 'compound'),
  m('Battle Rope Wave', ['Shoulders', 'Core', 'Cardiovascular'], ['Other'], 'cardio', 'push', 'compound'),
];

/** How equipment reads inside a name ("Dumbbell Row"); empty where the movement already says it ("Leg Press"). */
export const EQUIPMENT_WORD: Readonly<Record<KnownEquipment, string>> = {
  'Power Rack': 'Rack',
  Treadmill: 'Treadmill',
  'Deadlift Platform': 'Platform',
  'Cable Machine': 'Cable',
  'Leg Press Machine': '',
  'Elliptical Machine': 'Elliptical',
  Dumbbells: 'Dumbbell',
  Barbells: 'Barbell',
  'Resistance Bands': 'Banded',
  Kettlebells: 'Kettlebell',
  'Medicine Ball': 'Medicine Ball',
  'Pull-up Bar': '',
  Bodyweight: 'Bodyweight',
  'EZ Curl Bar': 'EZ-Bar',
  'Exercise Ball': 'Stability Ball',
  'Foam Roller': 'Foam Roller',
  Machine: 'Machine',
  Other: '',
};

export const VARIATIONS = [
  'Standing',
  'Seated',
  'Incline',
  'Decline',
  'Single-Arm',
  'Single-Leg',
  'Alternating',
  'Paused',
  'Tempo',
  'Close-Grip',
  'Wide-Grip',
  'Neutral-Grip',
  'Reverse-Grip',
  'Kneeling',
  'Half-Kneeling',
  'Split-Stance',
  'Staggered-Stance',
  'Isometric',
  'Deficit',
  'Eccentric',
  'Explosive',
  'Supported',
  'Chest-Supported',
  'Offset',
  'Cross-Body',
  'Lateral',
  'Walking',
  'Sumo',
  'Box',
  'Banded-Resistance',
] as const;

export const SUFFIXES = ['with Hold', 'to Box', 'with Rotation', 'Ladder', 'Complex', 'Drop Set', 'Cluster', 'Finisher'] as const;

export const SETUP_PHRASES = [
  'Set up the {equipment} at a height that lets you start with a neutral spine',
  'Take your position beside the {equipment} with feet hip-width apart',
  'Grip the {equipment} firmly and set your shoulders down and back',
  'Stand tall facing the {equipment} with a soft bend in the knees',
];

export const ACTION_PHRASES = [
  'Drive through the {movement} in a smooth line, keeping the {muscle} under tension',
  'Move into the {movement} while you brace the core and feel the {muscle} work',
  'Perform the {movement} with control, letting the {muscle} do the work rather than momentum',
  'Exhale as you complete the {movement}, squeezing the {muscle} at the end of the range',
];

export const FINISH_PHRASES = [
  'Return to the start over {seconds} seconds and repeat for {reps} reps.',
  'Pause briefly, reset your breath, and complete {reps} controlled reps.',
  'Lower under control for {seconds} seconds; stop the set when your form slips.',
];

export const PROS = [
  'Builds strength through a full range of motion.',
  'Easy to load progressively week by week.',
  'Trains stability and coordination alongside strength.',
  'Joint-friendly option for higher-rep work.',
  'Fits well into circuits and supersets.',
];

export const CONS = [
  'Needs a spotter or safeties when taken close to failure.',
  'Technique takes a few sessions to groove.',
  'Loading is limited by grip before the target muscle tires.',
  'Can aggravate sensitive shoulders if the range is forced.',
  'Hard to progress in small increments.',
];
