import { X } from 'lucide-react';
import { formatDifficulty } from '@/shared/catalogue/difficulty';
import { Button } from '@/web/components/ui/button';
import { LIBRARY_TEXT, TRAINING_GOAL_LABELS } from '@/web/components/exercise/exercise-messages';
import type { LibraryChange } from '../hooks/use-library-params';
import type { LibraryParams } from '@/web/lib/library-params';

interface ActiveFiltersProps {
  params: LibraryParams;
  onChange: (change: LibraryChange) => void;
}

function Chip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove filter ${label}`}
        className="inline-flex items-center gap-1 rounded-full border border-emerald-200 bg-accent py-0.5 pr-1.5 pl-2.5 text-xs font-medium text-accent-foreground hover:bg-emerald-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {label}
        <X aria-hidden="true" className="size-3.5" />
      </button>
    </li>
  );
}

/**
 * The filters in effect as removable chips, so a narrowed view is obvious (also on phones where the filter buttons
 * only show a count). Renders nothing when no filter is selected.
 */
export function ActiveFilters({ params, onChange }: ActiveFiltersProps) {
  const count = params.equipment.length + params.difficulty.length + params.muscle.length + params.goal.length;
  if (count === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label="Active filters" className="flex flex-wrap gap-1.5">
        {params.equipment.map((value) => (
          <Chip
            key={`e-${value}`}
            label={value}
            onRemove={() => onChange((p) => ({ equipment: p.equipment.filter((v) => v !== value) }))}
          />
        ))}
        {params.difficulty.map((value) => (
          <Chip
            key={`d-${value}`}
            label={formatDifficulty(value)}
            onRemove={() => onChange((p) => ({ difficulty: p.difficulty.filter((v) => v !== value) }))}
          />
        ))}
        {params.muscle.map((value) => (
          <Chip key={`m-${value}`} label={value} onRemove={() => onChange((p) => ({ muscle: p.muscle.filter((v) => v !== value) }))} />
        ))}
        {params.goal.map((value) => (
          <Chip
            key={`g-${value}`}
            label={TRAINING_GOAL_LABELS[value]}
            onRemove={() => onChange((p) => ({ goal: p.goal.filter((v) => v !== value) }))}
          />
        ))}
      </ul>
      <Button
        variant="link"
        size="sm"
        className="h-6 px-1"
        onClick={() => onChange({ equipment: [], difficulty: [], muscle: [], goal: [] })}
      >
        {LIBRARY_TEXT.clearFilters}
      </Button>
    </div>
  );
}
