import { describe, expect, it } from 'vitest';
import { entriesNeedingEquipment, missingEquipment } from './gym-equipment';

describe('missingEquipment (docs/product.md#my-gyms)', () => {
  const splitSquat = {
    equipmentType: 'Dumbbells',
    equipment: ['Dumbbells', 'Flat Bench', 'Plyo Box'],
    requiredEquipment: [['Dumbbells'], ['Flat Bench', 'Plyo Box']],
  };

  it('names each required group the gym has no item of, as it reads', () => {
    expect(missingEquipment(splitSquat, [])).toEqual(['Dumbbells', 'Flat Bench or Plyo Box']);
    expect(missingEquipment(splitSquat, ['Dumbbells', 'Plyo Box'])).toEqual([]);
  });

  it('reads an exercise without groups (an older client’s) item by item, and never asks for Bodyweight', () => {
    expect(missingEquipment({ equipmentType: 'Barbells', equipment: ['Barbells', 'Power Rack'] }, ['Barbells'])).toEqual(['Power Rack']);
    expect(missingEquipment({ equipmentType: 'Bodyweight', equipment: ['Bodyweight'], requiredEquipment: [['Bodyweight']] }, [])).toEqual(
      [],
    );
  });
});

describe('entriesNeedingEquipment (docs/product.md#workouts)', () => {
  const entries = [
    { equipmentType: 'Barbells', requiredEquipment: [['Barbells'], ['Flat Bench', 'Adjustable Bench'], ['Weight Plates']] },
    { equipmentType: 'Leg Press Machine', requiredEquipment: [['Leg Press Machine'], ['Weight Plates']] },
    { equipmentType: 'Bodyweight', requiredEquipment: [['Bodyweight']] },
  ];

  it('counts the entries the gym lacks something for; body-weight entries never', () => {
    expect(entriesNeedingEquipment(entries, [])).toBe(2);
    expect(entriesNeedingEquipment(entries, ['Barbells', 'Adjustable Bench', 'Weight Plates'])).toBe(1);
    expect(entriesNeedingEquipment(entries, ['Barbells', 'Flat Bench', 'Weight Plates', 'Leg Press Machine'])).toBe(0);
    expect(entriesNeedingEquipment([], [])).toBe(0);
  });
});
