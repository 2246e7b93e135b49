import { describe, expect, it } from 'vitest';
import { EQUIPMENT_OPTIONS, IMPORTED_EQUIPMENT } from './equipment';

describe('equipment lists', () => {
  it('offers the twelve options of docs/product.md#data in spec order', () => {
    expect(EQUIPMENT_OPTIONS).toEqual([
      'Power Rack', 'Treadmill', 'Deadlift Platform', 'Cable Machine', 'Leg Press Machine', 'Elliptical Machine',
      'Dumbbells', 'Barbells', 'Resistance Bands', 'Kettlebells', 'Medicine Ball', 'Pull-up Bar',
    ]);
  });

  it('keeps the importer-only names apart from the form options', () => {
    const options: readonly string[] = EQUIPMENT_OPTIONS;
    expect(IMPORTED_EQUIPMENT.filter((name) => options.includes(name))).toEqual([]);
  });
});
