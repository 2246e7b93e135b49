/**
 * The brief's twelve equipment options (docs/product.md#data). They are items of the equipment taxonomy
 * (./equipment-taxonomy.ts, docs/product.md#equipment-taxonomy), which the forms, the importer and the library's
 * filter use; the curated catalogue's rules hold these twelve to more exercises than the rest.
 */

/** The twelve equipment options of the exercise forms, in spec order (docs/product.md#equipment-and-muscles). */
export const EQUIPMENT_OPTIONS = [
  'Power Rack',
  'Treadmill',
  'Deadlift Platform',
  'Cable Machine',
  'Leg Press Machine',
  'Elliptical Machine',
  'Dumbbells',
  'Barbells',
  'Resistance Bands',
  'Kettlebells',
  'Medicine Ball',
  'Pull-up Bar',
] as const;

export type EquipmentOption = (typeof EQUIPMENT_OPTIONS)[number];
