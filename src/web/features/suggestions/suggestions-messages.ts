/** A toast: its title and description (sonner's `toast(title, { description })`). */
export interface SuggestionToast {
  title: string;
  description: string;
}

/**
 * Every user-visible string of the suggestions feature and the stand-alone Add Exercise page, exactly as docs/product.md#screens, docs/product.md#validation
 * and docs/product.md#messages write them where the spec words them (docs/architecture.md#strings). The server's rule messages live in the shared
 * schema (SUGGESTION_MESSAGES).
 */
export const SUGGESTIONS_TEXT = {
  pictureAlt: (name: string) => `Your picture of ${name}`,
  suggestTitle: 'Suggest an Exercise',
  suggestSubtitle: 'Know a great movement that is missing? Send it to the admins; once approved it joins the exercise library.',
  viewMySuggestions: 'View My Suggestions',
  submit: 'Submit Suggestion',
  submitting: 'Submitting...',
  clearForm: 'Clear Form',

  tags: 'Tags',

  listTitle: 'My Suggestions',
  listSubtitle: 'The exercises you suggested, newest first. Admins review them for the library.',
  suggestNew: 'Suggest New Exercise',
  searchLabel: 'Search your suggestions',
  searchPlaceholder: 'Search suggestions...',
  difficultyFilter: 'Filter by difficulty',
  allLevels: 'All Levels',
  loading: 'Loading suggestions...',
  loadFailedDetail: 'Something went wrong while loading your suggestions.',
  emptyTitle: 'No suggestions yet',
  emptyDescription: 'Start by suggesting your first exercise!',
  emptyAction: 'Suggest Your First Exercise',
  noMatchTitle: 'No suggestions found',
  noMatchDescription: 'Try adjusting your search criteria.',
  clearFilters: 'Clear filters',
  submitted: (ago: string) => `Submitted ${ago}`,
  statusLabel: 'Status',
  status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
  statusHint: {
    pending: 'Waiting for an admin to review it.',
    approved: 'Approved: it is now in the exercise library.',
    rejected: 'Not added to the library.',
  },
  benefits: 'Benefits',
  considerations: 'Considerations',
  video: 'Watch video',
  newTab: '(opens in a new tab)',
  delete: 'Delete',
  deleting: 'Deleting...',
  cancel: 'Cancel',
  deleteTitle: 'Delete Suggestion',

  addTitle: 'Add Exercise',
  addSubtitleAdmin: 'As an admin, the exercise you add goes straight into the exercise library.',
  addSubtitleMember: 'Your exercise is sent to the admins as a suggestion; once approved it joins the library.',
  createExercise: 'Create Exercise',
  saving: 'Saving...',
  browseLibrary: 'Browse Exercises',
} as const;

/** '1 suggestion' / '3 suggestions' for the count badge (docs/product.md#my-suggestions). */
export function suggestionCountLabel(count: number, total: number): string {
  const noun = (n: number) => `${n} ${n === 1 ? 'suggestion' : 'suggestions'}`;
  return count === total ? noun(total) : `${count} of ${noun(total)}`;
}

/** The Delete Suggestion dialog's question, naming it (as the other delete dialogs word it, docs/product.md#admin). */
export function deleteSuggestionQuestion(name: string): string {
  return `Are you sure you want to delete "${name}"? This action cannot be undone.`;
}

/** The toasts of docs/product.md#suggest and the stand-alone page's (docs/product.md#validation; decision 0008). */
export const SUGGESTION_TOASTS = {
  submitted: { title: 'Success!', description: 'Your exercise suggestion has been submitted successfully' },
  submitFailed: { title: 'Error', description: 'Failed to submit exercise suggestion' },
  loginRequired: { title: 'Error', description: 'You must be logged in to suggest exercises' },
  loadFailed: { title: 'Error', description: 'Failed to load your suggestions' },
  deleted: { title: 'Success', description: 'Suggestion deleted successfully' },
  deleteFailed: { title: 'Error', description: 'Failed to delete suggestion' },
  missingRequired: { title: 'Missing Required Fields', description: 'Please fill in exercise name, description, and equipment type.' },
  missingMuscles: { title: 'Missing Required Fields', description: 'Please choose at least one target muscle group.' },
  createFailed: { title: 'Error', description: 'Failed to create exercise' },
} as const satisfies Record<string, SuggestionToast>;

/** Title of the toast for a rule message (docs/product.md#messages "'Validation Error' messages"). */
export const VALIDATION_ERROR_TITLE = 'Validation Error';

/** The stand-alone page's success message, saying which happened (docs/product.md#add-exercise). */
export const ADD_EXERCISE_RESULT = {
  created: (name: string) => ({
    title: 'Exercise created',
    description: `"${name}" is now in the exercise library.`,
  }),
  suggested: (name: string) => ({
    title: 'Suggestion submitted',
    description: `"${name}" was sent to the admins as a suggestion. You will find it in My Suggestions.`,
  }),
} as const;
