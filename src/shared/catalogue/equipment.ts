/**
 * Equipment names. Two lists on purpose: the forms offer the twelve options of docs/product.md#data; the free-exercise-db importer
 * (docs/product.md#catalogue) adds six more for equipment the twelve do not cover. The library's equipment filter lists the distinct
 * values present in the database, so it shows whichever of both lists the catalogue uses.
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

/** Equipment names only the importer produces (docs/product.md#catalogue mapping: body only → Bodyweight, …, other/null → Other). */
export const IMPORTED_EQUIPMENT = [
  'Bodyweight',
  'EZ Curl Bar',
  'Exercise Ball',
  'Foam Roller',
  'Machine',
  'Other',
] as const;

export type ImportedEquipment = (typeof IMPORTED_EQUIPMENT)[number];

/** Any equipment name the product itself produces (form options first, then the importer's). */
export type KnownEquipment = EquipmentOption | ImportedEquipment;
