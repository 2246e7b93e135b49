import { describe, expect, it } from 'vitest';
import { equipmentGroupLabel, equipmentNeeds, missingGroups } from './required-equipment';

describe('equipmentNeeds (docs/decisions/0025-required-and-optional-equipment.md)', () => {
  it('keeps groups, the primary group first, and lists every required item flat, the primary first', () => {
    expect(equipmentNeeds({ equipmentType: 'Dumbbells', requiredEquipment: [['Flat Bench', 'Plyo Box'], ['Dumbbells']], optionalEquipment: ['Exercise Mat'] })).toEqual({
      requiredEquipment: [['Dumbbells'], ['Flat Bench', 'Plyo Box']],
      optionalEquipment: ['Exercise Mat'],
      equipment: ['Dumbbells', 'Flat Bench', 'Plyo Box'],
    });
  });

  it('reads a flat list as single-item groups, adds a missing primary, and drops repeats, empty groups and optional items that are required', () => {
    expect(equipmentNeeds({ equipmentType: 'Barbells', equipment: ['Power Rack', 'Barbells'] }).requiredEquipment).toEqual([['Barbells'], ['Power Rack']]);
    expect(equipmentNeeds({ equipmentType: 'Sled' })).toEqual({ requiredEquipment: [['Sled']], optionalEquipment: [], equipment: ['Sled'] });
    expect(
      equipmentNeeds({ equipmentType: 'Barbells', requiredEquipment: [['Weight Plates'], [], ['Weight Plates', 'Flat Bench']], optionalEquipment: ['Flat Bench', 'Bodyweight', 'Deadlift Platform', 'Deadlift Platform'] }),
    ).toEqual({ requiredEquipment: [['Barbells'], ['Weight Plates'], ['Flat Bench']], optionalEquipment: ['Deadlift Platform'], equipment: ['Barbells', 'Weight Plates', 'Flat Bench'] });
  });
});

describe('missingGroups', () => {
  it('names each group with no item in the gym; Bodyweight is always there', () => {
    const groups = [['Dumbbells'], ['Flat Bench', 'Plyo Box'], ['Bodyweight']];
    expect(missingGroups(groups, new Set(['Dumbbells']))).toEqual([['Flat Bench', 'Plyo Box']]);
    expect(missingGroups(groups, new Set(['Dumbbells', 'Plyo Box']))).toEqual([]);
    expect(equipmentGroupLabel(['Flat Bench', 'Plyo Box'])).toBe('Flat Bench or Plyo Box');
  });
});
