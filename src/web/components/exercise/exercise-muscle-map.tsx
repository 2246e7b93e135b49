import { musclesWorked, type MuscleSource } from '@/shared/catalogue/muscles-worked';
import { MuscleMap, type MuscleMapProps } from './muscle-map';

interface ExerciseMuscleMapProps {
  /** The exercise (or what musclesWorked reads of it): its primary and secondary muscles lists, else its target muscles text (docs/product.md#muscle-vocabulary). */
  exercise: MuscleSource;
  size?: MuscleMapProps['size'];
  className?: string;
}

/**
 * The muscle map of one exercise (docs/product.md#muscle-map): its recorded primary and secondary muscles, or, when it
 * has none, its target muscles read as muscles of the vocabulary; nothing at all when neither names a known muscle.
 */
export function ExerciseMuscleMap({ exercise, size, className }: ExerciseMuscleMapProps) {
  const { primary, secondary } = musclesWorked(exercise);
  if (primary.length === 0 && secondary.length === 0) return null;
  return <MuscleMap primary={primary} secondary={secondary} size={size} className={className} />;
}
