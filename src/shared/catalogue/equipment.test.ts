import { describe, expect, it } from 'vitest';
import { EQUIPMENT_OPTIONS } from './equipment';
import { EQUIPMENT_NAMES } from './equipment-taxonomy';

describe('equipment lists', () => {
  it('offers the twelve options of docs/product.md#data in spec order', () => {
    expect(EQUIPMENT_OPTIONS).toEqual([
      'Power Rack', 'Treadmill', 'Deadlift Platform', 'Cable Machine', 'Leg Press Machine', 'Elliptical Machine',
      'Dumbbells', 'Barbells', 'Resistance Bands', 'Kettlebells', 'Medicine Ball', 'Pull-up Bar',
    ]);
  });

  it('keeps every one of the twelve, spelled as the brief spells it, in the equipment taxonomy', () => {
    expect(EQUIPMENT_OPTIONS.filter((name) => !(EQUIPMENT_NAMES as readonly string[]).includes(name))).toEqual([]);
  });
});
