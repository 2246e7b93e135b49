import type { ExerciseSummary } from '@/shared/schemas/exercise';

/**
 * What the sortable list needs of one entry: its sortable id, its exercise (null when locked), its name, and what the
 * active gym lacks for it (docs/product.md#my-gyms).
 */
export interface EntryView {
  id: string;
  exercise: ExerciseSummary | null;
  name: string;
  missingEquipment?: readonly string[];
}
