import type { SourcedExercise } from '@/server/features/catalogue-import/upsert-exercises';
import { DIFFICULTY_LEVELS, type DifficultyLevel } from '@/shared/catalogue/difficulty';
import { MUSCLE_OPTIONS } from '@/shared/catalogue/muscles';
import {
  ACTION_PHRASES,
  CONS,
  EQUIPMENT_WORD,
  FINISH_PHRASES,
  MOVEMENTS,
  PROS,
  SETUP_PHRASES,
  SUFFIXES,
  VARIATIONS,
} from './exercise-vocabulary';

/** A deterministic pseudo-random source in [0, 1) (mulberry32: tiny, fast, good enough for test data). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

// Every (movement, equipment) pair is equally likely, so each equipment's share follows how many movements use it.
const PAIRS = MOVEMENTS.flatMap((movement) => movement.equipment.map((equipment) => ({ movement, equipment })));

/** Weighted like a real catalogue: most exercises are for beginners, few are advanced. */
function difficulty(random: () => number): DifficultyLevel {
  const r = random();
  return r < 0.45 ? DIFFICULTY_LEVELS[0] : r < 0.8 ? DIFFICULTY_LEVELS[1] : DIFFICULTY_LEVELS[2];
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/**
 * `count` synthetic but realistic exercises for the benchmark (docs/architecture.md#performance), identical for the same `seed`.
 *
 * Names combine variation × equipment × movement ("Incline Dumbbell Bench Press", "Paused Kettlebell Swing with Hold");
 * equipment is one of the 12 form options or the importer's 6; target muscles come from the movement plus, sometimes,
 * one more of docs/product.md#equipment-and-muscles, comma-separated; descriptions are three numbered steps mentioning the
 * equipment, movement and a muscle; tags are category, force and mechanic as the importer writes them; about 10 % are
 * `isSample`. Source ids are `bench:<index>`, so reloading the same count updates instead of duplicating.
 *
 * @returns rows ready for `upsertExercises` (src/server/features/catalogue-import/upsert-exercises.ts).
 */
export function generateExercises(count: number, seed = 20_260_601): SourcedExercise[] {
  const random = createRandom(seed);
  const items: SourcedExercise[] = [];
  for (let index = 0; index < count; index += 1) {
    const { movement, equipment } = pick(random, PAIRS);
    const word = EQUIPMENT_WORD[equipment];
    const suffix = random() < 0.35 ? ` ${pick(random, SUFFIXES)}` : '';
    const exerciseName = [pick(random, VARIATIONS), word, movement.name].filter(Boolean).join(' ') + suffix;
    const muscles = [...movement.muscles];
    if (random() < 0.3) {
      const extra = pick(random, MUSCLE_OPTIONS);
      if (!muscles.includes(extra)) muscles.push(extra);
    }
    const values = {
      equipment: equipment.toLowerCase(),
      movement: movement.name.toLowerCase(),
      muscle: pick(random, muscles).toLowerCase(),
      seconds: String(2 + Math.floor(random() * 3)),
      reps: String(6 + Math.floor(random() * 10)),
    };
    const description = [SETUP_PHRASES, ACTION_PHRASES, FINISH_PHRASES]
      .map((phrases, step) => `${step + 1}. ${fill(pick(random, phrases), values)}${step < 2 ? '.' : ''}`)
      .join('\n');
    const videoUrl = random() < 0.15 ? `https://www.youtube.com/watch?v=bench${index.toString(36).padStart(6, '0')}` : null;
    items.push({
      sourceId: `bench:${index}`,
      exercise: {
        exerciseName,
        equipmentType: equipment,
        targetMuscleGroups: muscles.join(', '),
        description,
        difficultyLevel: difficulty(random),
        pros: pick(random, PROS),
        cons: pick(random, CONS),
        tags: [movement.category, movement.force, movement.mechanic],
        videoUrl,
        isSample: random() < 0.1,
      },
    });
  }
  return items;
}
