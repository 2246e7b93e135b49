/**
 * What a workout entry's planned reps say as a number (docs/product.md#start-a-session): a session's sets are prefilled
 * from it. Planned weights were free text ("60kg", "135 lbs", "BW") until they became numbers with a unit
 * (docs/product.md#planned-weights); {@link parsePlannedWeight} is the rule migration 0016 read them with, kept as its
 * reference (src/server/db/planned-weights-migration.test.ts checks the SQL against it).
 */
import { formatWeight, type WeightUnit } from './units';

export type PlannedWeight = { kind: 'load'; weight: number; unit: WeightUnit } | { kind: 'bodyweight' } | { kind: 'none' };

const BODYWEIGHT = /^(bw|body\s*-?\s*weight|bodyweight|own\s+weight)$/i;
const LOAD = /^(\d{1,4}(?:[.,]\d{1,2})?)\s*(kg|kgs|kilos?|kilograms?|lb|lbs|pounds?|#)?$/i;

/**
 * Reads a planned weight: '60', '60kg', '60 KG', '62,5 kg' (a decimal comma), '135 lbs', '45#' (pounds), 'BW' or
 * 'bodyweight'. A number without a unit is in `defaultUnit` (the member's unit). Anything else is `none`.
 */
export function parsePlannedWeight(text: string, defaultUnit: WeightUnit): PlannedWeight {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'none' };
  if (BODYWEIGHT.test(trimmed)) return { kind: 'bodyweight' };
  const match = LOAD.exec(trimmed);
  if (!match) return { kind: 'none' };
  const weight = Number(match[1]!.replace(',', '.'));
  const word = (match[2] ?? '').toLowerCase();
  const unit: WeightUnit = word === '' ? defaultUnit : word.startsWith('k') ? 'kg' : 'lb';
  return { kind: 'load', weight, unit };
}

/**
 * Reads planned reps: '10' is 10; a range '8-12' or '8–12' is its lower end (the target to reach first); '10 reps' is 10;
 * anything else (e.g. '30s', 'AMRAP') is null.
 */
export function parsePlannedReps(text: string): number | null {
  const match = /^(\d{1,4})(?:\s*[-–to]+\s*\d{1,4})?(?:\s*reps?)?$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}

/**
 * A workout entry's planned weight as the workout view shows it (docs/product.md#planned-weights): '60 kg', '45 lb',
 * 'Bodyweight', or '' when none was planned.
 */
export function plannedWeightText(entry: { weight: number | null; weightUnit: WeightUnit; bodyweight: boolean }): string {
  if (entry.bodyweight) return 'Bodyweight';
  return entry.weight === null ? '' : formatWeight(entry.weight, entry.weightUnit);
}
