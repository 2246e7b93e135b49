import { formatDifficulty, type DifficultyLevel } from '@/shared/catalogue/difficulty';
import { Badge } from '@/web/components/ui/badge';

// docs/product.md#screens: green beginner, yellow intermediate, red advanced (the badge variants keep AA contrast).
const VARIANT = { beginner: 'success', intermediate: 'warning', advanced: 'danger' } as const;

/** The difficulty of an exercise as a coloured badge, capitalised (docs/product.md#data). */
export function DifficultyBadge({ level }: { level: DifficultyLevel }) {
  return <Badge variant={VARIANT[level]}>{formatDifficulty(level)}</Badge>;
}
