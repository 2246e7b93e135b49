/**
 * The plate calculator (docs/product.md#plate-calculator): which plates go on each side of a barbell for a weight,
 * given the bar's weight and the plates the member has. Weights are in the member's unit throughout (kg or lb; plates
 * are sold in one or the other, so nothing here converts).
 */
import type { WeightUnit } from './units';

/** A standard barbell: 20 kg, or 45 lb. */
export const DEFAULT_BAR_WEIGHT: Readonly<Record<WeightUnit, number>> = { kg: 20, lb: 45 };

/** The plates a commercial gym has, heaviest first. */
export const DEFAULT_PLATES: Readonly<Record<WeightUnit, readonly number[]>> = {
  kg: [25, 20, 15, 10, 5, 2.5, 1.25],
  lb: [45, 35, 25, 10, 5, 2.5],
};

/** The plates a member may say they have, heaviest first: the sizes sold in each unit. */
export const PLATE_CHOICES: Readonly<Record<WeightUnit, readonly number[]>> = {
  kg: [50, 25, 20, 15, 10, 5, 2.5, 2, 1.25, 1, 0.5, 0.25],
  lb: [100, 55, 45, 35, 25, 15, 10, 5, 2.5, 1.25],
};

/** The heaviest bar the calculator takes, in either unit (a bar is not heavier than this many kg or lb). */
export const BAR_WEIGHT_MAX = 100;

/** Whether `plate` is one of the sizes sold in `unit` ({@link PLATE_CHOICES}). */
export function isPlateChoice(plate: number, unit: WeightUnit): boolean {
  return PLATE_CHOICES[unit].includes(plate);
}

/** What goes on the bar: the plates on each side (heaviest first), the weight that makes, and whether it is the one asked. */
export type PlateLoad = { perSide: number[]; total: number; exact: boolean };

/** Hundredths, so 1.25 and 2.5 are whole numbers to count with. */
const hundredths = (weight: number) => Math.round(weight * 100);

/**
 * The plates per side for `total` on a bar of `bar` with unlimited pairs of each of `plates`: the fewest plates that make
 * the weight exactly, or, when no combination does, the heaviest load under it (`exact` false; `total` says what it is).
 * A total at or under the bar's weight is the bar alone. Exact to a hundredth of the unit.
 *
 * Not a greedy pick: with 15 and 10 plates, 20 a side is 10 + 10, which heaviest-first would miss. Runs in time
 * proportional to the weight per side (in hundredths) times the number of plate sizes: under two million steps for the
 * log's largest weight.
 */
export function platesPerSide(total: number, bar: number, plates: readonly number[]): PlateLoad {
  const sizes = [...new Set(plates.map(hundredths).filter((size) => size > 0))].sort((a, b) => b - a);
  const side = Math.floor((hundredths(total) - hundredths(bar)) / 2);
  if (!(side > 0) || sizes.length === 0) return { perSide: [], total: bar, exact: hundredths(total) === hundredths(bar) };
  // fewest[w]: the fewest plates making w hundredths a side (Infinity: none does); last[w]: the plate put on last.
  const fewest = new Float64Array(side + 1).fill(Infinity);
  const last = new Int32Array(side + 1);
  fewest[0] = 0;
  for (let weight = 1; weight <= side; weight += 1) {
    for (const size of sizes) {
      if (size <= weight && fewest[weight - size]! + 1 < fewest[weight]!) {
        fewest[weight] = fewest[weight - size]! + 1;
        last[weight] = size;
      }
    }
  }
  let reached = side;
  while (reached > 0 && fewest[reached] === Infinity) reached -= 1;
  const perSide: number[] = [];
  for (let weight = reached; weight > 0; weight -= last[weight]!) perSide.push(last[weight]! / 100);
  perSide.sort((a, b) => b - a);
  const loaded = (hundredths(bar) + 2 * reached) / 100;
  return { perSide, total: loaded, exact: hundredths(loaded) === hundredths(total) };
}
