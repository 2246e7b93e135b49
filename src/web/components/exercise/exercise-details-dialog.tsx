import { lazy, Suspense, type ReactNode } from 'react';
import type { Exercise } from '@/shared/schemas/exercise';
import { Badge } from '@/web/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { DETAILS_TEXT } from './exercise-messages';
import { DifficultyBadge } from './difficulty-badge';
import { hasVideo } from './exercise-video';
import { WatchVideoButton } from './exercise-video-dialog';
import { MuscleBadges } from './muscle-badges';
import { EquipmentLabel } from './equipment-label';

// The muscle map (its shapes and the reading of the muscles) loads with the first dialog opened, not with the library
// page (docs/architecture.md#performance). Its fallback holds the drawing's place so the dialog does not jump.
const ExerciseMuscleMap = lazy(() => import('./exercise-muscle-map').then((module) => ({ default: module.ExerciseMuscleMap })));

interface ExerciseDetailsDialogProps {
  /** The exercise to show; null closes the dialog. */
  exercise: Exercise | null;
  onClose: () => void;
  /** Actions for the shown exercise at the foot of the dialog, e.g. Compare (the caller's features provide them). */
  renderActions?: (exercise: Exercise) => ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** Free text with its line breaks kept: imported descriptions are numbered steps separated by newlines. */
function Prose({ text }: { text: string }) {
  return <p className="text-sm leading-relaxed whitespace-pre-line text-slate-800">{text}</p>;
}

/**
 * The details dialog (docs/product.md#screens, docs/product.md#exercise-details): name, difficulty, equipment, description and form, Benefits (pros) and
 * Considerations (cons) when present, all target muscles with their muscle map, tags and the video (docs/product.md#validation rules). Titled by the exercise
 * name; Radix traps focus, closes on Escape and returns focus to the card's button.
 */
export function ExerciseDetailsDialog({ exercise, onClose, renderActions }: ExerciseDetailsDialogProps) {
  return (
    <Dialog open={exercise !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {exercise && (
        <DialogContent className="gap-6 sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle className="text-xl">{exercise.exerciseName}</DialogTitle>
            <DialogDescription className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
              <DifficultyBadge level={exercise.difficultyLevel} />
              <EquipmentLabel equipment={exercise.equipmentType} />
            </DialogDescription>
          </DialogHeader>

          <Section title={DETAILS_TEXT.descriptionHeading}>
            <Prose text={exercise.description} />
          </Section>

          {(exercise.pros || exercise.cons) && (
            <div className="grid gap-4 sm:grid-cols-2">
              {exercise.pros && (
                <div className="rounded-lg border border-green-200 bg-green-50 p-4">
                  <Section title={DETAILS_TEXT.benefits}>
                    <Prose text={exercise.pros} />
                  </Section>
                </div>
              )}
              {exercise.cons && (
                <div className="rounded-lg border border-amber-200 bg-amber-50 p-4">
                  <Section title={DETAILS_TEXT.considerations}>
                    <Prose text={exercise.cons} />
                  </Section>
                </div>
              )}
            </div>
          )}

          <Section title={DETAILS_TEXT.targetMuscles}>
            <MuscleBadges targetMuscleGroups={exercise.targetMuscleGroups} all />
            <Suspense fallback={<div className="aspect-[340/380] w-full max-w-72 sm:max-w-80" />}>
              <ExerciseMuscleMap targetMuscleGroups={exercise.targetMuscleGroups} className="pt-2" />
            </Suspense>
          </Section>

          {exercise.tags && exercise.tags.length > 0 && (
            <Section title={DETAILS_TEXT.tags}>
              <ul className="flex flex-wrap gap-1.5" aria-label={DETAILS_TEXT.tags}>
                {exercise.tags.map((tag) => (
                  <li key={tag}>
                    <Badge variant="secondary" className="font-normal">
                      {tag}
                    </Badge>
                  </li>
                ))}
              </ul>
            </Section>
          )}

          {hasVideo(exercise.videoUrl) && (
            <Section title={DETAILS_TEXT.video}>
              <WatchVideoButton exercise={exercise} variant="button" className="w-full sm:w-auto" />
            </Section>
          )}

          {renderActions && <DialogFooter>{renderActions(exercise)}</DialogFooter>}
        </DialogContent>
      )}
    </Dialog>
  );
}
