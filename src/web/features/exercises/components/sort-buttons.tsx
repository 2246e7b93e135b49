import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { SortKey, SortState } from '@/shared/sort';
import { Button } from '@/web/components/ui/button';
import { LIBRARY_TEXT } from '@/web/components/exercise/exercise-messages';

interface SortButtonsProps {
  /** The sort in effect; null while a search is ordered by relevance (no button pressed). */
  sort: SortState | null;
  onSort: (key: SortKey) => void;
}

const BUTTONS: ReadonlyArray<{ key: SortKey; label: string }> = [
  { key: 'name', label: LIBRARY_TEXT.sortName },
  { key: 'difficulty', label: LIBRARY_TEXT.sortDifficulty },
];

/**
 * The Name / Difficulty sort toggles (docs/product.md#behaviour: pressing the active key flips asc/desc, a new key starts ascending —
 * `nextSort`). The pressed button shows its direction with an arrow and says it in its label.
 */
export function SortButtons({ sort, onSort }: SortButtonsProps) {
  return (
    <div role="group" aria-label={LIBRARY_TEXT.sortGroup} className="flex items-center gap-1.5">
      <span aria-hidden="true" className="text-sm text-muted-foreground">
        Sort:
      </span>
      {BUTTONS.map(({ key, label }) => {
        const dir = sort?.key === key ? sort.dir : null;
        const active = dir !== null;
        const Icon = dir === null ? ArrowUpDown : dir === 'asc' ? ArrowUp : ArrowDown;
        return (
          <Button
            key={key}
            variant={active ? 'default' : 'outline'}
            className="h-10"
            aria-pressed={active}
            aria-label={`Sort by ${label.toLowerCase()}${dir ? `, ${dir === 'asc' ? 'ascending' : 'descending'}` : ''}`}
            onClick={() => onSort(key)}
          >
            {label}
            <Icon aria-hidden="true" />
          </Button>
        );
      })}
    </div>
  );
}
