import { ExerciseThumbnail } from '@/web/components/exercise/exercise-illustration';
import { Dumbbell, X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { COMPARE_TAGS_SHOWN } from '@/shared/limits';
import type { Exercise } from '@/shared/schemas/exercise';
import { Button } from '@/web/components/ui/button';
import { DifficultyBadge } from '@/web/components/exercise/difficulty-badge';
import { ExerciseVideo, hasVideo } from '@/web/components/exercise/exercise-video';
import { MuscleBadges } from '@/web/components/exercise/muscle-badges';
import { TagBadges } from '@/web/components/exercise/tag-badges';
import { ExerciseMuscleMap } from '@/web/components/exercise/exercise-muscle-map';
import { cn } from '@/web/lib/utils';
import { COMPARE_TEXT } from '../compare-messages';
import { ClampedText } from './clamped-text';

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={cn('min-w-0 space-y-2', className)}>
      <h3 className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{title}</h3>
      {children}
    </section>
  );
}

const NoneListed = ({ text = COMPARE_TEXT.noneListed }: { text?: string }) => <p className="text-sm text-muted-foreground">{text}</p>;

/** The first COMPARE_TAGS_SHOWN tags plus how many more there are (docs/product.md#screens "up to 3 tags plus '+n more'", docs/product.md#limits). */
function tagsForDisplay(tags: string[] | null): { shown: string[]; more: number } {
  const all = tags ?? [];
  return { shown: all.slice(0, COMPARE_TAGS_SHOWN), more: Math.max(0, all.length - COMPARE_TAGS_SHOWN) };
}

interface ComparisonCardProps {
  exercise: Exercise;
  onRemove: (exercise: Exercise) => void;
}

/**
 * One compared exercise (docs/product.md#compare): name, equipment, difficulty, description, target muscles and their
 * compact muscle map (docs/product.md#muscle-map), Benefits (pros), Considerations (cons), the video guide (the
 * library's player, docs/product.md#video-links), up to 3 tags plus '+n more', and a remove button. An <article> named by its heading; its sections sit on the grid's shared rows.
 */
export function ComparisonCard({ exercise, onRemove }: ComparisonCardProps) {
  const headingId = useId();
  const tags = tagsForDisplay(exercise.tags);
  return (
    // row-span-8 + subgrid: the card's eight parts (header, six sections and the muscle map) share the grid's rows with the cards
    // beside it, so Benefits sits next to Benefits whatever the length of the descriptions above.
    <article
      aria-labelledby={headingId}
      className="row-span-8 grid min-w-0 grid-rows-subgrid gap-y-5 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <header className="min-w-0 space-y-2">
        <div className="flex items-start gap-3">
          <ExerciseThumbnail illustration={exercise.illustration} exerciseName={exercise.exerciseName} />
          <h2 id={headingId} className="min-w-0 flex-1 text-base leading-snug font-semibold break-words">
            {exercise.exerciseName}
          </h2>
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={() => onRemove(exercise)}
            data-compare-remove
            aria-label={`Remove ${exercise.exerciseName} from comparison`}
            title="Remove from comparison"
            className="-mt-1 -mr-2 text-slate-600 hover:bg-red-50 hover:text-red-700"
          >
            <X aria-hidden="true" />
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <DifficultyBadge level={exercise.difficultyLevel} />
          <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
            <Dumbbell aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{COMPARE_TEXT.equipment}: </span>
            {exercise.equipmentType}
          </span>
        </div>
      </header>

      <Section title={COMPARE_TEXT.description}>
        {/* An import's only text is its form steps (docs/product.md#compare): they stand in, numbered. */}
        <ClampedText
          text={exercise.description || exercise.formSteps.map((step, index) => `${index + 1}. ${step}`).join('\n')}
          className="text-slate-800"
        />
      </Section>

      <Section title={COMPARE_TEXT.targetMuscles}>
        <MuscleBadges targetMuscleGroups={exercise.targetMuscleGroups} all />
      </Section>

      {/* The map has a row of its own, so the maps line up across the cards however the muscle badges wrap. */}
      <div className="min-w-0 -mt-2" data-compare-muscle-map="">
        <ExerciseMuscleMap exercise={exercise} size="compact" />
      </div>

      <Section title={COMPARE_TEXT.benefits} className="rounded-lg border border-green-200 bg-green-50 p-3">
        {exercise.pros ? <ClampedText text={exercise.pros} className="text-slate-800" /> : <NoneListed />}
      </Section>

      <Section title={COMPARE_TEXT.considerations} className="rounded-lg border border-amber-200 bg-amber-50 p-3">
        {exercise.cons ? <ClampedText text={exercise.cons} className="text-slate-800" /> : <NoneListed />}
      </Section>

      <Section title={COMPARE_TEXT.videoGuide}>
        {hasVideo(exercise.videoUrl) ? (
          <ExerciseVideo videoUrl={exercise.videoUrl} exerciseName={exercise.exerciseName} />
        ) : (
          <NoneListed text={COMPARE_TEXT.noVideo} />
        )}
      </Section>

      <Section title={COMPARE_TEXT.tags}>
        {tags.shown.length > 0 ? (
          <TagBadges tags={tags.shown} label={COMPARE_TEXT.tags} more={tags.more} />
        ) : (
          <NoneListed text={COMPARE_TEXT.noTags} />
        )}
      </Section>
    </article>
  );
}
