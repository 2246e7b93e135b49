import type { Exercise } from '@/shared/schemas/exercise';

type CuratedModelFields = Pick<
  Exercise,
  'aliases' | 'equipment' | 'primaryMuscles' | 'secondaryMuscles' | 'movementPattern' | 'mechanic' | 'trainingGoals' | 'formSteps' | 'sourceName' | 'sourceLicence'
>;

/**
 * The curated-model fields of an exercise that has none of them (written in the app before the model, or imported
 * without them; docs/product.md#curated-catalogue): it requires only its primary equipment. For test fixtures.
 */
export function withoutCuratedModel(equipmentType: string): CuratedModelFields {
  return {
    aliases: [],
    equipment: [equipmentType],
    primaryMuscles: [],
    secondaryMuscles: [],
    movementPattern: null,
    mechanic: null,
    trainingGoals: [],
    formSteps: [],
    sourceName: null,
    sourceLicence: null,
  };
}
