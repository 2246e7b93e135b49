import { MAX_COMPARE } from '@/shared/limits';

/**
 * Every user-visible string of the comparison tool, exactly as docs/product.md#screens, docs/product.md#validation and docs/product.md#messages write them (docs/architecture.md#strings).
 */
export const COMPARE_TEXT = {
  title: 'Compare Exercises',
  subtitle: 'Put up to four exercises side by side.',
  addExercise: 'Add Exercise',
  clearAll: 'Clear All',
  emptyTitle: 'Start Comparing Exercises',
  emptyHint: `Add up to ${MAX_COMPARE} exercises to see their equipment, difficulty, target muscles, benefits and considerations side by side.`,
  loading: 'Loading comparison...',
  loadFailed: 'Failed to load exercises',
  loadFailedDetail: 'Something went wrong while loading the exercises to compare.',
  equipment: 'Equipment',
  difficulty: 'Difficulty',
  description: 'Description',
  targetMuscles: 'Target Muscles',
  benefits: 'Benefits',
  considerations: 'Considerations',
  videoGuide: 'Video Guide',
  tags: 'Tags',
  noneListed: 'None listed',
  noVideo: 'No video available',
  noTags: 'No tags',
  showMore: 'Show more',
  showLess: 'Show less',
  helpfulEquipment: 'Helpful Equipment',
  primaryMuscles: 'Primary Muscles',
  secondaryMuscles: 'Secondary Muscles',
  muscleMap: 'Muscle Map',
  movementPattern: 'Movement Pattern',
  mechanic: 'Mechanic',
  goals: 'Goals',
  sameForAll: 'Same for all',
  onlyDifferences: 'Show only differences',
  differenceLegend: 'Highlighted: what not every exercise shares.',
  noDifferences: 'These exercises are the same in every row shown here.',
  viewDetails: 'View details',
  removeTitle: 'Remove from comparison',
  summaryTitle: 'Comparison Summary',
  summaryEquipment: 'Equipment Types',
  summaryDifficulty: 'Difficulty Levels',
  summaryMuscles: 'Common Muscle Groups',
  dialogDescription: 'Search the exercise library and add an exercise to your comparison.',
  searchLabel: 'Search exercises to compare',
  gymOnly: (gym: string) => `Only my equipment at ${gym}`,
  searchPlaceholder: 'Search by name, equipment or muscle...',
  searching: 'Searching...',
  noResults: 'No exercises found',
  resultsLabel: 'Search results',
  add: 'Add',
  added: 'Added',
  compare: 'Compare',
  retry: 'Try again',
  previous: 'Previous',
  next: 'Next',
} as const;

/** '2/4 exercises selected' (docs/product.md#compare badge). */
export function selectedCountLabel(count: number): string {
  return `${count}/${MAX_COMPARE} exercises selected`;
}

/** 'Showing 13–24 of 60 exercises' under the dialog's results (`from`, `to` 1-based, inclusive). */
export function resultsRangeLabel(from: number, to: number, total: number): string {
  return `Showing ${from}–${to} of ${total} ${total === 1 ? 'exercise' : 'exercises'}`;
}

/** The comparison table's scrolling region: 'Comparison of 3 exercises' (docs/product.md#compare). */
export function comparisonRegionLabel(count: number): string {
  return `Comparison of ${count} ${count === 1 ? 'exercise' : 'exercises'}`;
}

/** The remove button of an exercise's column. */
export function removeFromComparisonLabel(name: string): string {
  return `Remove ${name} from comparison`;
}
