import { highlightSegments } from '@/web/lib/highlight';
import { cn } from '@/web/lib/utils';

interface HighlightedTextProps {
  text: string;
  /** The words to mark (a library answer's `matchedTerms`); none leaves the text plain. */
  terms?: readonly string[];
  className?: string;
}

/**
 * `text` with the parts matching `terms` in <mark>, as {@link highlightSegments} finds them (docs/product.md#search):
 * bold on the accent tint, so the name reads the same and its accessible name is unchanged.
 */
export function HighlightedText({ text, terms = [], className }: HighlightedTextProps) {
  if (terms.length === 0) return <>{text}</>;
  return (
    <>
      {highlightSegments(text, terms).map((segment, index) =>
        segment.match ? (
          <mark key={index} className={cn('rounded-sm bg-accent font-bold text-accent-foreground', className)}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
