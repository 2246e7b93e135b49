import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/web/lib/utils';
import { COMPARE_TEXT } from '../compare-messages';

/**
 * Free text with its line breaks kept, folded to five lines so four columns side by side stay comparable (imported
 * descriptions run to many steps). A 'Show more' / 'Show less' toggle (aria-expanded, aria-controls) appears only when
 * the text really overflows at the current width, measured with a ResizeObserver.
 */
export function ClampedText({ text, className }: { text: string; className?: string }) {
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || expanded || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setOverflows(element.scrollHeight > element.clientHeight + 1));
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, expanded]);

  return (
    <div className="space-y-1">
      <p ref={ref} id={id} className={cn('text-sm leading-relaxed whitespace-pre-line', !expanded && 'line-clamp-5', className)}>
        {text}
      </p>
      {(overflows || expanded) && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
          className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {expanded ? COMPARE_TEXT.showLess : COMPARE_TEXT.showMore}
        </button>
      )}
    </div>
  );
}
