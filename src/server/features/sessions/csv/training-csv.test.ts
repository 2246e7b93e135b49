import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  readTrainingCsv,
  TRAINING_CSV_MAX_BYTES,
  TRAINING_CSV_MAX_ROWS,
  writeStrongCsv,
  type ExportSession,
  type ImportedSession,
  type ReadResult,
} from './training-csv';

/** A sample export in ./fixtures, written as the app writes it. */
function fixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}

/** The sessions of a read that must succeed. */
function sessionsOf(result: ReadResult): ImportedSession[] {
  if (!result.ok) throw new Error(`expected the file to read, got ${result.message}`);
  return result.sessions;
}

const STRONG_HEADER = 'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE';
const HEVY_HEADER =
  'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe';

/** A Strong file of these rows (after the header). */
function strong(...rows: string[]): string {
  return [STRONG_HEADER, ...rows].join('\n');
}
const kg = { weightUnit: 'kg' } as const;
const lb = { weightUnit: 'lb' } as const;

describe("readTrainingCsv: Strong's comma-separated export", () => {
  const result = readTrainingCsv(fixture('strong.csv'), kg);

  it('groups rows into workouts, exercises in first-appearance order and sets in file order', () => {
    expect(result.ok && result.format).toBe('strong');
    const sessions = sessionsOf(result);
    expect(sessions.map((s) => s.name)).toEqual(['Push Day', 'Pull Day', 'Leg Day']);
    expect(sessions.map((s) => s.exercises.map((e) => e.name))).toEqual([
      ['Bench Press (Barbell)', 'Incline Bench Press (Dumbbell)', 'Triceps Dip'],
      ['Pull Up', 'Bent Over Row (Barbell)', 'Plank'],
      ['Squat (Barbell)', 'Romanian Deadlift (Barbell)', 'Treadmill'],
    ]);
    expect(sessions.map((s) => s.exercises.map((e) => e.sets.length))).toEqual([
      [6, 3, 3], // the bench press's Rest Timer row is no set
      [3, 3, 2],
      [5, 2, 1],
    ]);
  });

  it('reads dates as UTC wall-clock times and the duration as the end', () => {
    const [push, pull, legs] = sessionsOf(result);
    expect(push!.startedAt.toISOString()).toBe('2024-03-05T18:02:11.000Z');
    expect(push!.finishedAt!.toISOString()).toBe('2024-03-05T19:07:11.000Z'); // 1h 5m
    expect(pull!.finishedAt!.getTime() - pull!.startedAt.getTime()).toBe(52 * 60_000);
    expect(legs!.finishedAt!.getTime() - legs!.startedAt.getTime()).toBe(72 * 60_000);
  });

  it('maps W, D and F to warm-up, drop and failure sets, and reads RPE written as 8.0', () => {
    const [push, , legs] = sessionsOf(result);
    const bench = push!.exercises[0]!;
    expect(bench.sets.map((s) => s.setType)).toEqual(['warmup', 'warmup', 'normal', 'normal', 'normal', 'drop']);
    expect(bench.sets.map((s) => s.rpe)).toEqual([null, null, 8, 8.5, 9.5, null]);
    expect(bench.sets[4]).toEqual({ setType: 'normal', weight: 82.5, weightUnit: 'kg', reps: 5, rpe: 9.5, seconds: null, distance: null });
    expect(push!.exercises[2]!.sets.map((s) => s.setType)).toEqual(['normal', 'normal', 'failure']);
    expect(legs!.exercises[0]!.sets.at(-1)).toMatchObject({ setType: 'failure', weight: 100, reps: 4, rpe: 10 });
  });

  it('keeps notes with their comma and quotes, once per exercise and session', () => {
    const [push, pull] = sessionsOf(result);
    expect(push!.notes).toBe('Felt strong, slept 8h');
    expect(push!.exercises[0]!.notes).toBe('Pause on the chest, "touch and go" on the last set');
    expect(push!.exercises[1]!.notes).toBe('');
    expect(pull!.notes).toBe('');
  });

  it('reads an empty or zero weight as no load, and timed and distance sets', () => {
    const [push, pull, legs] = sessionsOf(result);
    expect(push!.exercises[2]!.sets[0]).toEqual({
      setType: 'normal',
      weight: null,
      weightUnit: 'kg',
      reps: 12,
      rpe: null,
      seconds: null,
      distance: null,
    });
    expect(pull!.exercises[0]!.sets.map((s) => [s.weight, s.reps, s.rpe])).toEqual([
      [null, 8, 8],
      [null, 7, null],
      [null, 6, 9],
    ]);
    expect(pull!.exercises[2]!.sets.map((s) => [s.weight, s.reps, s.seconds])).toEqual([
      [null, null, 60],
      [null, null, 45],
    ]);
    expect(legs!.exercises[2]!.sets[0]).toMatchObject({ weight: null, reps: null, distance: 2.5, seconds: 900 });
  });

  it('takes the weight unit the member names, since the file has none', () => {
    const sets = sessionsOf(readTrainingCsv(fixture('strong.csv'), lb)).flatMap((s) => s.exercises.flatMap((e) => e.sets));
    expect(new Set(sets.map((s) => s.weightUnit))).toEqual(new Set(['lb']));
    expect(sets[2]).toMatchObject({ weight: 80, weightUnit: 'lb' });
  });

  it('reads the same with a byte-order mark, CRLF line endings and trailing empty lines', () => {
    const windows = `\uFEFF${fixture('strong.csv').replace(/\n/g, '\r\n')}\r\n\r\n`;
    expect(readTrainingCsv(windows, kg)).toEqual(result);
  });

  it('accepts a duration in seconds, hours alone and a 12-hour clock', () => {
    const [session] = sessionsOf(
      readTrainingCsv(
        strong('2024-03-05 6:02:11\u202fPM,Evening,1h,Squat,1,100,5,,,,,', '2024-03-05 6:02:11 PM,Evening,1h,Squat,2,100,5,,,,,'),
        kg,
      ),
    );
    expect(session!.startedAt.toISOString()).toBe('2024-03-05T18:02:11.000Z');
    expect(session!.finishedAt!.toISOString()).toBe('2024-03-05T19:02:11.000Z');
    expect(session!.exercises[0]!.sets).toHaveLength(2);
    const [timed] = sessionsOf(readTrainingCsv(strong('2024-03-05 18:02:11,Evening,52s,Squat,1,100,5,,,,,'), kg));
    expect(timed!.finishedAt!.toISOString()).toBe('2024-03-05T18:03:03.000Z');
  });

  it('reads an empty file with a header only as no sessions', () => {
    expect(readTrainingCsv(`${STRONG_HEADER}\n`, kg)).toEqual({ ok: true, format: 'strong', sessions: [] });
  });
});

describe("readTrainingCsv: Strong's older semicolon-separated export", () => {
  const result = readTrainingCsv(fixture('strong-semicolon.csv'), kg);

  it('is told apart by its header, and reads the unit of each row', () => {
    expect(result.ok && result.format).toBe('strong-semicolon');
    const [leg, upper] = sessionsOf(result);
    expect(leg!.exercises.map((e) => [e.name, e.sets.length])).toEqual([
      ['Deadlift (Barbell)', 3],
      ['Leg Press', 2],
      ['Hanging Leg Raise', 1],
    ]);
    expect(leg!.exercises[0]!.sets.map((s) => [s.setType, s.weight, s.weightUnit, s.reps, s.rpe])).toEqual([
      ['warmup', 135, 'lb', 5, null],
      ['normal', 225, 'lb', 5, 8],
      ['normal', 315, 'lb', 3, 9.5],
    ]);
    expect(leg!.exercises[2]!.sets[0]).toMatchObject({ weight: null, weightUnit: 'lb', reps: 12 });
    expect(upper!.exercises[0]!.sets.map((s) => [s.setType, s.weight, s.weightUnit, s.rpe])).toEqual([
      ['normal', 60, 'kg', 8],
      ['normal', 60, 'kg', null],
      ['drop', 40, 'kg', null],
    ]);
    expect(upper!.exercises[2]!.sets[0]).toMatchObject({ weight: null, reps: null, seconds: 60 });
  });

  it('reads Duration as seconds or as 1h 5m, and keeps semicolons, commas and quotes in notes', () => {
    const [leg, upper] = sessionsOf(result);
    expect(leg!.startedAt.toISOString()).toBe('2019-01-11T12:31:54.000Z');
    expect(leg!.finishedAt!.getTime() - leg!.startedAt.getTime()).toBe(3900_000);
    expect(upper!.finishedAt!.getTime() - upper!.startedAt.getTime()).toBe(3900_000);
    expect(leg!.notes).toBe('Gym was packed; short rests');
    expect(leg!.exercises[0]!.notes).toBe('Mixed grip, "hook" on the top set');
  });

  it('uses the unit the member names for a row without one', () => {
    const text = 'Date;Workout Name;Duration;Exercise Name;Set Order;Weight;Weight Unit;Reps\n2019-01-11 12:31:54;Leg;;Squat;1;100;;5';
    expect(sessionsOf(readTrainingCsv(text, lb))[0]!.exercises[0]!.sets[0]).toMatchObject({ weight: 100, weightUnit: 'lb' });
  });
});

describe("readTrainingCsv: Hevy's export", () => {
  const result = readTrainingCsv(fixture('hevy.csv'), lb);

  it('groups by start time and title, in file order (Hevy writes the newest first)', () => {
    expect(result.ok && result.format).toBe('hevy');
    const sessions = sessionsOf(result);
    expect(sessions.map((s) => [s.name, s.exercises.length, s.exercises.reduce((n, e) => n + e.sets.length, 0)])).toEqual([
      ['Upper A', 4, 9],
      ['Lower A', 3, 5],
    ]);
    expect(sessions[0]!.exercises.map((e) => e.name)).toEqual([
      'Bench Press (Barbell)',
      'Lat Pulldown (Cable)',
      'Seated Cable Row - V Grip (Cable)',
      'Pull Up',
    ]);
  });

  it("reads Hevy's dates, set types, supersets, notes and kilograms whatever the member's unit", () => {
    const [upper, lower] = sessionsOf(result);
    expect(upper!.startedAt.toISOString()).toBe('2024-03-07T07:30:00.000Z');
    expect(upper!.finishedAt!.toISOString()).toBe('2024-03-07T08:22:00.000Z');
    expect(upper!.notes).toBe('Short on time, skipped the "finishers"');
    const [bench, pulldown, row, pullUp] = upper!.exercises;
    expect(bench!.sets.map((s) => [s.setType, s.weight, s.weightUnit, s.reps, s.rpe])).toEqual([
      ['warmup', 40, 'kg', 10, null],
      ['normal', 80, 'kg', 8, 8],
      ['normal', 80, 'kg', 7, 8.5],
      ['drop', 60, 'kg', 10, null],
    ]);
    expect([bench!.supersetGroup, pulldown!.supersetGroup, row!.supersetGroup, pullUp!.supersetGroup]).toEqual([null, 0, 0, null]);
    expect(row!.sets[1]).toMatchObject({ setType: 'failure', rpe: 10 });
    expect(pullUp!.sets[0]).toMatchObject({ weight: null, reps: 8 });
    expect(lower!.exercises[0]!.notes).toBe('Belt on, "high bar" today');
    expect(lower!.exercises[1]!.sets[0]).toEqual({
      setType: 'normal',
      weight: null,
      weightUnit: 'kg',
      reps: null,
      rpe: null,
      seconds: 60,
      distance: null,
    });
    expect(lower!.exercises[2]!.sets[0]).toMatchObject({ distance: 5.2, seconds: 900 });
  });

  it('reads the imperial header in pounds and miles', () => {
    const imperial = readTrainingCsv(fixture('hevy-imperial.csv'), kg);
    expect(imperial.ok && imperial.format).toBe('hevy');
    const [session] = sessionsOf(imperial);
    expect(session!.exercises.map((e) => e.name)).toEqual(['Deadlift (Barbell)', 'Push Up', 'Running']);
    expect(session!.exercises[0]!.sets.map((s) => [s.setType, s.weight, s.weightUnit, s.rpe])).toEqual([
      ['warmup', 135, 'lb', null],
      ['normal', 315, 'lb', 8.5],
      ['normal', 315, 'lb', 9],
    ]);
    expect(session!.exercises[1]).toMatchObject({
      notes: 'Hands on a bench, "slow" tempo',
      sets: [{ weight: null, weightUnit: 'lb', reps: 20 }],
    });
    expect(session!.exercises[2]!.sets[0]).toMatchObject({ distance: 3.1, seconds: 1800 });
  });

  it('accepts ISO 8601 times, with or without an offset', () => {
    const text = [
      HEVY_HEADER,
      'Push,2024-03-05T18:02:00+01:00,2024-03-05T18:50:00+01:00,,Bench,,,0,normal,80,5,,,',
      'Pull,2024-03-06T07:00:00Z,,,Row,,,0,normal,60,8,,,',
      'Legs,2024-03-07 07:00,,,Squat,,,0,normal,100,5,,,',
    ].join('\n');
    const sessions = sessionsOf(readTrainingCsv(text, kg));
    expect(sessions.map((s) => [s.startedAt.toISOString(), s.finishedAt?.toISOString() ?? null])).toEqual([
      ['2024-03-05T17:02:00.000Z', '2024-03-05T17:50:00.000Z'],
      ['2024-03-06T07:00:00.000Z', null],
      ['2024-03-07T07:00:00.000Z', null],
    ]);
  });
});

describe('writeStrongCsv', () => {
  const push: ExportSession = {
    name: 'Push Day',
    startedAt: new Date('2024-03-05T18:02:11Z'),
    finishedAt: new Date('2024-03-05T19:07:11Z'),
    notes: 'Felt strong',
    exercises: [
      {
        name: 'Bench Press (Barbell)',
        notes: '',
        sets: [
          { setType: 'warmup', weight: 40, weightUnit: 'kg', reps: 10, rpe: null },
          { setType: 'normal', weight: 80, weightUnit: 'kg', reps: 8, rpe: 8 },
          { setType: 'normal', weight: 82.5, weightUnit: 'kg', reps: 5, rpe: 9.5 },
          { setType: 'drop', weight: 60, weightUnit: 'kg', reps: 10, rpe: null },
          { setType: 'normal', weight: 50, weightUnit: 'kg', reps: 12, rpe: null },
        ],
      },
      { name: 'Triceps Dip', notes: '', sets: [{ setType: 'failure', weight: null, weightUnit: 'kg', reps: 9, rpe: 10 }] },
    ],
  };

  it("writes Strong's layout: one row per set, W/D/F and the running number of sets that are not warm-ups", () => {
    expect(writeStrongCsv([push], kg)).toBe(
      [
        STRONG_HEADER,
        '2024-03-05 18:02:11,Push Day,1h 5m,Bench Press (Barbell),W,40,10,,,,Felt strong,',
        '2024-03-05 18:02:11,Push Day,1h 5m,Bench Press (Barbell),1,80,8,,,,Felt strong,8',
        '2024-03-05 18:02:11,Push Day,1h 5m,Bench Press (Barbell),2,82.5,5,,,,Felt strong,9.5',
        '2024-03-05 18:02:11,Push Day,1h 5m,Bench Press (Barbell),D,60,10,,,,Felt strong,',
        '2024-03-05 18:02:11,Push Day,1h 5m,Bench Press (Barbell),4,50,12,,,,Felt strong,',
        '2024-03-05 18:02:11,Push Day,1h 5m,Triceps Dip,F,,9,,,,Felt strong,10',
        '',
      ].join('\n'),
    );
  });

  it('writes durations as Strong does, and none without an end', () => {
    const start = new Date('2024-03-05T18:00:00Z');
    const duration = (seconds: number | null) => {
      const finishedAt = seconds === null ? null : new Date(start.getTime() + seconds * 1000);
      const session = { ...push, startedAt: start, finishedAt, exercises: [push.exercises[1]!] };
      return writeStrongCsv([session], kg).split('\n')[1]!.split(',')[2];
    };
    expect([duration(3900), duration(3600), duration(2700), duration(52), duration(7 * 3600 + 59), duration(null), duration(-60)]).toEqual([
      '1h 5m',
      '1h',
      '45m',
      '52s',
      '7h',
      '',
      '',
    ]);
  });

  it('converts every weight into the one unit given, rounded to 2 decimals without trailing zeros', () => {
    const session: ExportSession = {
      ...push,
      exercises: [
        {
          name: 'Squat',
          notes: '',
          sets: [
            { setType: 'normal', weight: 100, weightUnit: 'kg', reps: 5, rpe: null },
            { setType: 'normal', weight: 225, weightUnit: 'lb', reps: 5, rpe: null },
            { setType: 'normal', weight: 102.5, weightUnit: 'kg', reps: 5, rpe: null },
          ],
        },
      ],
    };
    const weights = (unit: 'kg' | 'lb') =>
      writeStrongCsv([session], { weightUnit: unit })
        .trim()
        .split('\n')
        .slice(1)
        .map((row) => row.split(',')[5]);
    expect(weights('kg')).toEqual(['100', '102.06', '102.5']);
    expect(weights('lb')).toEqual(['220.46', '225', '225.97']);
  });

  it('quotes commas, quotes and line breaks, which read back unchanged', () => {
    const session: ExportSession = {
      ...push,
      name: 'Push, heavy',
      notes: 'Line one\nline "two"',
      exercises: [{ name: 'Press "strict", seated', notes: 'Elbows in,\r\nslow', sets: push.exercises[0]!.sets.slice(1, 2) }],
    };
    const text = writeStrongCsv([session], kg);
    expect(text).toBe(
      `${STRONG_HEADER}\n2024-03-05 18:02:11,"Push, heavy",1h 5m,"Press ""strict"", seated",1,80,8,,,"Elbows in,\r\nslow","Line one\nline ""two""",8\n`,
    );
    const [read] = sessionsOf(readTrainingCsv(text, kg));
    expect(read).toMatchObject({ name: 'Push, heavy', notes: 'Line one\nline "two"' });
    expect(read!.exercises[0]).toMatchObject({ name: 'Press "strict", seated', notes: 'Elbows in,\nslow' });
  });

  it('puts an apostrophe before a name or note a spreadsheet would run as a formula, never before a number (OWASP CSV Injection)', () => {
    const session: ExportSession = {
      ...push,
      name: '=HYPERLINK("http://evil.example","x")',
      notes: '+1 for the new belt',
      exercises: [
        { name: '@SUM(A1)', notes: '-2 kg next time', sets: push.exercises[0]!.sets.slice(1, 2) },
        { name: '\tTabbed', notes: '\rCarriage', sets: push.exercises[0]!.sets.slice(1, 2) },
        { name: 'Safe = fine', notes: "'already quoted", sets: push.exercises[0]!.sets.slice(1, 2) },
      ],
    };
    const rows = writeStrongCsv([session], kg).split('\n');
    expect(rows[1]).toBe(
      `2024-03-05 18:02:11,"'=HYPERLINK(""http://evil.example"",""x"")",1h 5m,'@SUM(A1),1,80,8,,,'-2 kg next time,'+1 for the new belt,8`,
    );
    expect(rows[2]).toContain(`,'\tTabbed,1,80,8,,,"'\rCarriage",`);
    expect(rows[3]).toContain(",Safe = fine,1,80,8,,,'already quoted,");
    const [read] = sessionsOf(readTrainingCsv(writeStrongCsv([session], kg), kg));
    expect(read!.name).toBe('=HYPERLINK("http://evil.example","x")');
    expect(read!.notes).toBe('+1 for the new belt');
    expect(read!.exercises.map((e) => [e.name, e.notes])).toEqual([
      ['@SUM(A1)', '-2 kg next time'],
      ['Tabbed', 'Carriage'], // a leading tab or line break is trimmed on reading
      ['Safe = fine', "'already quoted"],
    ]);
  });

  it('round-trips: what it writes reads back as the same sessions', () => {
    const pull: ExportSession = {
      name: 'Pull Day',
      startedAt: new Date('2024-03-07T07:30:00Z'),
      finishedAt: new Date('2024-03-07T08:22:00Z'),
      notes: '',
      exercises: [
        {
          name: 'Pull Up',
          notes: 'Strict, "dead hang"',
          sets: [
            { setType: 'normal', weight: null, weightUnit: 'kg', reps: 8, rpe: 8 },
            { setType: 'normal', weight: 10, weightUnit: 'kg', reps: 5, rpe: null },
          ],
        },
        { name: 'Row', notes: '', sets: [{ setType: 'normal', weight: 70, weightUnit: 'kg', reps: null, rpe: 7.5 }] },
      ],
    };
    const open: ExportSession = { ...pull, name: 'Open', startedAt: new Date('2024-03-08T07:30:00Z'), finishedAt: null };
    const sessions = [push, pull, open];
    const expected: ImportedSession[] = sessions.map((session) => ({
      ...session,
      exercises: session.exercises.map((exercise) => ({
        ...exercise,
        supersetGroup: null,
        sets: exercise.sets.map((set) => ({ ...set, seconds: null, distance: null })),
      })),
    }));
    const result = readTrainingCsv(writeStrongCsv(sessions, kg), kg);
    expect(result).toEqual({ ok: true, format: 'strong', sessions: expected });
  });
});

describe('readTrainingCsv: errors', () => {
  const row = (overrides: { weight?: string; reps?: string; rpe?: string; order?: string; date?: string; duration?: string } = {}) =>
    [
      overrides.date ?? '2024-03-05 18:02:11',
      'Push Day',
      overrides.duration ?? '1h 5m',
      'Bench Press (Barbell)',
      overrides.order ?? '1',
      overrides.weight ?? '80',
      overrides.reps ?? '8',
      '0',
      '0',
      '',
      '',
      overrides.rpe ?? '',
    ].join(',');

  it('names the line and the column of a bad number', () => {
    expect(readTrainingCsv(strong(row(), row(), row(), row(), row(), row({ reps: 'eight' })), kg)).toEqual({
      ok: false,
      line: 7,
      message: 'Line 7: "Reps" must be a whole number from 0 to 1000.',
    });
    expect(readTrainingCsv(strong(row({ reps: '7.5' })), kg)).toMatchObject({
      line: 2,
      message: 'Line 2: "Reps" must be a whole number from 0 to 1000.',
    });
    expect(readTrainingCsv(strong(row({ reps: '-1' })), kg)).toMatchObject({ line: 2 });
    expect(readTrainingCsv(strong(row({ reps: '1001' })), kg)).toMatchObject({ line: 2 });
    expect(readTrainingCsv(strong(row({ weight: 'Infinity' })), kg)).toMatchObject({
      line: 2,
      message: expect.stringContaining('"Weight"'),
    });
    expect(readTrainingCsv(strong(row({ weight: '1e3' })), kg)).toMatchObject({ line: 2, message: expect.stringContaining('"Weight"') });
  });

  it('names a bad RPE', () => {
    for (const rpe of ['7.3', '11', '5', 'hard']) {
      expect(readTrainingCsv(strong(row(), row({ rpe })), kg)).toEqual({
        ok: false,
        line: 3,
        message: 'Line 3: "RPE" must be empty or from 6 to 10 in steps of 0.5.',
      });
    }
    const hevy = `${HEVY_HEADER}\nPush,"5 Mar 2024, 18:02",,,Bench,,,0,normal,80,5,,,10.5`;
    expect(readTrainingCsv(hevy, kg)).toMatchObject({ line: 2, message: 'Line 2: "rpe" must be empty or from 6 to 10 in steps of 0.5.' });
  });

  it('names a weight over 1,000 kg, in the unit of the file', () => {
    expect(readTrainingCsv(strong(row({ weight: '1000' })), kg).ok).toBe(true);
    expect(readTrainingCsv(strong(row({ weight: '1000.5' })), kg)).toEqual({
      ok: false,
      line: 2,
      message: 'Line 2: "Weight" must be a number from 0 to 1000 kg.',
    });
    expect(readTrainingCsv(strong(row({ weight: '2200' })), lb).ok).toBe(true);
    expect(readTrainingCsv(strong(row({ weight: '2300' })), lb)).toMatchObject({
      line: 2,
      message: 'Line 2: "Weight" must be a number from 0 to 2204.62 lb.',
    });
    const hevy = `"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_lbs","reps","distance_miles","duration_seconds","rpe"\nPush,"5 Mar 2024, 18:02",,,Bench,,,0,normal,2205,5,,,`;
    expect(readTrainingCsv(hevy, kg)).toMatchObject({ line: 2, message: 'Line 2: "weight_lbs" must be a number from 0 to 2204.62 lb.' });
  });

  it('counts a line break inside a quoted note as a line', () => {
    const note = '2024-03-05 18:02:11,Push Day,1h 5m,Bench,1,80,8,0,0,"first line\nsecond line",,';
    expect(readTrainingCsv(strong(note, row({ weight: 'heavy' })), kg)).toMatchObject({ line: 4 });
    expect(readTrainingCsv(`${strong(row(), '', row(), row({ reps: 'x' }))}`, kg)).toMatchObject({ line: 5 }); // a blank line counts too
    expect(readTrainingCsv(strong(row(), row({ reps: 'x' })).replace(/\n/g, '\r\n'), kg)).toMatchObject({ line: 3 });
  });

  it('names other bad values: dates, durations, set orders, units, set types, times and names', () => {
    const message = (text: string, options = kg) => {
      const result = readTrainingCsv(text, options);
      return result.ok ? null : result.message;
    };
    expect(message(strong(row({ date: '2024-02-30 18:02:11' })))).toBe('Line 2: "Date" must be a date and time like 2024-03-05 18:02:11.');
    expect(message(strong(row({ date: '05/03/2024 18:02' })))).toBe('Line 2: "Date" must be a date and time like 2024-03-05 18:02:11.');
    expect(message(strong(row({ duration: 'ages' })))).toBe('Line 2: "Duration" must be a length like 1h 5m, 45m or 52s.');
    expect(message(strong(row({ order: 'X' })))).toBe(
      'Line 2: "Set Order" must be a set number, or W (warm-up), D (drop set) or F (failure).',
    );
    expect(message(strong('2024-03-05 18:02:11,Push,,,1,80,8,,,,,'))).toBe('Line 2: "Exercise Name" must not be empty.');
    expect(message('Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps\n2019-01-11 12:31:54;Leg;Squat;1;100;stone;5')).toBe(
      'Line 2: "Weight Unit" must be kg or lbs.',
    );
    const hevy = (cells: string) => `${HEVY_HEADER}\n${cells}`;
    expect(message(hevy('Push,"5 Mar 2024, 18:02",,,Bench,,,0,superset,80,5,,,'))).toBe(
      'Line 2: "set_type" must be normal, warmup, dropset or failure.',
    );
    expect(message(hevy('Push,"32 Mar 2024, 18:02",,,Bench,,,0,normal,80,5,,,'))).toBe(
      'Line 2: "start_time" must be a date and time like 5 Mar 2024, 18:02.',
    );
    expect(message(hevy('Push,"5 Mar 2024, 18:02","5 Mar 2024, 17:02",,Bench,,,0,normal,80,5,,,'))).toBe(
      'Line 2: "end_time" must not be before "start_time".',
    );
    expect(message(hevy('Push,"5 Mar 2024, 18:02",,,Bench,A,,0,normal,80,5,,,'))).toBe(
      'Line 2: "superset_id" must be empty or a whole number from 0 to 1000.',
    );
    expect(message(strong(`${row()},extra`))).toBe('Line 2: it has 13 fields, but the first line names 12 columns.');
    expect(message(strong(row(), '2024-03-05 18:02:11,Push,1h,"Bench,1,80,8,,,,,'))).toBe(
      'Line 3: a quoted field starts on this line but its closing quote is missing.',
    );
  });

  it('refuses a file whose header names neither app, or that is empty', () => {
    const unknown = {
      ok: false,
      line: 1,
      message: 'This file is neither a Strong nor a Hevy export: its first line names no columns Equipped reads.',
    };
    expect(readTrainingCsv('name,email\nAda,ada@example.com', kg)).toEqual(unknown);
    expect(readTrainingCsv('Date;Workout Name;Exercise Name', kg)).toEqual(unknown);
    expect(readTrainingCsv('\n2024-03-05 18:02:11,Push Day', kg)).toEqual(unknown);
    expect(readTrainingCsv('\uFEFF\r\n', kg)).toEqual({ ok: false, line: 1, message: 'This file is empty.' });
  });

  it(`refuses a file over ${TRAINING_CSV_MAX_BYTES} bytes or ${TRAINING_CSV_MAX_ROWS} rows`, () => {
    const tooLarge = strong(...Array.from({ length: 30_000 }, () => row()));
    expect(tooLarge.length).toBeGreaterThan(TRAINING_CSV_MAX_BYTES);
    expect(readTrainingCsv(tooLarge, kg)).toEqual({
      ok: false,
      line: 1,
      message: 'This file is larger than 2 MB: export a shorter period, or split the file.',
    });
    // Under 2 MB in characters, over it in UTF-8 bytes.
    const wide = strong(
      row().replace('Push Day', 'é'.repeat(200)),
      ...Array.from({ length: 5_500 }, () => row().replace('Push Day', 'é'.repeat(200))),
    );
    expect(wide.length).toBeLessThan(TRAINING_CSV_MAX_BYTES);
    expect(readTrainingCsv(wide, kg)).toMatchObject({ ok: false, line: 1 });

    // One workout a row, so the log's limits of sets per exercise do not stop it first.
    const workout = (i: number) => row({ date: new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString().slice(0, 19).replace('T', ' ') });
    const atLimit = strong(...Array.from({ length: TRAINING_CSV_MAX_ROWS }, (_, i) => workout(i)));
    expect(sessionsOf(readTrainingCsv(atLimit, kg))).toHaveLength(TRAINING_CSV_MAX_ROWS);
    expect(readTrainingCsv(`${atLimit}\n${workout(TRAINING_CSV_MAX_ROWS)}`, kg)).toEqual({
      ok: false,
      line: TRAINING_CSV_MAX_ROWS + 2,
      message: 'This file has more than 10,000 rows: export a shorter period, or split the file.',
    });
  });

  it('holds a workout to the log’s 50 sets an exercise and 50 exercises a session', () => {
    expect(readTrainingCsv(strong(...Array.from({ length: 50 }, () => row())), kg).ok).toBe(true);
    expect(readTrainingCsv(strong(...Array.from({ length: 51 }, () => row())), kg)).toEqual({
      ok: false,
      line: 52,
      message: 'Line 52: this workout has more than 50 sets of this exercise; Equipped keeps at most 50.',
    });
    const exercises = Array.from({ length: 51 }, (_, i) => row().replace('Bench Press (Barbell)', `Exercise ${i}`));
    expect(readTrainingCsv(strong(...exercises), kg)).toMatchObject({ ok: false, line: 52 });
  });
});

describe('readTrainingCsv: hostile text', () => {
  it('keeps __proto__ and constructor as plain names, and pollutes nothing', () => {
    const text = strong(
      '2024-03-05 18:02:11,__proto__,,__proto__,1,80,8,,,,,',
      '2024-03-05 18:02:11,__proto__,,constructor,1,60,10,,,,,',
      '2024-03-05 18:02:11,__proto__,,__proto__,2,80,8,,,,,',
      '2024-03-05 18:02:11,constructor,,toString,1,20,10,,,,,',
    );
    const sessions = sessionsOf(readTrainingCsv(text, kg));
    expect(sessions.map((s) => [s.name, s.exercises.map((e) => [e.name, e.sets.length])])).toEqual([
      [
        '__proto__',
        [
          ['__proto__', 2],
          ['constructor', 1],
        ],
      ],
      ['constructor', [['toString', 1]]],
    ]);
    expect(Object.prototype).not.toHaveProperty('weight');
    expect(({} as Record<string, unknown>).sets).toBeUndefined();
  });

  it('reads a header naming __proto__ as an unknown file', () => {
    expect(readTrainingCsv('__proto__,constructor\n1,2', kg)).toMatchObject({ ok: false, line: 1 });
  });

  it('drops NUL bytes and other control characters from text', () => {
    const text = strong('2024-03-05 18:02:11,Pu\u0000sh\u0007 Day,,Bench\u0000 Press,1,8\u00000,8,,,"a\u001bb\tc",,');
    const [session] = sessionsOf(readTrainingCsv(text, kg));
    expect(session!.name).toBe('Push Day');
    expect(session!.exercises[0]).toMatchObject({ name: 'Bench Press', notes: 'ab\tc', sets: [{ weight: 80 }] });
  });
});
