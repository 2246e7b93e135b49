import type { ExerciseSummary } from '@/shared/schemas/exercise';

/** What the sortable list needs of one entry: its sortable id, its exercise (null when locked) and its name. */
export interface EntryView {
  id: string;
  exercise: ExerciseSummary | null;
  name: string;
}
