import { EQUIPMENT_TAXONOMY, type EquipmentName } from './equipment-taxonomy';

/**
 * The starting points of a new gym (docs/product.md#my-gyms): a name and the equipment it has. A member picks one and
 * changes what they like. Body-weight exercises are always possible, so no preset lists Bodyweight.
 */
export type GymPreset = { id: string; name: string; description: string; equipment: readonly EquipmentName[] };

/** Every item of the taxonomy but Bodyweight: what a commercial gym has. */
const EVERYTHING: readonly EquipmentName[] = EQUIPMENT_TAXONOMY.map((item) => item.name).filter((name) => name !== 'Bodyweight');

/** The presets, in the order the New Gym dialog offers them (docs/product.md#my-gyms). */
export const GYM_PRESETS: readonly GymPreset[] = [
  { id: 'commercial', name: 'Commercial gym', description: 'Everything: free weights, racks, machines, cardio and small gear.', equipment: EVERYTHING },
  {
    id: 'home-dumbbells',
    name: 'Home with dumbbells',
    description: 'Dumbbells, an adjustable bench, bands and a pull-up bar.',
    equipment: ['Dumbbells', 'Adjustable Bench', 'Resistance Bands', 'Pull-up Bar'],
  },
  { id: 'bodyweight', name: 'Bodyweight only', description: 'No equipment: the floor and your body.', equipment: [] },
  {
    id: 'hotel',
    name: 'Hotel gym',
    description: 'Dumbbells, a flat bench, a treadmill, a bike and a cable machine.',
    equipment: ['Dumbbells', 'Flat Bench', 'Treadmill', 'Stationary Bike', 'Cable Machine'],
  },
];
