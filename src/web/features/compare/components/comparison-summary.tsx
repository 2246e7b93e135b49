import type { ReactNode } from 'react';
import type { Exercise } from '@/shared/schemas/exercise';
import { Badge } from '@/web/components/ui/badge';
import { DifficultyBadge } from '@/web/components/exercise/difficulty-badge';
import { COMPARE_TEXT } from '../compare-messages';
import { summarizeComparison } from '../compare-summary';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-700">{title}</h3>
      <ul className="flex flex-wrap gap-1.5" aria-label={title}>
        {children}
      </ul>
    </div>
  );
}

/**
 * The Comparison Summary (docs/product.md#screens), for two or more exercises (the page decides): distinct equipment types, distinct
 * difficulty levels and the common muscle groups as compare-summary.ts defines them.
 */
export function ComparisonSummary({ exercises }: { exercises: Exercise[] }) {
  const summary = summarizeComparison(exercises);
  return (
    <section aria-labelledby="comparison-summary-title" className="space-y-4 rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="comparison-summary-title" className="text-lg font-semibold">
        {COMPARE_TEXT.summaryTitle}
      </h2>
      <div className="grid gap-5 sm:grid-cols-3">
        <Column title={COMPARE_TEXT.summaryEquipment}>
          {summary.equipmentTypes.map((equipment) => (
            <li key={equipment}>
              <Badge variant="outline" className="font-normal">
                {equipment}
              </Badge>
            </li>
          ))}
        </Column>
        <Column title={COMPARE_TEXT.summaryDifficulty}>
          {summary.difficultyLevels.map((level) => (
            <li key={level}>
              <DifficultyBadge level={level} />
            </li>
          ))}
        </Column>
        <Column title={COMPARE_TEXT.summaryMuscles}>
          {summary.commonMuscles.map((muscle) => (
            <li key={muscle}>
              <Badge variant="accent" className="font-normal">
                {muscle}
              </Badge>
            </li>
          ))}
        </Column>
      </div>
    </section>
  );
}
