import { Image, Pencil, Star, StarOff, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { Exercise } from '@/shared/schemas/exercise';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { DifficultyBadge } from '@/web/components/exercise/difficulty-badge';
import { MuscleBadges } from '@/web/components/exercise/muscle-badges';
import { ADMIN_TEXT } from '../admin-messages';
import { EquipmentLabel } from '@/web/components/exercise/equipment-label';

/** Tags a card shows before '+N more'. */
const TAGS_SHOWN = 4;

interface AdminExerciseCardProps {
  exercise: Exercise;
  onEdit: (exercise: Exercise) => void;
  onDelete: (exercise: Exercise) => void;
  /** Opens the Pictures dialog (docs/product.md#illustrations). */
  onPictures: (exercise: Exercise) => void;
  onToggleSample: (exercise: Exercise) => void;
  /** The sample toggle of this card is waiting for the server. */
  samplePending: boolean;
}

/**
 * One exercise in the admin grid (docs/product.md#admin): name, 'Sample' badge, difficulty (green, yellow, red),
 * equipment, description, target muscles, tags, and Edit, Delete, Pictures and 'Add to Samples' / 'Remove from Samples'. An
 * <article> named by its heading, so a screen reader (and a test) finds a card by the exercise's name.
 */
export function AdminExerciseCard({ exercise, onEdit, onDelete, onPictures, onToggleSample, samplePending }: AdminExerciseCardProps) {
  const headingId = useId();
  const tags = exercise.tags ?? [];
  const named = <span className="sr-only"> {exercise.exerciseName}</span>;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="space-y-2">
        <div className="flex items-start justify-between gap-2">
          <h3 id={headingId} className="min-w-0 text-base leading-snug font-semibold break-words">
            {exercise.exerciseName}
          </h3>
          {exercise.isSample && (
            <Badge variant="accent" className="shrink-0">
              <Star aria-hidden="true" />
              {ADMIN_TEXT.sample}
            </Badge>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <DifficultyBadge level={exercise.difficultyLevel} />
          <EquipmentLabel equipment={exercise.equipmentType} className="text-sm text-muted-foreground" />
        </div>
      </div>
      {exercise.description && <p className="line-clamp-3 text-sm text-muted-foreground">{exercise.description}</p>}
      <MuscleBadges targetMuscleGroups={exercise.targetMuscleGroups} />
      {tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {tags.slice(0, TAGS_SHOWN).map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className="font-normal">
                #{tag}
              </Badge>
            </li>
          ))}
          {tags.length > TAGS_SHOWN && (
            <li>
              <Badge variant="secondary" className="font-normal">
                +{tags.length - TAGS_SHOWN} more
              </Badge>
            </li>
          )}
        </ul>
      )}
      <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
        <Button variant="outline" size="sm" onClick={() => onEdit(exercise)}>
          <Pencil aria-hidden="true" />
          {ADMIN_TEXT.edit}
          {named}
        </Button>
        <Button variant="outline" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => onDelete(exercise)}>
          <Trash2 aria-hidden="true" />
          {ADMIN_TEXT.delete}
          {named}
        </Button>
        <Button variant="outline" size="sm" className="col-span-2" onClick={() => onPictures(exercise)}>
          <Image aria-hidden="true" />
          {ADMIN_TEXT.pictures}
          {named}
        </Button>
        <Button
          variant={exercise.isSample ? 'secondary' : 'outline'}
          size="sm"
          className="col-span-2"
          disabled={samplePending}
          onClick={() => onToggleSample(exercise)}
        >
          {exercise.isSample ? <StarOff aria-hidden="true" /> : <Star aria-hidden="true" />}
          {exercise.isSample ? ADMIN_TEXT.removeFromSamples : ADMIN_TEXT.addToSamples}
          {named}
        </Button>
      </div>
    </article>
  );
}
