import type { Mechanic, TrainingGoal } from '@/shared/catalogue/training';

/**
 * Every user-visible string of the Exercise Library, exactly as docs/product.md#screens, docs/product.md#validation and docs/product.md#messages write them (docs/architecture.md#strings).
 */
export const LIBRARY_TEXT = {
  title: 'Exercise Library',
  subtitle: 'Find the right exercise for any piece of equipment.',
  searchLabel: 'Search exercises',
  searchPlaceholder: 'Search by name, equipment, muscle or tag...',
  equipment: 'Equipment',
  difficulty: 'Difficulty',
  muscle: 'Muscle',
  otherMuscles: 'Other',
  wholeMuscleGroup: (group: string) => `All ${group.toLowerCase()}`,
  goal: 'Goal',
  sortGroup: 'Sort exercises',
  sortName: 'Name',
  sortDifficulty: 'Difficulty',
  relevanceHint: 'Sorted by relevance',
  clearFilters: 'Clear filters',
  loading: 'Loading exercises...',
  updating: 'Updating results...',
  loadFailed: 'Failed to load exercises',
  loadFailedDetail: 'Something went wrong while loading the exercises.',
  retry: 'Try again',
  emptyTitle: 'No exercises found',
  emptyDescription: 'Try adjusting your search criteria or filters to find exercises',
  clearAll: 'Clear All Filters',
  limitedTitle: 'Limited Access - Sample Exercises Only',
  subscribe: 'Subscribe to Unlock',
  viewDetails: 'View details',
  needs: (items: readonly string[]) => `Needs: ${items.join(', ')}`,
  noEquipment: 'No equipment types available.',
  otherEquipment: 'Other equipment',
  chooseOnBodyMap: 'Choose on the body map',
  bodyMapTitle: 'Muscles on the body map',
  bodyMapHint: 'Click a muscle, or press Enter or Space on it, to find the exercises that target it. The selected muscles are highlighted.',
  bodyMapLabel: 'Body map: filter by muscle',
} as const;

/** Strings of the details and video dialogs (docs/product.md#library, docs/product.md#video-links handling, docs/product.md#video-dialog, docs/product.md#messages). */
export const DETAILS_TEXT = {
  descriptionHeading: 'Description & Form',
  loading: 'Loading the exercise',
  loadFailed: 'Failed to load exercise',
  loadFailedDetail: 'Check your connection and try again.',
  formSteps: 'Form steps',
  alsoKnownAs: 'Also known as',
  equipment: 'Equipment',
  needs: (groups: string) => `Needs: ${groups}`,
  helpful: (items: string) => `Helpful: ${items}`,
  training: 'Training',
  movementPattern: 'Movement pattern',
  mechanic: 'Mechanic',
  goals: 'Goals',
  noBenefitsOrConsiderations: 'No benefits or considerations have been written for this exercise yet.',
  benefits: 'Benefits',
  considerations: 'Considerations',
  targetMuscles: 'Target Muscles',
  tags: 'Tags',
  video: 'Video Guide',
  externalVideo: 'Watch Video (External Link)',
  watchVideo: 'Watch video',
  externalVideoHint: 'This video is on another website: the button opens it in a new tab.',
  videoOpenFailed: 'Unable to open video link.',
  share: 'Share',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy the link. Copy it from the address bar instead.',
  unavailable: 'That exercise could not be opened',
  unavailableDetail: 'It may have been removed, or it is not part of your plan.',
} as const;

/** The details dialog's Alternatives section (docs/product.md#alternatives). */
export const ALTERNATIVES_TEXT = {
  heading: 'Alternatives',
  loading: 'Loading alternatives',
  loadFailed: 'Failed to load alternatives',
  loadFailedDetail: 'Check your connection and try again.',
  none: 'No alternatives found',
  noneAt: (gym: string) => `Nothing else trains this at ${gym}`,
  more: 'More alternatives come with a subscription',
  open: (name: string) => `Show details of ${name}`,
} as const;

/** Readable labels of the training goals (docs/product.md#training-vocabulary), for the library's goal filter and the details. */
export const TRAINING_GOAL_LABELS: Record<TrainingGoal, string> = {
  strength: 'Strength',
  hypertrophy: 'Hypertrophy',
  endurance: 'Endurance',
  power: 'Power',
  mobility: 'Mobility',
  conditioning: 'Conditioning',
};

/** The gym word of each joint-action pattern, shown after its name: 'Elbow flexion (curl)'. */
const PATTERN_GYM_WORDS: Readonly<Record<string, string>> = {
  'elbow-flexion': 'curl',
  'elbow-extension': 'triceps extension',
  'knee-flexion': 'leg curl',
  'knee-extension': 'leg extension',
  'plantar-flexion': 'calf raise',
  'shoulder-flexion': 'front raise',
  'shoulder-abduction': 'lateral raise',
  'shoulder-extension': 'pullover',
  'horizontal-adduction': 'fly',
  'horizontal-abduction': 'reverse fly',
  'scapular-elevation': 'shrug',
  'hip-extension': 'kickback',
};

/**
 * The readable label of a movement pattern (docs/product.md#training-vocabulary): its words with the first capitalised,
 * and for a joint action the gym word for it — 'horizontal-push' → 'Horizontal push', 'elbow-flexion' → 'Elbow flexion
 * (curl)'. A value outside the vocabulary reads the same way.
 */
export function movementPatternLabel(pattern: string): string {
  const words = pattern.replaceAll('-', ' ');
  const gym = Object.hasOwn(PATTERN_GYM_WORDS, pattern) ? ` (${PATTERN_GYM_WORDS[pattern]})` : '';
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}${gym}`;
}

/** The words around an exercise's pictures (docs/product.md#illustrations). */
export const ILLUSTRATION_TEXT = {
  heading: 'How it moves',
  thumbnailAlt: (exerciseName: string) => `Drawing of ${exerciseName}`,
  positionAlt: (exerciseName: string, position: 'start' | 'end') => `${exerciseName}: ${position} position`,
  caption: { start: 'Start', end: 'End' },
  play: 'Play movement',
  stop: 'Stop movement',
  creditPrefix: 'Illustration:',
  everkineticUrl: 'https://github.com/everkinetic/data',
  licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
} as const;

/** Readable labels of the mechanics (docs/product.md#training-vocabulary). */
export const MECHANIC_LABELS: Record<Mechanic, string> = {
  compound: 'Compound',
  isolation: 'Isolation',
};

/** A body-map region's name for screen readers (docs/product.md#library): 'Biceps, in Arms'. */
export function bodyMapRegionLabel(muscle: string, group: string): string {
  return `${muscle}, in ${group}`;
}

/**
 * The source line of imported content in the details (docs/product.md#exercise-details): 'From free-exercise-db (Unlicense)';
 * null for the team's own exercises ('equipped') and for those written in the app (no source).
 */
export function exerciseSourceLine(sourceName: string | null, sourceLicence: string | null): string | null {
  if (!sourceName || sourceName === 'equipped') return null;
  return sourceLicence ? `From ${sourceName} (${sourceLicence})` : `From ${sourceName}`;
}

/** The video dialog's title (docs/product.md#video-dialog): '{name} — Video'. */
export function videoDialogTitle(exerciseName: string): string {
  return `${exerciseName} — Video`;
}

/** The accessible name of a 'Watch video' button (docs/product.md#video-dialog): 'Watch video: {name}', so a card's button names its exercise. */
export function watchVideoLabel(exerciseName: string): string {
  return `${DETAILS_TEXT.watchVideo}: ${exerciseName}`;
}

/** The non-subscriber banner's text (docs/product.md#screens): how many sample exercises they see. */
export function limitedAccessText(count: number): string {
  const noun = count === 1 ? 'sample exercise' : 'sample exercises';
  return `You are viewing ${count} ${noun}. Subscribe to unlock the full exercise directory.`;
}

/** '1 exercise' / '48 exercises' for the count badge. */
export function exerciseCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'exercise' : 'exercises'}`;
}
