/*
 * The exercise form's field texts per variant (both hold the shared field labels, each also its own extras). The
 * admin dialog (catalogue) and the member pages (options) word their labels differently ('Exercise Name' / 'Exercise
 * name'); both are kept, as users and the end-to-end tests know them.
 */

/** The catalogue variant (admin 'Exercise form (create and edit)'). */
export const CATALOGUE_FORM_TEXT = {
  name: 'Exercise Name',
  namePlaceholder: 'e.g. Landmine Press',
  equipment: 'Equipment Type',
  equipmentPlaceholder: 'Select equipment',
  otherEquipment: 'Current value',
  difficulty: 'Difficulty Level',
  description: 'Description',
  descriptionPlaceholder: 'How to perform the exercise, with form cues.',
  primaryMuscles: 'Primary Muscles',
  primaryHint: "What the exercise mainly trains: the muscle map fills them in, and the library's muscle filter finds the exercise by them.",
  secondaryMuscles: 'Secondary Muscles',
  secondaryHint: 'What also works or steadies the movement.',
  alsoPrimary: 'Already a primary muscle',
  pros: 'Pros (Benefits)',
  prosPlaceholder: 'What this exercise does well',
  cons: 'Cons (Considerations)',
  consPlaceholder: 'What to watch out for',
  videoUrl: 'Video URL',
  videoPlaceholder: 'https://www.youtube.com/watch?v=...',
  videoHint: 'Optional. YouTube, Vimeo or a video file link.',
} as const;

/** The options variant (Suggest an Exercise, stand-alone Add Exercise). */
export const OPTIONS_FORM_TEXT = {
  detailsHeading: 'Exercise details',
  contentHeading: 'More details',
  contentNote: 'Optional, but they help the admins and other members.',
  requiredNote: 'Fields marked * are required.',
  name: 'Exercise name',
  namePlaceholder: 'e.g. Landmine Press',
  equipment: 'Equipment type',
  equipmentPlaceholder: 'Select equipment',
  description: 'Description',
  descriptionPlaceholder: 'How is it performed? Setup, movement and key cues.',
  muscles: 'Target muscles',
  musclesHint: 'Choose every muscle the exercise works, the main one first.',
  difficulty: 'Difficulty level',
  pros: 'Pros (benefits)',
  prosPlaceholder: 'What makes this exercise worth doing? (optional)',
  cons: 'Cons (considerations)',
  consPlaceholder: 'Anything to watch out for? (optional)',
  videoUrl: 'Video URL',
  videoPlaceholder: 'https://www.youtube.com/watch?v=...',
  videoHint: 'Optional. A YouTube, Vimeo or video file link.',
  tagPlaceholder: 'e.g. strength',
  tagHint: 'Press Enter or the plus button to add a tag.',
} as const;

/** A suggestion's picture field (docs/product.md#suggest). */
export const PICTURE_FIELD_TEXT = {
  label: 'Picture',
  hint: 'Optional. A PNG, JPEG or WebP picture of the exercise; photos are made smaller before they are sent.',
  preview: 'The picture you chose',
  remove: 'Remove picture',
  preparing: 'Preparing the picture…',
  failed: 'The picture could not be read. Try another file.',
} as const;

/** The admin's curation fields (docs/product.md#exercise-form). */
export const CURATION_TEXT = {
  steps: 'Form Steps',
  stepsHint: (max: number) => `One step per line, in order (at most ${max}).`,
  stepsPlaceholder: 'Set up…\nMove…\nReturn…',
  pattern: 'Movement Pattern',
  mechanic: 'Mechanic',
  none: 'None',
  goals: 'Training Goals',
  aliases: 'Also Known As',
  aliasesHint: (max: number) => `Other names gym-goers use, one per line (at most ${max}): the search finds the exercise by them.`,
  aliasesPlaceholder: 'e.g. Corner Press',
} as const;

/** The muscle checklists' own strings (both variants). */
export const MUSCLE_PICKER_TEXT = {
  chosen: (n: number) => `${n} selected`,
  other: 'Other',
} as const;

/**
 * The equipment editor's strings (docs/product.md#exercise-form, docs/product.md#suggest): what the exercise needs, in
 * groups, and what only helps. Its two headings follow each variant's casing; the rest is shared.
 */
export const EQUIPMENT_NEEDS_TEXT = {
  required: { catalogue: 'Required Equipment', options: 'Required equipment' },
  optional: { catalogue: 'Helpful Equipment', options: 'Helpful equipment' },
  requiredHint:
    'What the exercise cannot be done without. Each group is met by any one of its items; the equipment type is always in the first.',
  optionalHint: 'Helps but is not needed, such as a deadlift platform or a mat.',
  groupHeading: (n: number) => `Group ${n}`,
  anyOne: 'any one of',
  or: 'or',
  equipmentType: 'equipment type',
  chooseTypeFirst: 'Choose the equipment type first: it is always needed.',
  bodyweightAlone: 'Bodyweight needs nothing else.',
  addGroup: 'Add a required group',
  addGroupPlaceholder: 'Add a required group…',
  addAlternative: (n: number) => `Add an alternative to group ${n}`,
  addAlternativePlaceholder: 'Add an alternative…',
  addOptional: 'Add helpful equipment',
  addOptionalPlaceholder: 'Add helpful equipment…',
  removeGroupVisible: 'Remove group',
  removeGroup: (n: number) => `Remove group ${n}`,
  removeItem: (item: string, n: number) => `Remove ${item} from group ${n}`,
  removeOptional: (item: string) => `Remove helpful ${item}`,
  groupsFull: (max: number) => `At most ${max} groups.`,
  groupFull: (max: number) => `At most ${max} items in a group.`,
  optionalFull: (max: number) => `At most ${max} helpful items.`,
  noOptional: 'None.',
  added: (item: string, n: number) => `${item} added to group ${n}`,
  groupAdded: (item: string, n: number) => `Group ${n} added: ${item}`,
  removed: (item: string, n: number) => `${item} removed from group ${n}`,
  groupRemoved: (n: number) => `Group ${n} removed`,
  optionalAdded: (item: string) => `${item} added as helpful`,
  optionalRemoved: (item: string) => `${item} removed from helpful equipment`,
} as const;
