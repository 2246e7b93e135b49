import { equipmentNeeds } from '@/shared/catalogue/required-equipment';
import type { Exercise } from '@/shared/schemas/exercise';

type CuratedModelFields = Pick<
  Exercise,
  | 'aliases'
  | 'equipment'
  | 'requiredEquipment'
  | 'optionalEquipment'
  | 'primaryMuscles'
  | 'secondaryMuscles'
  | 'movementPattern'
  | 'mechanic'
  | 'trainingGoals'
  | 'formSteps'
  | 'sourceName'
  | 'sourceLicence'
  | 'illustration'
>;

/**
 * The curated-model fields of an exercise that has none of them (written in the app before the model, or imported
 * without them; docs/product.md#curated-catalogue): it requires only its primary equipment. For test fixtures.
 */
export function withoutCuratedModel(equipmentType: string): CuratedModelFields {
  return {
    aliases: [],
    equipment: [equipmentType],
    requiredEquipment: [[equipmentType]],
    optionalEquipment: [],
    primaryMuscles: [],
    secondaryMuscles: [],
    movementPattern: null,
    mechanic: null,
    trainingGoals: [],
    formSteps: [],
    sourceName: null,
    sourceLicence: null,
    illustration: null,
  };
}

/**
 * An exercise DTO for tests: number `n` gives its uuid (…-000000000001), `fields` override anything; without the
 * curated-model fields (it requires only its primary equipment, `Barbells` unless `fields` say otherwise). Given
 * `equipment` without `requiredEquipment`, each of its items is a required group of its own (equipmentNeeds).
 */
export function exerciseFixture(n: number, fields: Partial<Exercise> = {}): Exercise {
  const equipmentType = fields.equipmentType ?? 'Barbells';
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    exerciseName: `Exercise ${n}`,
    equipmentType,
    targetMuscleGroups: 'Back',
    description: 'A plain description.',
    difficultyLevel: 'beginner',
    pros: null,
    cons: null,
    tags: null,
    videoUrl: null,
    isSample: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...withoutCuratedModel(equipmentType),
    ...fields,
    ...equipmentNeeds({ equipmentType, ...fields }),
  };
}
