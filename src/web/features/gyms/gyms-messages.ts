import { GYM_NAME_MAX, MAX_GYMS } from '@/shared/limits';

/** A toast: its title and optional description (sonner's `toast(title, { description })`). */
export interface GymToast {
  title: string;
  description?: string;
}

/** An equipment item as a sentence names it: 'a Cable Machine', 'an EZ Curl Bar', 'Dumbbells' (plural names stand alone). */
function withArticle(item: string): string {
  if (/[^s]s$/.test(item)) return item;
  return `${/^[AEIOU]/.test(item) ? 'an' : 'a'} ${item}`;
}

/** Every user-visible string of My Gyms and the gym switcher (docs/product.md#my-gyms, docs/architecture.md#strings). */
export const GYMS_TEXT = {
  title: 'My Gyms',
  subtitle: 'Tell Equipped what each gym you train in has, and the library, compare and workouts show what you can do there.',
  newGym: 'New Gym',
  newGymTitle: 'New Gym',
  newGymDescription: 'Start from a preset, then tick what this gym has.',
  editGymTitle: 'Edit Gym',
  editGymDescription: 'Rename the gym or change what it has.',
  presetsLabel: 'Start from',
  name: 'Gym name',
  namePlaceholder: 'e.g. Home, Office gym',
  nameHint: `Up to ${GYM_NAME_MAX} characters.`,
  equipmentLegend: 'Equipment',
  equipmentHint: 'Body-weight exercises are always included.',
  selectGroup: (group: string) => `All ${group.toLowerCase()}`,
  selected: (count: number) => (count === 1 ? '1 item selected' : `${count} items selected`),
  create: 'Create Gym',
  creating: 'Creating...',
  save: 'Save Changes',
  saving: 'Saving...',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  deleting: 'Deleting...',
  deleteTitle: 'Delete Gym',
  deleteQuestion: (name: string) => `Are you sure you want to delete "${name}"? Your workouts stay as they are.`,
  makeActive: 'Make Active',
  active: 'Active',
  unlocks: (count: number) => (count === 1 ? 'Unlocks 1 exercise' : `Unlocks ${count.toLocaleString('en-US')} exercises`),
  equipmentSummary: (count: number) =>
    count === 0 ? 'No equipment: body weight only' : count === 1 ? '1 equipment item' : `${count} equipment items`,
  moreItems: (count: number) => `+${count} more`,
  count: (count: number) => `${count}/${MAX_GYMS} gyms`,
  loading: 'Loading gyms...',
  loadFailed: 'Failed to load gyms',
  loadFailedDetail: 'Something went wrong while loading your gyms.',
  emptyTitle: 'No Gyms Yet',
  emptyDescription:
    'Add the gym you train in (or your home setup) and Equipped will show only the exercises you can do there, with alternatives when a machine is taken.',
  switcherLabel: 'Active gym',
  noGym: 'No gym — show everything',
  noGymShort: 'All equipment',
  manageGyms: 'Manage gyms',
  addGym: 'Add a gym',
  onlyMyEquipment: 'Only my equipment',
  atGym: (name: string) => `at ${name}`,
  nothingAtGym: (name: string) => `Nothing here at ${name}`,
  unlockHint: (item: string, gym: string, count: number) =>
    `Add ${withArticle(item)} to ${gym}: ${count.toLocaleString('en-US')} more ${count === 1 ? 'exercise' : 'exercises'}`,
  nothingAnywhere: 'No single piece of equipment would find one. Try fewer filters, or show everything.',
  addItemTo: (item: string, gym: string) => `Add ${item} to ${gym}`,
  showEverything: 'Show everything',
} as const;

/** The toasts of My Gyms and the switcher (docs/product.md#my-gyms). */
export const GYM_TOASTS = {
  created: (name: string): GymToast => ({ title: 'Gym created', description: `"${name}" is ready.` }),
  saved: (name: string): GymToast => ({ title: 'Gym saved', description: `"${name}" is up to date.` }),
  deleted: (name: string): GymToast => ({ title: 'Gym deleted', description: `"${name}" was deleted.` }),
  activated: (name: string | null): GymToast =>
    name === null
      ? { title: 'No gym selected', description: 'Showing every exercise.' }
      : { title: 'Gym changed', description: `Showing what you can do at "${name}".` },
  saveFailed: { title: 'Error', description: 'Failed to save the gym' } as GymToast,
  deleteFailed: { title: 'Error', description: 'Failed to delete the gym' } as GymToast,
  activateFailed: { title: 'Error', description: 'Failed to change the active gym' } as GymToast,
  limit: { title: 'Gym Limit Reached', description: `You can keep up to ${MAX_GYMS} gyms. Delete one to add another.` } as GymToast,
} as const;
