import { Badge } from '@/web/components/ui/badge';

interface TagBadgesProps {
  tags: readonly string[];
  /** The list's accessible name (the section's heading text). */
  label: string;
  /** 'secondary' for an exercise's tags; 'accent' where they are a member's proposal (suggestion cards). */
  variant?: 'secondary' | 'accent';
  /** How many tags are left out: shown as an outlined '+N more' chip after the list (docs/product.md#limits). */
  more?: number;
}

/**
 * An exercise's tags as a wrapping list of badges, in the order given (details dialog, compare cards, suggestion
 * cards). Renders the list even when empty; callers decide what an exercise without tags shows.
 */
export function TagBadges({ tags, label, variant = 'secondary', more = 0 }: TagBadgesProps) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant={variant} className="font-normal">
            {tag}
          </Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge variant="outline" className="font-normal">
            +{more} more
          </Badge>
        </li>
      )}
    </ul>
  );
}
