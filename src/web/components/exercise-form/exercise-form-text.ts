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
  muscles: 'Target Muscle Groups',
  musclesHint: 'Comma-separated. Pick from the list or type your own, e.g. "Middle Back, Lats".',
  musclesPlaceholder: 'e.g. Chest, Triceps',
  quickMuscles: 'Add or remove a muscle group',
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
  muscles: 'Target muscle groups',
  musclesHint: 'Choose every muscle the exercise works, the main one first.',
  musclesChosen: (n: number) => `${n} selected`,
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
