import { PersonStanding } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { MUSCLE_VOCABULARY, type MuscleName } from '@/shared/catalogue/muscle-vocabulary';
import { isMuscleGroupName, type MuscleGroupName } from '@/shared/catalogue/muscles';
import type { MuscleFilterValue } from '@/shared/catalogue/muscle-filter';
import { bodyMapRegionLabel, LIBRARY_TEXT } from '@/web/components/exercise/exercise-messages';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/web/components/ui/dialog';
import { cn } from '@/web/lib/utils';

// The map's shapes load when the picker first opens, not with the library page (docs/architecture.md#performance).
const MuscleMap = lazy(() => import('@/web/components/exercise/muscle-map').then((module) => ({ default: module.MuscleMap })));

/** Each muscle's filter group (MUSCLE_VOCABULARY); Cardiovascular has none and no region. */
const GROUP_OF = new Map<MuscleName, MuscleGroupName | null>(MUSCLE_VOCABULARY.map((muscle) => [muscle.name, muscle.group]));

/**
 * The regions the picker highlights for the Muscle filter's values: each chosen muscle, and every muscle of a chosen
 * group (Full Body none of its own).
 */
export function highlightedMuscles(values: readonly MuscleFilterValue[]): MuscleName[] {
  return MUSCLE_VOCABULARY.filter(
    (muscle) =>
      values.includes(muscle.name) || (muscle.group !== null && values.some((value) => isMuscleGroupName(value) && value === muscle.group)),
  ).map((muscle) => muscle.name);
}

interface BodyMapFilterProps {
  /** The Muscle filter's values (the URL's `muscle=`): groups and single muscles. */
  selected: readonly MuscleFilterValue[];
  /** Toggles one muscle, as ticking it in the Muscle filter does. */
  onToggle: (muscle: MuscleName) => void;
}

/**
 * The muscle filter on the body (docs/product.md#library): 'Choose on the body map' opens a dialog with the interactive
 * muscle map, front and back. A click, Enter or Space on a region toggles that muscle in the Muscle filter (the
 * exercises that target it), every chosen muscle is highlighted and pressed — and every muscle of a group chosen in
 * the menu — and each region is named for screen readers by its muscle and group ('Biceps, in Arms'). Escape or the
 * close button closes it.
 */
export function BodyMapFilter({ selected, onToggle }: BodyMapFilterProps) {
  const highlighted = highlightedMuscles(selected);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className={cn('h-10 gap-1.5 px-2.5 sm:px-4')}>
          <PersonStanding aria-hidden="true" />
          {/* On phones the icon alone, so the filters keep to few rows; the name stays for screen readers. */}
          <span className="sr-only sm:not-sr-only">{LIBRARY_TEXT.chooseOnBodyMap}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{LIBRARY_TEXT.bodyMapTitle}</DialogTitle>
          <DialogDescription>{LIBRARY_TEXT.bodyMapHint}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<div className="aspect-[340/380] w-full max-w-80" />}>
          <MuscleMap
            primary={[]}
            secondary={[]}
            selected={highlighted}
            label={LIBRARY_TEXT.bodyMapLabel}
            regionLabel={(muscle) => bodyMapRegionLabel(muscle, GROUP_OF.get(muscle) ?? '')}
            onToggle={onToggle}
            className="mx-auto"
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
