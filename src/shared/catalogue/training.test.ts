import { describe, expect, it } from 'vitest';
import { jointActionPattern, MOVEMENT_PATTERNS } from './training';

describe('jointActionPattern (docs/product.md#training-vocabulary)', () => {
  it.each([
    ['Barbell Curl', ['Biceps'], 'elbow-flexion'],
    ['Seated Leg Curl', ['Hamstrings'], 'knee-flexion'],
    ['Stability Ball Hamstring Curl', ['Hamstrings', 'Glutes'], 'knee-flexion'],
    ['Barbell Wrist Curl', ['Forearms'], 'grip'],
    ['Cable Rope Triceps Pushdown', ['Triceps'], 'elbow-extension'],
    ['Leg Extension', ['Quadriceps'], 'knee-extension'],
    ['Cable Glute Kickback', ['Glutes'], 'hip-extension'],
    ['Dumbbell Triceps Kickback', ['Triceps'], 'elbow-extension'],
    ['Reverse Pec Deck Fly', ['Rear Delts'], 'horizontal-abduction'],
    ['Pec Deck Fly', ['Chest'], 'horizontal-adduction'],
    ['Dumbbell Lateral Raise', ['Side Delts'], 'shoulder-abduction'],
    ['Incline Prone Y-Raise', ['Traps'], 'shoulder-flexion'],
    ['Straight-Arm Cable Pulldown', ['Lats'], 'shoulder-extension'],
    ['Trap Bar Shrug', ['Traps'], 'scapular-elevation'],
    ['Seated Calf Raise', ['Calves'], 'plantar-flexion'],
    ['Banded Lateral Walk', ['Hip Abductors'], 'hip-abduction'],
    ['Band External Rotation', ['Rear Delts'], 'shoulder-rotation'],
    // Nothing in the name: the first primary muscle decides; neither: none.
    ['Machine Thing', ['Side Delts'], 'shoulder-abduction'],
    ['Machine Thing', [], null],
  ] as const)('%s (%j) → %s', (name, primary, expected) => {
    expect(jointActionPattern(name, primary)).toBe(expected);
  });

  it("knows no 'isolation' pattern: that is a mechanic", () => {
    expect(MOVEMENT_PATTERNS).not.toContain('isolation');
  });
});
