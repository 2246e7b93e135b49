import { musclesWorked } from '@/shared/catalogue/muscles-worked';
import { MuscleMap, type MuscleMapProps } from './muscle-map';

interface ExerciseMuscleMapProps {
  /** The exercise's comma-separated target muscles, read by musclesWorked (docs/product.md#muscle-vocabulary). */
  targetMuscleGroups: string;
  size?: MuscleMapProps['size'];
  className?: string;
}

/**
 * The muscle map of one exercise (docs/product.md#muscle-map): its target muscles read as primary and secondary muscles
 * of the vocabulary, or nothing at all when none of its terms is a known muscle.
 */
export function ExerciseMuscleMap({ targetMuscleGroups, size, className }: ExerciseMuscleMapProps) {
  const { primary, secondary } = musclesWorked(targetMuscleGroups);
  if (primary.length === 0 && secondary.length === 0) return null;
  return <MuscleMap primary={primary} secondary={secondary} size={size} className={className} />;
}
