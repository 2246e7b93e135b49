import { formatDifficulty, type DifficultyLevel } from '@/shared/catalogue/difficulty';
import { Badge } from '@/web/components/ui/badge';

// spec §2: green beginner, yellow intermediate, red advanced (the badge variants keep AA contrast).
const VARIANT = { beginner: 'success', intermediate: 'warning', advanced: 'danger' } as const;

/** The difficulty of an exercise as a coloured badge, capitalised (spec §3). */
export function DifficultyBadge({ level }: { level: DifficultyLevel }) {
  return <Badge variant={VARIANT[level]}>{formatDifficulty(level)}</Badge>;
}
