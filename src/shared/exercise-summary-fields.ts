// Without zod, and importing nothing: the zod schema (./schemas/exercise.ts) picks these fields and the zod-free
// ./exercise-summary.ts imports that schema's types, so the list stands apart and the two form no import loop
// (docs/decisions/0023-list-pages-carry-summaries.md).

/**
 * The fields of an exercise a list shows (a library card, a picker row; `requiredEquipment`, its groups each met by
 * any one item, lets a card say what an exercise needs that the member's gym lacks, docs/product.md#my-gyms; `equipment`
 * is every required item, for older clients; `illustration`, the card's small picture): the library's pages carry these, and the
 * details dialog reads the whole exercise (GET /api/exercises/{id}) when it opens (docs/architecture.md#list-payload).
 */
export const EXERCISE_SUMMARY_FIELDS = {
  id: true,
  exerciseName: true,
  equipmentType: true,
  equipment: true,
  requiredEquipment: true,
  targetMuscleGroups: true,
  description: true,
  difficultyLevel: true,
  videoUrl: true,
  isSample: true,
  illustration: true,
} as const;
