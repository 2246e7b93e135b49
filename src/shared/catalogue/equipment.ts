/**
 * Equipment names. Two lists on purpose: the forms offer the twelve options of spec §3; the free-exercise-db importer
 * (issue 2 §1) adds six more for equipment the twelve do not cover. The library's equipment filter lists the distinct
 * values present in the database, so it shows whichever of both lists the catalogue uses.
 */

/** The twelve equipment options of the exercise forms, in spec order (spec §3 "Equipment options"). */
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

/** Equipment names only the importer produces (issue 2 §1 mapping: body only → Bodyweight, …, other/null → Other). */
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
