import { describe, expect, it } from 'vitest';
import { missingEquipment } from './gym-equipment';

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
