import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePlannedWeight } from '@/shared/training/planned';
import type { WeightUnit } from '@/shared/training/units';
import { type Database } from './client';
import { migratedBefore, migrateRest } from '../test/migrated-before';

/**
 * Migration 0016 (docs/product.md#planned-weights) on a database whose workouts hold planned weights as members typed
 * them: the migrations up to 0015 are applied from a copy of the folder whose journal stops there, entries are written
 * as the app wrote them then, and 0016 is applied alone — as a server upgrading an existing database does. The SQL must
 * read each text as parsePlannedWeight does, and keep what it cannot read in the note.
 */
describe('migration 0016_planned_weights', () => {
  let database: Database;
  let close: () => Promise<void>;

  beforeAll(async () => ({ database, close } = await migratedBefore('0016_planned_weights')));
  afterAll(() => close());

  const written: Array<{ weight: string; notes: string; member: 'kg-member' | 'lb-member' | 'no-preference' }> = [
    { weight: '60', notes: '', member: 'kg-member' },
    { weight: '60kg', notes: 'Slow down', member: 'kg-member' },
    { weight: ' 62,5 KG ', notes: '', member: 'kg-member' },
    { weight: '135 lbs', notes: '', member: 'kg-member' },
    { weight: '45#', notes: '', member: 'kg-member' },
    { weight: '100', notes: '', member: 'lb-member' },
    { weight: '80.25', notes: '', member: 'no-preference' },
    { weight: 'BW', notes: '', member: 'kg-member' },
    { weight: 'Body weight', notes: 'Strict', member: 'kg-member' },
    { weight: '', notes: '', member: 'kg-member' },
    { weight: 'heavy', notes: '', member: 'kg-member' },
    { weight: '2x20kg', notes: 'Per hand', member: 'kg-member' },
    { weight: '1500 kg', notes: '', member: 'kg-member' },
    { weight: '0', notes: '', member: 'lb-member' },
  ];

  it('reads every planned weight as the app does, and keeps what it cannot read in the note', async () => {
    for (const [id, unit] of [
      ['kg-member', 'kg'],
      ['lb-member', 'lb'],
      ['no-preference', null],
    ] as const) {
      await database.rows(sql`insert into "user" (id, name, email) values (${id}, ${id}, ${`${id}@example.com`})`);
      await database.rows(
        sql`insert into workouts (id, user_id, name) values (${`00000000-0000-4000-8000-${id === 'kg-member' ? '000000000001' : id === 'lb-member' ? '000000000002' : '000000000003'}`}, ${id}, 'Plan')`,
      );
      if (unit) await database.rows(sql`insert into training_preferences (user_id, weight_unit) values (${id}, ${unit})`);
    }
    const workoutOf = {
      'kg-member': '00000000-0000-4000-8000-000000000001',
      'lb-member': '00000000-0000-4000-8000-000000000002',
      'no-preference': '00000000-0000-4000-8000-000000000003',
    };
    for (const [index, entry] of written.entries()) {
      const [exercise] = await database.rows<{ id: string }>(sql`
        insert into exercises (exercise_name, equipment_type, target_muscle_groups, description, primary_muscles, movement_pattern)
        values (${`Migration Exercise ${index}`}, 'Dumbbells', 'Chest', 'A move.', '{Chest}', 'isolation') returning id`);
      await database.rows(sql`
        insert into workout_exercises (workout_id, exercise_id, sets, reps, weight, notes, order_index)
        values (${workoutOf[entry.member]}, ${exercise!.id}, 3, '10', ${entry.weight}, ${entry.notes}, ${index})`);
    }

    await migrateRest(database);

    const rows = await database.rows<{
      weight: string | null;
      weight_unit: string;
      bodyweight: boolean;
      notes: string;
      order_index: number;
    }>(sql`select weight, weight_unit, bodyweight, notes, order_index from workout_exercises order by order_index`);
    const memberUnit = { 'kg-member': 'kg', 'lb-member': 'lb', 'no-preference': 'kg' } as const;
    for (const row of rows) {
      const entry = written[row.order_index]!;
      const app = parsePlannedWeight(entry.weight, memberUnit[entry.member] as WeightUnit);
      const readable = app.kind === 'load' && app.weight <= (app.unit === 'kg' ? 1000 : 2204.62);
      const migrated = { weight: row.weight === null ? null : Number(row.weight), unit: row.weight_unit, bodyweight: row.bodyweight };
      if (app.kind === 'bodyweight') expect(migrated, entry.weight).toEqual({ weight: null, unit: 'kg', bodyweight: true });
      else if (readable) expect(migrated, entry.weight).toEqual({ weight: app.weight, unit: app.unit, bodyweight: false });
      else expect(migrated, entry.weight).toEqual({ weight: null, unit: 'kg', bodyweight: false });
      // What the app cannot read (or reads over the limit) is in the note, after what the member wrote there.
      const keptInNote = !readable && app.kind !== 'bodyweight' && entry.weight.trim() !== '';
      expect(row.notes, entry.weight).toBe(
        keptInNote ? [entry.notes, `Planned weight: ${entry.weight.trim()}`].filter(Boolean).join('\n') : entry.notes,
      );
    }
    expect(rows.map((row) => [row.weight === null ? null : Number(row.weight), row.weight_unit, row.bodyweight, row.notes])).toEqual([
      [60, 'kg', false, ''],
      [60, 'kg', false, 'Slow down'],
      [62.5, 'kg', false, ''],
      [135, 'lb', false, ''],
      [45, 'lb', false, ''],
      [100, 'lb', false, ''],
      [80.25, 'kg', false, ''],
      [null, 'kg', true, ''],
      [null, 'kg', true, 'Strict'],
      [null, 'kg', false, ''],
      [null, 'kg', false, 'Planned weight: heavy'],
      [null, 'kg', false, 'Per hand\nPlanned weight: 2x20kg'],
      [null, 'kg', false, 'Planned weight: 1500 kg'],
      [0, 'lb', false, ''],
    ]);
  });

  it('refuses a bodyweight entry with a weight, and a weight over the limit', async () => {
    const refusal = (query: ReturnType<typeof sql>) =>
      database.rows(query).then(
        () => 'accepted',
        (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
      );
    expect(await refusal(sql`update workout_exercises set weight = 10 where bodyweight`)).toMatch(/workout_exercises_weight_check/);
    expect(await refusal(sql`update workout_exercises set weight = 1000.01, weight_unit = 'kg' where not bodyweight`)).toMatch(
      /workout_exercises_weight_check/,
    );
  });
});
