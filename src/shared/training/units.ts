/**
 * Weight units of the training log (docs/product.md#training-log). A weight is stored exactly as entered, an exact decimal
 * and its unit, so 45 lb stays 45 lb; it is converted only to add up volumes and compare records.
 */

/** The units a member may log in; the first is the default. */
export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** Kilograms in one pound: the international avoirdupois pound, exact by definition (NIST Handbook 44, Appendix C). */
export const KG_PER_LB = 0.45359237;

/** Heaviest weight a set may carry, in kilograms (docs/product.md#training-log "weight 0–1,000 kg"). */
export const WEIGHT_MAX_KG = 1000;

/** Is `value` one of {@link WEIGHT_UNITS}? */
export function isWeightUnit(value: unknown): value is WeightUnit {
  return value === 'kg' || value === 'lb';
}

/** `weight` in `unit` as kilograms (a float: for sums and comparisons only, never stored). */
export function toKilograms(weight: number, unit: WeightUnit): number {
  return unit === 'kg' ? weight : weight * KG_PER_LB;
}

/** `kilograms` expressed in `unit`, rounded to 2 decimals (a display value). */
export function fromKilograms(kilograms: number, unit: WeightUnit): number {
  const value = unit === 'kg' ? kilograms : kilograms / KG_PER_LB;
  return Math.round(value * 100) / 100;
}

/** The heaviest weight a set may carry in `unit`: 1,000 kg, or 2,204.62 lb. */
export function weightMax(unit: WeightUnit): number {
  return unit === 'kg' ? WEIGHT_MAX_KG : Math.floor((WEIGHT_MAX_KG / KG_PER_LB) * 100) / 100;
}

/** '60 kg', '45 lb', '102.5 kg': at most 2 decimals, trailing zeros dropped. */
export function formatWeight(weight: number, unit: WeightUnit): string {
  return `${Number(weight.toFixed(2))} ${unit}`;
}
