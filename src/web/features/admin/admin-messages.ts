/**
 * Every user-visible string of the Admin Dashboard's exercise and suggestion parts, exactly as docs/product.md#admin 'Admin
 * Dashboard', docs/product.md#validation (admin exercise form) and docs/product.md#admin write them where the spec words them (docs/architecture.md#strings).
 */
export const ADMIN_TEXT = {
  title: 'Admin Dashboard',
  subtitle: 'Manage the exercise database',
  checkingAccess: 'Checking access...',
  accessDeniedTitle: 'Access Denied',
  accessDenied: 'You do not have permission to access the admin dashboard.',
  backToLibrary: 'Back to the Exercise Library',
  addNew: 'Add New Exercise',

  pendingTitle: 'Pending Suggestions',
  pendingDescription: 'Exercises suggested by members. Approving one adds it to the library.',
  loadingSuggestions: 'Loading suggestions...',
  noPending: 'No pending suggestions',
  suggestionsLoadFailedDetail: 'The suggestions could not be loaded.',
  approve: 'Approve',
  approving: 'Approving...',
  reject: 'Reject',
  rejecting: 'Rejecting...',
  rejectTitle: 'Reject Suggestion',
  /** What a pending suggestion needs, a group at a time ('Barbells, Flat Bench or Adjustable Bench'). */
  suggestionNeeds: (groups: string) => `Needs: ${groups}`,
  /** What only helps the suggested exercise. */
  suggestionHelpful: (items: string) => `Helpful: ${items}`,
  suggestionPictureAlt: (name: string) => `Picture sent with the suggestion ${name}`,

  filtersTitle: 'Filters & Search',
  searchLabel: 'Search exercises by name or description',
  searchPlaceholder: 'Search by name or description...',
  difficultyLabel: 'Difficulty',
  allLevels: 'All Levels',

  loadingExercises: 'Loading exercises...',
  exercisesLoadFailedDetail: 'Something went wrong while loading the exercises.',
  emptyTitle: 'No exercises found',
  emptyDescription: 'Try adjusting your search criteria or add a new exercise.',
  sample: 'Sample',
  edit: 'Edit',
  delete: 'Delete',
  deleting: 'Deleting...',
  cancel: 'Cancel',
  addToSamples: 'Add to Samples',
  removeFromSamples: 'Remove from Samples',
  deleteTitle: 'Delete Exercise',
  pictures: 'Pictures',
} as const;

/** The Pictures dialog (docs/product.md#illustrations): an admin uploads, replaces or removes an exercise's pictures. */
export const PICTURES_TEXT = {
  title: (name: string) => `Pictures of ${name}`,
  description:
    'A PNG, JPEG or WebP picture of the start position and, if you have one, of the end position. Photos are made smaller before they are sent.',
  current: 'Shown now',
  none: 'No pictures yet.',
  fromEverkinetic: 'Drawings imported from Everkinetic (CC BY-SA 4.0).',
  start: 'Start position',
  end: 'End position (optional)',
  upload: 'Upload Pictures',
  uploading: 'Uploading...',
  remove: 'Remove Pictures',
  removing: 'Removing...',
  removeTitle: 'Remove Pictures',
  removeQuestion: (name: string) => `Remove the pictures of "${name}"? Members will no longer see them.`,
  cancel: 'Cancel',
  close: 'Close',
} as const;

/**
 * The exercise dialog (docs/product.md#exercise-form 'Exercise form (create and edit)', docs/product.md#exercise-form (admin)); its field labels are the
 * exercise form's catalogue variant (@/web/components/exercise-form).
 */
export const FORM_TEXT = {
  createTitle: 'Add New Exercise',
  editTitle: 'Edit Exercise',
  createDescription: 'Fields marked * are required. The exercise reaches the library as soon as it is created.',
  editDescription: 'Fields marked * are required. Changes reach the library as soon as they are saved.',
  create: 'Create Exercise',
  update: 'Update Exercise',
  saving: 'Saving...',
  cancel: 'Cancel',
} as const;

/** A toast: its title and, where it helps, a description (sonner's `toast(title, { description })`). */
export interface AdminToast {
  title: string;
  description?: string;
}

/** The toasts of docs/product.md#admin (exercise and suggestion parts) plus the library's load failure. */
export const ADMIN_TOASTS = {
  loadExercisesFailed: 'Failed to load exercises',
  loadSuggestionsFailed: 'Failed to load suggested exercises',
  createFailed: 'Failed to create exercise',
  updateFailed: 'Failed to update exercise',
  deleteFailed: 'Failed to delete exercise',
  approveFailed: 'Failed to approve suggestion',
  rejectFailed: 'Failed to reject suggestion',
  sampleFailed: 'Failed to update sample status',
  created: 'Exercise created successfully',
  updated: 'Exercise updated successfully',
  deleted: 'Exercise deleted successfully',
  approved: 'Suggestion approved and added to exercises',
  rejected: 'Suggestion rejected and removed',
  sampleAdded: 'Exercise added to sample exercises',
  sampleRemoved: 'Exercise removed from sample exercises',
  picturesSaved: 'Pictures saved',
  picturesRemoved: 'Pictures removed',
  picturesFailed: 'Failed to save the pictures',
  picturesRemoveFailed: 'Failed to remove the pictures',
} as const;

/** The 'Delete Exercise' question (docs/product.md#screens, exact text). */
export const deleteExerciseQuestion = (name: string) => `Are you sure you want to delete "${name}"? This action cannot be undone.`;

/** The 'Reject Suggestion' question (docs/product.md#screens: "similar text"). */
export const rejectSuggestionQuestion = (name: string) =>
  `Are you sure you want to reject "${name}"? The suggestion will be removed. This action cannot be undone.`;

/** The Exercises tab's count badge (docs/product.md#admin): '{n} exercises found', and '1 exercise found'. */
export const exercisesFoundLabel = (count: number) => (count === 1 ? '1 exercise found' : `${count} exercises found`);
