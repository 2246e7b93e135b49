import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { everkineticNameKeys, everkineticRecordSchema, matchEverkinetic, type MatchableExercise } from './everkinetic';
import { optimiseSvg } from './optimise-svg';

const records = (
  JSON.parse(readFileSync(new URL('../../../../../shared/data/everkinetic/exercises.json', import.meta.url), 'utf8')) as unknown[]
).map((record) => everkineticRecordSchema.parse(record));

const exercise = (exerciseName: string, fields: Partial<MatchableExercise> = {}): MatchableExercise => ({
  id: exerciseName,
  exerciseName,
  aliases: [],
  equipment: ['Barbells'],
  optionalEquipment: [],
  primaryMuscles: ['Chest'],
  secondaryMuscles: ['Triceps', 'Front Delts'],
  ...fields,
});

const record = (title: string, fields: Partial<(typeof records)[number]> = {}) =>
  everkineticRecordSchema.parse({
    id: String(title.length),
    title,
    equipment: ['barbell'],
    primary: ['pectoralis major'],
    svg: ['svg/a.svg', 'svg/b.svg'],
    ...fields,
  });

describe('everkineticNameKeys', () => {
  it('reads "Exercise: Equipment (variant)" titles as our names, in our spelling', () => {
    const key = (title: string) => everkineticNameKeys({ title, name: '' });
    expect(key('Bench Press: Barbell (Incline)')).toContain(everkineticNameKeys({ title: 'Barbell Incline Bench Press', name: '' })[0]);
    expect(key('Push Up: Body Weight')).toContain(everkineticNameKeys({ title: 'Push-Up', name: '' })[0]);
    expect(key('Dead Lifts: Barbell')).toContain(everkineticNameKeys({ title: 'Barbell Deadlift', name: '' })[0]);
    expect(key('Biceps Curl: Barbell')).toContain(everkineticNameKeys({ title: 'Barbell Curl', name: '' })[0]);
  });
});

describe('matchEverkinetic (docs/product.md#illustrations)', () => {
  it('illustrates an exercise by name before one that only shares an alias, and each exercise once', () => {
    const ours = [exercise('Barbell Incline Bench Press', { aliases: ['Incline Bench Press'] })];
    const result = matchEverkinetic([record('Incline Bench Press'), record('Bench Press: Barbell (Incline)')], ours);
    expect(result.map((r) => r.matched && r.exerciseNames)).toEqual([false, ['Barbell Incline Bench Press']]);
    expect(result[0]).toMatchObject({ matched: false, reason: 'its exercises already have a drawing' });
  });

  it('leaves out a doubtful match, saying why: other equipment, other muscles, body weight for a loaded lift, no drawing', () => {
    const ours = [
      exercise('Dumbbell Bench Press', { equipment: ['Dumbbells', 'Flat Bench'] }),
      exercise('Barbell Curl', { primaryMuscles: ['Biceps'], secondaryMuscles: ['Forearms'] }),
      exercise('Weighted Dip', { equipment: ['Dip Station', 'Weight Plates', 'Dumbbells'] }),
    ];
    const result = matchEverkinetic(
      [
        record('Dumbbell Bench Press', { equipment: ['barbell', 'bench'] }),
        record('Barbell Curl', { primary: ['quadriceps'] }),
        record('Weighted Dip', { equipment: ['body'] }),
        record('Plank', { svg: [] }),
      ],
      ours,
    );
    expect(result.map((r) => (r.matched ? 'matched' : r.reason))).toEqual([
      'Dumbbell Bench Press: the drawing uses barbell, the exercise does not',
      'Barbell Curl: the drawing trains quadriceps, the exercise does not',
      'Weighted Dip: the drawing is of body weight alone, the exercise needs a weight',
      'no drawing',
    ]);
  });

  it('holds for a sample of the real file checked by hand', () => {
    const ours = [
      exercise('Barbell Incline Bench Press', { equipment: ['Barbells', 'Adjustable Bench'] }),
      exercise('Conventional Deadlift', { aliases: ['Barbell Deadlift'], primaryMuscles: ['Glutes', 'Hamstrings', 'Lower Back'] }),
      exercise('Push-Up', { equipment: ['Bodyweight'] }),
      exercise('Dumbbell Hammer Curl', { equipment: ['Dumbbells'], primaryMuscles: ['Biceps', 'Forearms'] }),
      exercise('Leg Press', { equipment: ['Leg Press Machine'], primaryMuscles: ['Quadriceps', 'Glutes'] }),
    ];
    const matched = Object.fromEntries(
      matchEverkinetic(records, ours).flatMap((r) => (r.matched ? r.exerciseNames.map((name) => [name, r.title]) : [])),
    );
    expect(matched).toEqual({
      'Barbell Incline Bench Press': 'Bench Press: Barbell (Incline)',
      'Conventional Deadlift': 'Dead Lifts: Barbell',
      'Push-Up': 'Push Up: Body Weight',
      'Dumbbell Hammer Curl': 'Biceps Curl: Dumbbell (Hammer)',
      'Leg Press': 'Leg Press',
    });
  });
});

describe('optimiseSvg', () => {
  it('keeps the drawing, drops scripts and fixed sizes, and refuses what is not an SVG or too large', () => {
    const svg = optimiseSvg(
      '<svg width="167pt" height="175pt" viewBox="0 0 167 175" xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><path d="M0.123 0.456h10.789v10H0z"/></svg>',
    );
    expect(svg).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 167 175"><path d="M.1.5H11v10H0z"/></svg>');
    expect(() => optimiseSvg('<html><body>hi</body></html>')).toThrow('not an SVG drawing');
    expect(() => optimiseSvg(`<svg>${' '.repeat(300_001)}</svg>`)).toThrow('over 300000 bytes');
  });
});
