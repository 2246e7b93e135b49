import { Filter } from 'lucide-react';
import { useCallback, useId } from 'react';
import type { DifficultyLevel } from '@/shared/catalogue/difficulty';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Label } from '@/web/components/ui/label';
import { DifficultySelect } from '@/web/components/exercise/difficulty-select';
import { SearchBox } from '@/web/components/exercise/search-box';
import { useDebouncedSearch } from '@/web/hooks/use-debounced-search';
import { ADMIN_TEXT } from '../admin-messages';

interface AdminFiltersProps {
  q: string;
  difficulty: DifficultyLevel | null;
  onSearch: (q: string) => void;
  onDifficulty: (difficulty: DifficultyLevel | null) => void;
}

/** The 'Filters & Search' card (docs/product.md#screens): name-or-description search (debounced) and one difficulty or All Levels. */
export function AdminFilters({ q, difficulty, onSearch, onDifficulty }: AdminFiltersProps) {
  const id = useId();
  const [draft, setDraft] = useDebouncedSearch(
    q,
    useCallback((value: string) => onSearch(value), [onSearch]),
  );
  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle>
          <h2 className="flex items-center gap-2 text-base font-semibold">
            <Filter aria-hidden="true" className="size-4 text-primary" />
            {ADMIN_TEXT.filtersTitle}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 px-5 sm:grid-cols-[1fr_14rem]">
        <SearchBox value={draft} onChange={setDraft} label={ADMIN_TEXT.searchLabel} placeholder={ADMIN_TEXT.searchPlaceholder} />
        <div>
          <Label htmlFor={`${id}-difficulty`} className="sr-only">
            {ADMIN_TEXT.difficultyLabel}
          </Label>
          <DifficultySelect
            id={`${id}-difficulty`}
            className="h-10"
            aria-label={ADMIN_TEXT.difficultyLabel}
            allLabel={ADMIN_TEXT.allLevels}
            value={difficulty}
            onChange={onDifficulty}
          />
        </div>
      </CardContent>
    </Card>
  );
}
