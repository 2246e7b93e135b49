import { RECORD_LABELS, type RecordKind } from '@/shared/training/records';

/** The session page's words (docs/product.md#the-live-session), in one place (docs/architecture.md#strings). */
export const SESSION_TEXT = {
  moveUp: 'Move up',
  moveDown: 'Move down',
  supersetNext: 'Superset with the next exercise',
  leaveSuperset: 'Leave the superset',
  superset: 'Superset',
  swap: 'Swap exercise',
  swapTitle: (name: string) => `Swap ${name}`,
  swapDescription: 'Exercises that train the same thing. Its sets stay.',
  swapAtGym: (gym: string) => `Exercises that train the same thing at ${gym}. Its sets stay.`,
  swapList: 'Alternatives',
  swapNone: 'No alternative found. Search the library instead.',
  swapSearch: 'Search the library',
  swapPickerTitle: (name: string) => `Swap ${name} for`,
  swapLocked: 'Completed sets stay with the exercise they were lifted on: add another exercise instead.',
  offlineNeeded: 'You are offline. Your sets are kept on this device; try again when you are back online.',
  offlineWaiting: (n: number) => `Offline — ${n} ${n === 1 ? 'change' : 'changes'} waiting`,
  sending: (n: number) => `Saving ${n} ${n === 1 ? 'change' : 'changes'}...`,
  synced: 'Synced',
  starting: 'Starting your workout...',
  startFailed: 'Failed to start the workout',
  inProgressTitle: 'A workout is in progress',
  inProgressBody: 'Finish or discard it before you start another one.',
  resume: 'Resume workout',
  discardAndStart: 'Discard it and start this one',
  loading: 'Loading workout...',
  loadFailed: 'Failed to load the workout',
  elapsed: 'Elapsed',
  set: 'Set',
  previous: 'Previous',
  reps: 'Reps',
  addSet: 'Add set',
  addExercise: 'Add exercise',
  finish: 'Finish Workout',
  finishing: 'Finishing...',
  discard: 'Discard Workout',
  discarding: 'Discarding...',
  discardTitle: 'Discard Workout',
  discardQuestion: 'Discard this workout? The sets you logged in it will be lost. This action cannot be undone.',
  cancel: 'Cancel',
  finishTitle: 'Finish Workout',
  finishQuestion: (undone: number) => `${undone} ${undone === 1 ? 'set is' : 'sets are'} not completed and will be dropped. Finish anyway?`,
  emptyTitle: 'An empty workout',
  emptySession: 'No exercises yet. Add the first one to start logging.',
  noPrevious: '—',
  notePlaceholder: 'Add a note for this exercise',
  noteLabel: (exercise: string) => `Note for ${exercise}`,
  setMenu: (n: number) => `Options for set ${n}`,
  exerciseMenu: (exercise: string) => `Options for ${exercise}`,
  removeSet: 'Remove set',
  removeExercise: 'Remove exercise',
  rpe: 'RPE',
  noRpe: 'No RPE',
  setType: 'Set type',
  restTimer: 'Rest timer',
  restOff: 'Off',
  locked: 'This exercise is part of the full library. Subscribe to log it.',
  saveFailed: 'Failed to save the set',
  summaryTitle: 'Workout complete',
  duration: 'Duration',
  sets: 'Sets',
  volume: 'Volume',
  records: 'Personal records',
  noRecords: 'No new records this time. Keep at it.',
  done: 'Done',
  newRecord: 'New personal record',
  weightFor: (n: number) => `Weight for set ${n}`,
  repsFor: (n: number) => `Reps for set ${n}`,
  completeSet: (n: number) => `Complete set ${n}`,
  copyPrevious: (n: number, text: string) => `Use last time's ${text} for set ${n}`,
  rest: 'Rest',
  restOver: 'Rest over. Time for the next set.',
  skipRest: 'Skip rest',
  restLess: 'Rest 15 seconds less',
  restMore: 'Rest 15 seconds more',
  pickerTitle: 'Add exercise',
  pickerSearch: 'Search exercises',
  pickerEmpty: 'No exercises match your search.',
  pickerLoading: 'Loading exercises...',
  inProgressBar: 'Workout in progress',
  quickStart: 'Quick Start',
} as const;

/** 'New personal record: Heaviest weight' and what it is for. */
export const recordToast = (kinds: readonly RecordKind[], exercise: string) => ({
  title: SESSION_TEXT.newRecord,
  description: `${kinds.map((kind) => RECORD_LABELS[kind]).join(', ')} · ${exercise}`,
});

/** 1:05:09 or 12:34 from seconds. */
export function clockText(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const mm = hours > 0 ? String(minutes).padStart(2, '0') : String(minutes);
  return `${hours > 0 ? `${hours}:` : ''}${mm}:${String(seconds).padStart(2, '0')}`;
}

/** '1 h 5 min' / '42 min' / '30 s': a finished session's duration. */
export function durationText(totalSeconds: number): string {
  if (totalSeconds < 60) return `${Math.max(0, Math.round(totalSeconds))} s`;
  const minutes = Math.round(totalSeconds / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

/** The History page's words (docs/product.md#history). */
export const HISTORY_TEXT = {
  title: 'History',
  subtitle: 'Every workout you finished, newest first.',
  loading: 'Loading your workouts...',
  loadFailed: 'Failed to load your history',
  emptyTitle: 'No workouts logged yet',
  emptyDescription: 'Start one of your workouts, or a Quick Start, and it will be here when you finish it.',
  toWorkouts: 'Go to My Workouts',
  listLabel: 'Finished workouts',
  showMore: 'Show more',
  loadingMore: 'Loading...',
  sets: (n: number) => `${n} ${n === 1 ? 'set' : 'sets'}`,
  workouts: (n: number) => (n === 0 ? 'no workout' : `${n} ${n === 1 ? 'workout' : 'workouts'}`),
  stripTitle: (n: number) => `Training days, last 5 weeks: ${n} ${n === 1 ? 'workout' : 'workouts'}`,
  deleteLabel: (name: string) => `Delete ${name}`,
  deleteTitle: 'Delete Workout',
  deleteQuestion: (name: string) => `Delete "${name}" from your history? Its sets and records go with it. This action cannot be undone.`,
  delete: 'Delete',
  deletingLabel: 'Deleting...',
  deleted: 'Workout deleted from your history',
  deleteFailed: 'Failed to delete the workout',
} as const;

/** The import page's words (docs/product.md#import-from-strong-or-hevy). */
export const IMPORT_TEXT = {
  title: 'Import workouts',
  subtitle: 'Bring your log from Strong or Hevy: export it there as CSV, then choose the file here.',
  open: 'Import from Strong or Hevy',
  fileLabel: 'Strong or Hevy export (CSV)',
  unitLabel: 'Weights in this file are in',
  unitHelp: "Strong's comma-separated file names no unit. Hevy's file and Strong's semicolon-separated one say theirs.",
  chooseFile: 'Choose a CSV file first.',
  tooLarge: 'This file is larger than 2 MB: export a shorter period, or split the file.',
  preview: 'Preview import',
  previewing: 'Reading the file...',
  previewFailed: 'Failed to read the file',
  formats: { strong: 'Strong export', 'strong-semicolon': 'Strong export (semicolon-separated)', hevy: 'Hevy export' } as Record<
    string,
    string
  >,
  summary: (format: string, workouts: string, sets: string, from: string, to: string) =>
    `${format}: ${workouts} and ${sets}, ${from === to ? from : `${from} – ${to}`}.`,
  alreadyLogged: (n: number) => `${n} ${n === 1 ? 'workout is' : 'workouts are'} already in your log and will be skipped.`,
  untracked: (n: number) =>
    `${n} timed or distance ${n === 1 ? 'set has' : 'sets have'} no weight or reps: the log does not keep ${n === 1 ? 'it' : 'them'}.`,
  exercisesTitle: 'Exercises in the file',
  exercisesHelp: 'Each name is logged as the exercise beside it. Change any that is wrong; one without a match keeps its name only.',
  matched: 'Logged as',
  unmatched: 'No match: kept by its name',
  choose: (name: string) => `Choose the exercise for ${name}`,
  change: (name: string) => `Change the exercise for ${name}`,
  keepName: (name: string) => `Keep ${name} by its name only`,
  chooseShort: 'Choose',
  changeShort: 'Change',
  keepShort: 'By name',
  pickerTitle: (name: string) => `Log "${name}" as`,
  submit: (n: number) => `Import ${n} ${n === 1 ? 'workout' : 'workouts'}`,
  nothingNew: 'Every workout of this file is already in your log.',
  importing: 'Importing...',
  imported: (sessions: number, sets: number) =>
    `Imported ${sessions} ${sessions === 1 ? 'workout' : 'workouts'} (${sets} ${sets === 1 ? 'set' : 'sets'})`,
  importFailed: 'Failed to import the file',
  another: 'Choose another file',
  back: 'Back to History',
} as const;

/** The plate calculator's words (docs/product.md#plate-calculator). */
export const PLATES_TEXT = {
  open: 'Plate calculator',
  title: 'Plate calculator',
  description: (bar: string, plates: string, unit: string) => `Your bar: ${bar}. Your plates: ${plates} ${unit}.`,
  weightLabel: (unit: string) => `Weight on the bar (${unit})`,
  enterWeight: 'Enter a weight to see the plates for each side.',
  perSide: (plates: string, unit: string, bar: string) => `Each side: ${plates} ${unit}, on the ${bar} bar.`,
  closest: (asked: string, loaded: string) => `Your plates cannot make ${asked}: the closest under it is ${loaded}.`,
  barAlone: (bar: string) => `That is the bar alone (${bar}).`,
  underBar: (bar: string) => `That is lighter than your bar (${bar}).`,
  settings: 'Change your bar and plates in Account Settings',
} as const;
