import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { curatedCatalogueProblems, curatedExerciseSchema, type CuratedExercise } from './curated-exercise';

const directory = path.resolve(import.meta.dirname, '../../../catalogue/exercises');

/** The curated catalogue the product ships (docs/product.md#curated-catalogue), every file of it. */
function readCatalogue(): Record<string, unknown> {
  return Object.fromEntries(
    readdirSync(directory)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file, JSON.parse(readFileSync(path.join(directory, file), 'utf8')) as unknown]),
  );
}

/** The public-domain catalogue the product imports, read where the tests find it (../shared/data, beside the repo). */
const freeExerciseDb = path.resolve(import.meta.dirname, '../../../../shared/data/free-exercise-db/exercises.json');

/** Everkinetic's records (CC BY-SA 4.0), whose drawings the product imports and whose sentences it never ships. */
const everkinetic = path.resolve(import.meta.dirname, '../../../../shared/data/everkinetic/exercises.json');

/** A run of this many words in common is a copied sentence, not a shared phrase ('sit on the end of a flat bench'). */
const COPIED_RUN_WORDS = 12;

const words = (text: string) => text.toLowerCase().match(/[a-z0-9']+/g) ?? [];

describe('the curated catalogue', () => {
  it('is sound: every record valid, no slug or name twice, every equipment item used enough, 850 exercises or more', () => {
    expect(curatedCatalogueProblems(readCatalogue())).toEqual([]);
  });

  it('finds what a careless record gets wrong', () => {
    const good = {
      slug: 'goblet-squat',
      name: 'Goblet Squat',
      aliases: [],
      primaryEquipment: 'Kettlebells',
      requiredEquipment: [['Kettlebells']],
      primaryMuscles: ['Quadriceps', 'Glutes'],
      secondaryMuscles: ['Abs'],
      difficulty: 'beginner',
      movementPattern: 'squat',
      mechanic: 'compound',
      goals: ['strength'],
      description: 'Hold one kettlebell at your chest by the horns and squat between your knees.',
      steps: ['Hold the bell at your chest.', 'Sit down between your heels.', 'Stand up through the whole foot.'],
      benefits: ['Teaches an upright squat with very little set-up.', 'Loads the legs without a rack or a bar.'],
      considerations: ['The weight you can hold caps the load long before your legs tire.', 'Keep the elbows inside the knees.'],
      tags: ['squat', 'legs'],
      videoUrl: null,
      isSample: false,
    };
    expect(curatedExerciseSchema.safeParse(good).success).toBe(true);
    const problems = curatedCatalogueProblems({
      'a.json': [
        good,
        { ...good, slug: 'goblet-squats', name: 'Goblet Squats' },
        { ...good, slug: 'x', requiredEquipment: [['Dumbbells']] },
        { ...good, slug: 'y', requiredEquipment: [['Kettlebells'], ['Flat Bench', 'Plyo Box']], optionalEquipment: ['Plyo Box', 'Exercise Mat'] },
        { ...good, slug: 'z', requiredEquipment: [['Kettlebells', 'Dumbbells'], ['Dumbbells']] },
        { ...good, slug: 'w', requiredEquipment: [['Kettlebells'], ['Yoga Block']] },
        { ...good, slug: 'v', primaryEquipment: 'Bodyweight', requiredEquipment: [['Bodyweight']], optionalEquipment: ['Bodyweight'] },
      ],
    });
    expect(problems).toContain('a.json goblet-squats: "gobletsquat" (normalised name or alias) is also a.json goblet-squat');
    expect(problems).toContain('a.json #2 x: requiredEquipment: must include the primary equipment Kettlebells');
    expect(problems).toContain('a.json #3 y: optionalEquipment: also required (or Bodyweight): Plyo Box');
    expect(problems).toContain('a.json #4 z: requiredEquipment: an item is in two groups');
    expect(problems.some((problem) => problem.startsWith('a.json #5 w: requiredEquipment.1.0: '))).toBe(true);
    expect(problems).toContain('a.json #6 v: optionalEquipment: also required (or Bodyweight): Bodyweight');
    expect(problems.some((problem) => problem.startsWith('Treadmill: 0 exercises use it; at least 8'))).toBe(true);
  });

  it("is in our own words: no run of 12 words from free-exercise-db's instructions or Everkinetic's texts appears in it", () => {
    const runs = new Set<string>();
    const addRuns = (text: string) => {
      const source = words(text);
      for (let i = 0; i + COPIED_RUN_WORDS <= source.length; i += 1) runs.add(source.slice(i, i + COPIED_RUN_WORDS).join(' '));
    };
    for (const record of JSON.parse(readFileSync(freeExerciseDb, 'utf8')) as Array<{ instructions?: string[] }>) addRuns((record.instructions ?? []).join(' '));
    const fromFreeExerciseDb = runs.size;
    expect(fromFreeExerciseDb).toBeGreaterThan(10_000);
    for (const record of JSON.parse(readFileSync(everkinetic, 'utf8')) as Array<{ primer?: string; steps?: string[]; tips?: string[] }>) {
      addRuns(record.primer ?? '');
      for (const step of record.steps ?? []) addRuns(step);
      for (const tip of record.tips ?? []) addRuns(tip);
    }
    expect(runs.size - fromFreeExerciseDb).toBeGreaterThan(1_000);
    const copied: string[] = [];
    for (const exercise of Object.values(readCatalogue()).flat() as CuratedExercise[]) {
      const ours = words([exercise.description, ...exercise.steps, ...exercise.benefits, ...exercise.considerations].join(' '));
      for (let i = 0; i + COPIED_RUN_WORDS <= ours.length; i += 1) {
        const run = ours.slice(i, i + COPIED_RUN_WORDS).join(' ');
        if (runs.has(run)) copied.push(`${exercise.slug}: "${run}"`);
      }
    }
    expect(copied).toEqual([]);
  });
});
