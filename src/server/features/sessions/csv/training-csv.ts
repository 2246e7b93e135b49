/**
 * Training-log CSV files in the layouts of the Strong and Hevy apps: reading their exports into sessions, and writing
 * sessions in Strong's layout. Pure functions over text; the CSV grammar (quotes, embedded delimiters and line breaks) is
 * papaparse's. Anything looked up by text from the file is kept in a Map, never in a plain object, so a name such as
 * `__proto__` is only a name.
 */
import Papa from 'papaparse';
import { TRAINING_MESSAGES } from '@/shared/training/messages';
import { isRpe, REPS_MAX, SESSION_EXERCISES_MAX, SESSION_SETS_MAX, TRAINING_CSV_MAX_BYTES, type SetType } from '@/shared/training/sets';
import { KG_PER_LB, weightMax, type WeightUnit } from '@/shared/training/units';

/** One set read from a file. `weight` null: no load (empty or 0); `seconds` and `distance` null: none recorded (empty or 0). */
export type ImportedSet = {
  setType: SetType;
  weight: number | null;
  weightUnit: WeightUnit;
  reps: number | null;
  rpe: number | null;
  seconds: number | null;
  distance: number | null;
};
/** One exercise of a session read from a file; exercises with the same number in `supersetGroup` form a superset. */
export type ImportedExercise = { name: string; notes: string; supersetGroup: number | null; sets: ImportedSet[] };
/** One workout read from a file. `finishedAt` null: the file gives no duration or end. */
export type ImportedSession = { name: string; startedAt: Date; finishedAt: Date | null; notes: string; exercises: ImportedExercise[] };
/** The layouts {@link readTrainingCsv} reads. */
export type TrainingCsvFormat = 'strong' | 'strong-semicolon' | 'hevy';
/** What {@link readTrainingCsv} found: the sessions, or the first problem and its 1-based line in the file. */
export type ReadResult =
  { ok: true; format: TrainingCsvFormat; sessions: ImportedSession[] } | { ok: false; line: number; message: string };

/** One set to write. */
export type ExportSet = { setType: SetType; weight: number | null; weightUnit: WeightUnit; reps: number | null; rpe: number | null };
/** One exercise of a session to write, its sets in order. */
export type ExportExercise = { name: string; notes: string; sets: ExportSet[] };
/** One session to write. `finishedAt` null: an empty duration. */
export type ExportSession = { name: string; startedAt: Date; finishedAt: Date | null; notes: string; exercises: ExportExercise[] };

/** Largest file {@link readTrainingCsv} reads, in bytes of UTF-8 (2 MB; shared/training/sets.ts). */
export { TRAINING_CSV_MAX_BYTES };
/** Most rows {@link readTrainingCsv} reads, not counting the header line. */
export const TRAINING_CSV_MAX_ROWS = 10_000;

/** The columns of Strong's comma-separated export, in its order (the layout of its "Export Data" file). */
const STRONG_HEADER = [
  'Date',
  'Workout Name',
  'Duration',
  'Exercise Name',
  'Set Order',
  'Weight',
  'Reps',
  'Distance',
  'Seconds',
  'Notes',
  'Workout Notes',
  'RPE',
] as const;
/** Columns without which a Strong file cannot be read; the others may be missing (their cells read as empty). */
const STRONG_REQUIRED = ['Date', 'Workout Name', 'Exercise Name', 'Set Order', 'Weight', 'Reps'];
/** Columns without which a Hevy file cannot be read, besides one weight column (`weight_kg` or `weight_lbs`). */
const HEVY_REQUIRED = ['title', 'start_time', 'exercise_title', 'set_type', 'reps'];

const UNKNOWN_HEADER = 'This file is neither a Strong nor a Hevy export: its first line names no columns Equipped reads.';

/** Longest workout a file may record: a week (a workout left running for days still reads; beyond, the value is garbage). */
const DURATION_MAX_SECONDS = 7 * 24 * 3600;
/** Longest timed set, in seconds (a day), and longest distance, in the file's unit. */
const SECONDS_MAX = 24 * 3600;
const DISTANCE_MAX = 100_000;
/** Years a date may fall in. */
const YEAR_MIN = 1970;
const YEAR_MAX = 2100;

/**
 * Reads a training log exported by Strong or Hevy, as one CSV text, into sessions.
 *
 * Layouts, told apart by the header line (the delimiter too):
 * - `strong`: Strong's comma-separated export, `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,
 *   Seconds,Notes,Workout Notes,RPE`. It has no unit column: its weights are in `options.weightUnit`, the unit the
 *   member says the file is in.
 * - `strong-semicolon`: Strong's older semicolon-separated export, with a `Weight Unit` per row (`kg` or `lbs`; an empty
 *   cell is `options.weightUnit`) and `Duration` in seconds or as `1h 5m` (Android's `Workout Duration` column too).
 * - `hevy`: Hevy's CSV export, `title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,
 *   set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe`; imperial exports have `weight_lbs` and
 *   `distance_miles`. Its weights are in the unit its header names; `options.weightUnit` is not used.
 * Columns are found by name (case and surrounding spaces ignored), so their order does not matter.
 *
 * Rows become sessions by start time and workout name, in the order they first appear; exercises by name within a
 * session, in the order they first appear; sets in file order. Strong's set order `W` is a warm-up, `D` a drop set, `F`
 * a failure set, a number a normal set; its `Rest Timer` rows are skipped. Hevy's `set_type` `dropset` is a drop set.
 * Dates carry no time zone in either app's file: a wall-clock time is read as UTC (an ISO 8601 time with an offset keeps
 * it). Strong's `Duration` (`1h 5m`, `45m`, `52s` or seconds) and Hevy's `end_time` give `finishedAt`.
 * A weight of 0 or empty is `null` (a bodyweight set), as are a `Seconds`/`Distance` of 0 (Strong writes 0 for none) and
 * reps of 0 on a timed or distance set. Distances stay in the file's unit (km or miles, as the app was set).
 * Notes: an exercise's and a session's distinct non-empty notes, joined by line breaks. Text loses control characters
 * (NUL included) and surrounding spaces, and the apostrophe {@link writeStrongCsv} puts before a formula-like cell.
 *
 * Accepts a UTF-8 byte-order mark, CRLF or LF line endings, blank lines, and quoted fields holding delimiters, doubled
 * quotes and line breaks. Never throws for bad input: the result names the first problem's 1-based line (the header is
 * line 1; a quoted line break counts) in a short sentence naming the column, e.g.
 * `Line 7: "Reps" must be a whole number from 0 to 1000.` Limits, those of the training log (shared/training): weight 0 to
 * 1,000 kg (2,204.62 lb), reps 0 to 1,000, RPE 6 to 10 in halves or empty, at most 50 exercises a session and 50 sets an
 * exercise; and at most {@link TRAINING_CSV_MAX_ROWS} rows and {@link TRAINING_CSV_MAX_BYTES} bytes a file.
 */
export function readTrainingCsv(text: string, options: { weightUnit: WeightUnit }): ReadResult {
  if (text.length > TRAINING_CSV_MAX_BYTES || new TextEncoder().encode(text).byteLength > TRAINING_CSV_MAX_BYTES) {
    return { ok: false, line: 1, message: TRAINING_MESSAGES.csvTooLarge };
  }
  const normalised = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\0/g, '');
  if (normalised.trim() === '') return { ok: false, line: 1, message: 'This file is empty.' };
  const newline = normalised.indexOf('\n');
  const layout = detectLayout(newline === -1 ? normalised : normalised.slice(0, newline), options.weightUnit);
  if (!layout) return { ok: false, line: 1, message: UNKNOWN_HEADER };

  const rows = splitRows(normalised, layout.delimiter, TRAINING_CSV_MAX_ROWS + 1);
  const tooMany = rows[TRAINING_CSV_MAX_ROWS + 1];
  if (tooMany) {
    const max = TRAINING_CSV_MAX_ROWS.toLocaleString('en-US');
    return { ok: false, line: tooMany.line, message: `This file has more than ${max} rows: export a shorter period, or split the file.` };
  }
  const sessions = new Map<string, SessionDraft>();
  for (const row of rows.slice(1)) {
    try {
      if (row.quoteProblem) throw new LineError(row.quoteProblem);
      if (row.cells.length !== layout.width) {
        throw new LineError(`it has ${row.cells.length} fields, but the first line names ${layout.width} columns.`);
      }
      const read = layout.readRow(new Cells(layout.columns, row.cells));
      if (read) addRow(sessions, read);
    } catch (error) {
      if (error instanceof LineError) return { ok: false, line: row.line, message: `Line ${row.line}: ${error.message}` };
      throw error;
    }
  }
  return { ok: true, format: layout.format, sessions: [...sessions.values()].map(finishSession) };
}

/**
 * Writes sessions as a CSV file in the layout of Strong's comma-separated export ("Export Data"): the header
 * `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE`, then one
 * row per set, sessions, exercises and sets in the order given, lines ending in `\n`.
 *
 * - `Date`: `startedAt` in UTC as `YYYY-MM-DD HH:MM:SS`; `Duration`: `finishedAt − startedAt` as Strong writes it
 *   (`1h 5m`, `1h`, `45m`, `52s`), empty when `finishedAt` is null or before the start.
 * - `Set Order`: `W` for a warm-up, `D` a drop set, `F` a failure set, otherwise the running number of the exercise's
 *   sets that are not warm-ups.
 * - `Weight`: in `options.weightUnit` whatever each set's unit (Strong's file has no unit column), rounded to 2 decimals
 *   without trailing zeros; `Notes` is the exercise's notes and `Workout Notes` the session's, on each of their rows.
 * - Empty values (no weight, reps or RPE; `Distance` and `Seconds`, which sessions do not record) are empty cells.
 * A session or exercise without sets has no row. Cells are quoted by papaparse's rules (a delimiter, quote, line break
 * or edge space: quoted, quotes doubled). A text cell (a name or notes) that begins with `=`, `+`, `-`, `@`, a tab or a
 * carriage return gets a leading apostrophe, so a spreadsheet shows it instead of running it as a formula (OWASP,
 * "CSV Injection"); {@link readTrainingCsv} removes that apostrophe again.
 */
export function writeStrongCsv(sessions: readonly ExportSession[], options: { weightUnit: WeightUnit }): string {
  const rows: string[][] = [];
  for (const session of sessions) {
    const date = session.startedAt.toISOString().slice(0, 19).replace('T', ' ');
    const duration = strongDuration(session.startedAt, session.finishedAt);
    for (const exercise of session.exercises) {
      let counted = 0;
      for (const set of exercise.sets) {
        if (set.setType !== 'warmup') counted += 1;
        const weight = set.weight === null ? '' : String(roundTo2(convertWeight(set.weight, set.weightUnit, options.weightUnit)));
        rows.push([
          date,
          guardFormula(session.name),
          duration,
          guardFormula(exercise.name),
          STRONG_SET_ORDER.get(set.setType) ?? String(counted),
          weight,
          set.reps === null ? '' : String(set.reps),
          '',
          '',
          guardFormula(exercise.notes),
          guardFormula(session.notes),
          set.rpe === null ? '' : String(set.rpe),
        ]);
      }
    }
  }
  return `${Papa.unparse({ fields: [...STRONG_HEADER], data: rows }, { newline: '\n' })}\n`;
}

// ---- Layouts --------------------------------------------------------------------------------------------------------

/** What one row says: its session, its exercise and its set. */
type FileRow = {
  startedAt: Date;
  sessionName: string;
  finishedAt: Date | null;
  sessionNotes: string;
  exerciseName: string;
  exerciseNotes: string;
  supersetGroup: number | null;
  set: ImportedSet;
};

/**
 * A file's layout: its delimiter, its columns (lower-cased name → position of its first use), how many fields each row
 * has, and how it reads a row (null: a row to skip).
 */
type Layout = {
  format: TrainingCsvFormat;
  delimiter: ',' | ';';
  columns: Map<string, number>;
  width: number;
  readRow: (cells: Cells) => FileRow | null;
};

/** The layout the header line names, trying each delimiter; null when it names neither app's columns. */
function detectLayout(headerLine: string, fileUnit: WeightUnit): Layout | null {
  for (const delimiter of [',', ';'] as const) {
    const names = Papa.parse<string[]>(headerLine, { delimiter }).data[0] ?? [];
    const columns = new Map<string, number>();
    names.forEach((name, index) => {
      const key = name.trim().toLowerCase();
      if (!columns.has(key)) columns.set(key, index);
    });
    const has = (name: string) => columns.has(name.toLowerCase());
    if (STRONG_REQUIRED.every(has)) {
      const format = delimiter === ';' ? 'strong-semicolon' : 'strong';
      return { format, delimiter, columns, width: names.length, readRow: (cells) => readStrongRow(cells, fileUnit) };
    }
    if (HEVY_REQUIRED.every(has) && (has('weight_kg') || has('weight_lbs'))) {
      const weight = has('weight_kg') ? { column: 'weight_kg', unit: 'kg' as const } : { column: 'weight_lbs', unit: 'lb' as const };
      const distanceColumn = has('distance_km') ? 'distance_km' : 'distance_miles';
      return { format: 'hevy', delimiter, columns, width: names.length, readRow: (cells) => readHevyRow(cells, weight, distanceColumn) };
    }
  }
  return null;
}

/** Strong's `Set Order` letters. */
const STRONG_SET_TYPES = new Map<string, SetType>([
  ['w', 'warmup'],
  ['d', 'drop'],
  ['f', 'failure'],
]);
/** What {@link writeStrongCsv} writes as `Set Order` for each set type but normal sets (which are numbered). */
const STRONG_SET_ORDER = new Map<SetType, string>([
  ['warmup', 'W'],
  ['drop', 'D'],
  ['failure', 'F'],
]);
const STRONG_WEIGHT_UNITS = new Map<string, WeightUnit>([
  ['kg', 'kg'],
  ['kgs', 'kg'],
  ['lb', 'lb'],
  ['lbs', 'lb'],
]);
const STRONG_DATE_PROBLEM = 'must be a date and time like 2024-03-05 18:02:11';

/** One row of a Strong export (either delimiter); null for a `Rest Timer` row, which records a rest, not a set. */
function readStrongRow(cells: Cells, fileUnit: WeightUnit): FileRow | null {
  const setOrder = cells.get('Set Order');
  if (/^rest timer$/i.test(setOrder)) return null;
  const exerciseName = readName(cells, 'Exercise Name');
  if (/^rest timer$/i.test(exerciseName)) return null;

  const startedAt = parseDateTime(cells.get('Date'));
  if (!startedAt) throw cellError('Date', STRONG_DATE_PROBLEM);
  const durationColumn = cells.has('Duration') ? 'Duration' : 'Workout Duration';
  const duration = readDuration(cells, durationColumn);

  const setType = /^\d{1,4}$/.test(setOrder) ? 'normal' : STRONG_SET_TYPES.get(setOrder.toLowerCase());
  if (!setType) throw cellError('Set Order', 'must be a set number, or W (warm-up), D (drop set) or F (failure)');
  const unitText = cells.get('Weight Unit').toLowerCase();
  const weightUnit = unitText === '' ? fileUnit : STRONG_WEIGHT_UNITS.get(unitText);
  if (!weightUnit) throw cellError('Weight Unit', 'must be kg or lbs');

  return {
    startedAt,
    sessionName: readText(cells, 'Workout Name'),
    finishedAt: duration === null ? null : new Date(startedAt.getTime() + duration * 1000),
    sessionNotes: readText(cells, 'Workout Notes'),
    exerciseName,
    exerciseNotes: readText(cells, 'Notes'),
    supersetGroup: null,
    set: readSet(cells, { setType, weightUnit, weight: 'Weight', reps: 'Reps', rpe: 'RPE', seconds: 'Seconds', distance: 'Distance' }),
  };
}

/** Hevy's `set_type` values. */
const HEVY_SET_TYPES = new Map<string, SetType>([
  ['normal', 'normal'],
  ['warmup', 'warmup'],
  ['dropset', 'drop'],
  ['failure', 'failure'],
]);
const HEVY_DATE_PROBLEM = 'must be a date and time like 5 Mar 2024, 18:02';

/** One row of a Hevy export, its weights in the unit of its weight column. */
function readHevyRow(cells: Cells, weight: { column: string; unit: WeightUnit }, distanceColumn: string): FileRow {
  const startedAt = parseDateTime(cells.get('start_time'));
  if (!startedAt) throw cellError('start_time', HEVY_DATE_PROBLEM);
  const endText = cells.get('end_time');
  const finishedAt = endText === '' ? null : parseDateTime(endText);
  if (finishedAt === undefined) throw cellError('end_time', HEVY_DATE_PROBLEM);
  if (finishedAt && finishedAt < startedAt) throw cellError('end_time', 'must not be before "start_time"');
  readWholeNumber(cells, 'set_index', 1_000, 'must be a whole number from 0 to 1000');
  const setType = HEVY_SET_TYPES.get(cells.get('set_type').toLowerCase());
  if (!setType) throw cellError('set_type', 'must be normal, warmup, dropset or failure');

  return {
    startedAt,
    sessionName: readText(cells, 'title'),
    finishedAt,
    sessionNotes: readText(cells, 'description'),
    exerciseName: readName(cells, 'exercise_title'),
    exerciseNotes: readText(cells, 'exercise_notes'),
    supersetGroup: readWholeNumber(cells, 'superset_id', 1_000, 'must be empty or a whole number from 0 to 1000'),
    set: readSet(cells, {
      setType,
      weightUnit: weight.unit,
      weight: weight.column,
      reps: 'reps',
      rpe: 'rpe',
      seconds: 'duration_seconds',
      distance: distanceColumn,
    }),
  };
}

/** The set of a row, from the columns of its layout. */
function readSet(
  cells: Cells,
  columns: { setType: SetType; weightUnit: WeightUnit; weight: string; reps: string; rpe: string; seconds: string; distance: string },
): ImportedSet {
  const { setType, weightUnit } = columns;
  const maxWeight = weightMax(weightUnit);
  const weight = readAmount(cells, columns.weight, maxWeight, `must be a number from 0 to ${maxWeight} ${weightUnit}`);
  const reps = readWholeNumber(cells, columns.reps, REPS_MAX, `must be a whole number from 0 to ${REPS_MAX}`);
  const rpeText = cells.get(columns.rpe);
  const rpe = rpeText === '' ? null : parseDecimal(rpeText);
  if (rpeText !== '' && (rpe === null || !isRpe(rpe))) throw cellError(columns.rpe, 'must be empty or from 6 to 10 in steps of 0.5');
  const seconds = readAmount(cells, columns.seconds, SECONDS_MAX, `must be a number of seconds from 0 to ${SECONDS_MAX}`);
  const distance = readAmount(cells, columns.distance, DISTANCE_MAX, `must be a number from 0 to ${DISTANCE_MAX}`);
  // A timed or distance set with 0 reps counted none: Strong writes 0 in every number column it does not use.
  const timed = seconds !== null || distance !== null;
  return { setType, weight, weightUnit, reps: reps === 0 && timed ? null : reps, rpe, seconds, distance };
}

// ---- Sessions -------------------------------------------------------------------------------------------------------

type ExerciseDraft = { exercise: ImportedExercise; notes: string[] };
type SessionDraft = { session: ImportedSession; notes: string[]; exercises: Map<string, ExerciseDraft> };

/** Adds a row's set to its session and exercise, opening either on first sight; throws past the log's limits. */
function addRow(sessions: Map<string, SessionDraft>, row: FileRow): void {
  const sessionKey = `${row.startedAt.getTime()}|${row.sessionName}`;
  let session = sessions.get(sessionKey);
  if (!session) {
    const { sessionName: name, startedAt, finishedAt } = row;
    session = { session: { name, startedAt, finishedAt, notes: '', exercises: [] }, notes: [], exercises: new Map() };
    sessions.set(sessionKey, session);
  }
  addNote(session.notes, row.sessionNotes);
  let exercise = session.exercises.get(row.exerciseName);
  if (!exercise) {
    if (session.exercises.size >= SESSION_EXERCISES_MAX) {
      throw new LineError(
        `this workout has more than ${SESSION_EXERCISES_MAX} exercises; Equipped keeps at most ${SESSION_EXERCISES_MAX}.`,
      );
    }
    exercise = { exercise: { name: row.exerciseName, notes: '', supersetGroup: row.supersetGroup, sets: [] }, notes: [] };
    session.exercises.set(row.exerciseName, exercise);
  }
  if (exercise.exercise.sets.length >= SESSION_SETS_MAX) {
    throw new LineError(
      `this workout has more than ${SESSION_SETS_MAX} sets of this exercise; Equipped keeps at most ${SESSION_SETS_MAX}.`,
    );
  }
  addNote(exercise.notes, row.exerciseNotes);
  exercise.exercise.sets.push(row.set);
}

function addNote(notes: string[], note: string): void {
  if (note !== '' && !notes.includes(note)) notes.push(note);
}

function finishSession(draft: SessionDraft): ImportedSession {
  const exercises = [...draft.exercises.values()].map(({ exercise, notes }) => ({ ...exercise, notes: notes.join('\n') }));
  return { ...draft.session, notes: draft.notes.join('\n'), exercises };
}

// ---- Cells ----------------------------------------------------------------------------------------------------------

/** A problem with one row, its message without the line (which the caller adds). Never leaves this module. */
class LineError extends Error {}

function cellError(column: string, problem: string): LineError {
  return new LineError(`"${column}" ${problem}.`);
}

/** A row's cells by column name (case ignored); a column the file does not have reads as empty. */
class Cells {
  constructor(
    private readonly columns: Map<string, number>,
    private readonly values: string[],
  ) {}
  has(column: string): boolean {
    return this.columns.has(column.toLowerCase());
  }
  /** The cell, its surrounding spaces removed. */
  get(column: string): string {
    const index = this.columns.get(column.toLowerCase());
    return index === undefined ? '' : (this.values[index] ?? '').trim();
  }
}

/** One CSV record: its cells, the line it starts on, and papaparse's complaint about its quotes, if any. */
type CsvRow = { cells: string[]; line: number; quoteProblem: string | null };

/**
 * The file's records, header first, blank lines left out, stopping after `limit` records past the header. `text` has
 * `\n` line endings: a record's line is one more than the line breaks before it.
 */
function splitRows(text: string, delimiter: string, limit: number): CsvRow[] {
  const rows: CsvRow[] = [];
  let start = 0; // where the next record starts
  let line = 1; // the line of the latest record
  let countedTo = 0; // line breaks before this offset are counted in `line`
  Papa.parse<string[]>(text, {
    delimiter,
    newline: '\n',
    step: (result, parser) => {
      const rowStart = start;
      start = result.meta.cursor;
      for (let at = text.indexOf('\n', countedTo); at !== -1 && at < rowStart; at = text.indexOf('\n', at + 1)) line += 1;
      countedTo = rowStart;
      if (result.data.every((cell) => cell.trim() === '')) return;
      const codes = new Set(result.errors.map((error) => error.code));
      const quoteProblem = codes.has('MissingQuotes')
        ? 'a quoted field starts on this line but its closing quote is missing.'
        : codes.has('InvalidQuotes')
          ? 'a quoted field is malformed: a quote inside it must be doubled ("").'
          : null;
      rows.push({ cells: result.data, line, quoteProblem });
      if (rows.length > limit) parser.abort();
    },
  });
  return rows;
}

/** A number of at most 9 digits each side of a decimal point or comma; null for anything else (signs, exponents…). */
function parseDecimal(text: string): number | null {
  return /^\d{1,9}(?:[.,]\d{1,9})?$/.test(text) ? Number(text.replace(',', '.')) : null;
}

/** A number from 0 to `max` (`problem` otherwise); null when empty or 0. */
function readAmount(cells: Cells, column: string, max: number, problem: string): number | null {
  const text = cells.get(column);
  if (text === '') return null;
  const value = parseDecimal(text);
  if (value === null || value > max) throw cellError(column, problem);
  return value === 0 ? null : value;
}

/** A whole number from 0 to `max` (`5.0` is 5; `problem` otherwise); null when empty. */
function readWholeNumber(cells: Cells, column: string, max: number, problem: string): number | null {
  const text = cells.get(column);
  if (text === '') return null;
  const value = parseDecimal(text);
  if (value === null || !Number.isInteger(value) || value > max) throw cellError(column, problem);
  return value;
}

/** Strong's `Duration` in seconds: `1h 5m`, `45m`, `52s`, `1h 5m 3s`, or a number of seconds; null when empty. */
function readDuration(cells: Cells, column: string): number | null {
  const text = cells.get(column);
  if (text === '') return null;
  const seconds = parseDecimal(text) ?? parseHoursMinutes(text);
  if (seconds === null || seconds > DURATION_MAX_SECONDS) throw cellError(column, 'must be a length like 1h 5m, 45m or 52s');
  return seconds;
}

/** `1h 5m`, `45m`, `52s`, `1h 5m 3s` in seconds; null for anything else. */
function parseHoursMinutes(text: string): number | null {
  const match = /^(?:(\d{1,4})\s*h)?\s*(?:(\d{1,5})\s*m(?:in)?)?\s*(?:(\d{1,6})\s*s)?$/i.exec(text);
  if (!match || text.trim() === '') return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** A name that must not be empty. */
function readName(cells: Cells, column: string): string {
  const name = readText(cells, column);
  if (name === '') throw cellError(column, 'must not be empty');
  return name;
}

/**
 * Free text from the file, safe to store and show: control characters but tab and line break removed, a lone surrogate
 * replaced, the formula guard of {@link writeStrongCsv} undone, surrounding spaces trimmed.
 */
function readText(cells: Cells, column: string): string {
  return cells
    .get(column)
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '') // eslint-disable-line no-control-regex -- control characters are what it removes
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .replace(/^'(?=[=+\-@\t\n])/, '') // the guard's carriage return was read as a line break
    .trim();
}

// ---- Dates ----------------------------------------------------------------------------------------------------------

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * A date and time: Strong's `2024-03-05 18:02:11` (also `6:02:11 PM`), Hevy's `5 Mar 2024, 18:02`, or ISO 8601
 * (`2024-03-05T18:02:11Z`, `+01:00`). A time without an offset is read as UTC. Undefined when it is none of these, is no
 * real date (30 February) or falls outside 1970–2100.
 */
function parseDateTime(text: string): Date | undefined {
  const iso =
    /^(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:\s*([ap])\.?m\.?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(text);
  if (iso) {
    const [, year, month, day, hour, minute, second, fraction, half, offset] = iso;
    const hours = clockHours(Number(hour), half);
    const millis = fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0;
    const date = utcDate(Number(year), Number(month), Number(day), hours, Number(minute), Number(second ?? 0), millis);
    return date && offset ? shiftByOffset(date, offset) : date;
  }
  const hevy = /^(\d{1,2}) ([a-z]{3,9})\.?,? (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?$/i.exec(text);
  if (hevy) {
    const [, day, monthName, year, hour, minute, second] = hevy;
    const word = monthName!.toLowerCase();
    const month = MONTHS.findIndex((name) => name.startsWith(word) || (word === 'sept' && name === 'september')) + 1;
    return month === 0 ? undefined : utcDate(Number(year), month, Number(day), Number(hour), Number(minute), Number(second ?? 0), 0);
  }
  return undefined;
}

/** 24-hour hours from a clock's hours and its AM/PM mark, if any; NaN for an hour the mark does not allow. */
function clockHours(hours: number, half: string | undefined): number {
  if (half === undefined) return hours;
  if (hours < 1 || hours > 12) return Number.NaN;
  return (hours % 12) + (half.toLowerCase() === 'p' ? 12 : 0);
}

/** The UTC instant of these wall-clock values; undefined when they are out of range or name no real day. */
function utcDate(
  year: number,
  month: number,
  day: number,
  hours: number,
  minutes: number,
  seconds: number,
  millis: number,
): Date | undefined {
  if (year < YEAR_MIN || year > YEAR_MAX || !(hours >= 0 && hours <= 23) || minutes > 59 || seconds > 59) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds, millis));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

/** `date` read as a wall-clock time at `offset` (`Z`, `+01:00`, `-0500`), as the instant it names. */
function shiftByOffset(date: Date, offset: string): Date | undefined {
  if (offset.toUpperCase() === 'Z') return date;
  const [, sign, hours, minutes] = /^([+-])(\d{2}):?(\d{2})$/.exec(offset) ?? [];
  if (Number(hours) > 23 || Number(minutes) > 59) return undefined;
  const shift = (Number(hours) * 60 + Number(minutes)) * 60_000 * (sign === '-' ? -1 : 1);
  return new Date(date.getTime() - shift);
}

// ---- Writing --------------------------------------------------------------------------------------------------------

/** Cells a spreadsheet runs as a formula (OWASP, "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** `text` with a leading apostrophe when a spreadsheet would read it as a formula (OWASP, "CSV Injection"). */
function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Strong's duration text: `1h 5m`, `1h`, `45m`, `52s`; empty without an end or with an end before the start. */
function strongDuration(startedAt: Date, finishedAt: Date | null): string {
  if (!finishedAt) return '';
  const seconds = Math.floor((finishedAt.getTime() - startedAt.getTime()) / 1000);
  if (!(seconds >= 0)) return '';
  if (seconds < 60) return `${seconds}s`;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return [hours > 0 ? `${hours}h` : '', minutes > 0 ? `${minutes}m` : ''].filter((part) => part !== '').join(' ');
}

function convertWeight(weight: number, from: WeightUnit, to: WeightUnit): number {
  if (from === to) return weight;
  return to === 'kg' ? weight * KG_PER_LB : weight / KG_PER_LB;
}

function roundTo2(value: number): number {
  return Math.round(value * 100) / 100;
}
