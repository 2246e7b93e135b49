import { ArrowRight, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import type { Exercise } from '@/shared/schemas/exercise';
import { MAX_COMPARE } from '@/shared/limits';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';

/** The tray's words. 'Clear All' is the comparison tool's own (docs/product.md#compare). */
export const COMPARE_TRAY_TEXT = {
  title: (count: number) => `Compare (${count}/${MAX_COMPARE})`,
  listLabel: 'Exercises to compare',
  remove: (name: string) => `Remove ${name} from comparison`,
  clearAll: 'Clear All',
  compareNow: 'Compare now',
  loading: 'Loading exercises to compare...',
} as const;

interface CompareTrayProps {
  /** The picked ids, in order (their count shows before the exercises have loaded). */
  ids: readonly string[];
  /** The picked exercises the viewer may see, in order; undefined while loading. */
  exercises: Exercise[] | undefined;
  /** The comparison page's URL for the picks. */
  href: string;
  /** The last change in words; read out politely. */
  announcement: string;
  onRemove: (exercise: Exercise) => void;
  onClear: () => void;
}

/**
 * The comparison tray of the library: a bar that stays at the bottom of the view while the member scrolls, listing
 * the picked exercises (each removable), 'Clear All' and a 'Compare now' link to the comparison page with exactly
 * those exercises. Hidden with nothing picked; its live region stays, so the removal of the last pick is still read.
 * A labelled region (landmark), so screen-reader users can jump to it. Keyboard: focus moves to the next remove
 * button after a removal, and to the card's Compare toggle (or the main content) once the tray empties
 * (WCAG 2.4.3 focus order). While it shows, the page's scroll padding keeps its height free at the bottom, so a
 * control focused by keyboard is scrolled clear of it rather than behind it (WCAG 2.4.11 focus not obscured).
 */
export function CompareTray({ ids, exercises, href, announcement, onRemove, onClear }: CompareTrayProps) {
  const titleId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const trayRef = useRef<HTMLElement>(null);
  const count = exercises?.length ?? ids.length;
  const shown = ids.length > 0;

  useEffect(() => {
    const tray = trayRef.current;
    if (!shown || !tray) return;
    const root = document.documentElement;
    // The tray's height plus its offset from the bottom and a little air: focused elements scroll clear of it, and
    // toasts (the Toaster reads --compare-tray-space) rise above it instead of covering 'Compare now'.
    const reserve = () => {
      root.style.scrollPaddingBottom = `calc(${tray.offsetHeight + 32}px + var(--bottom-nav-space, 0px))`;
      root.style.setProperty('--compare-tray-space', `${tray.offsetHeight + 16}px`);
    };
    reserve();
    // Absent only outside browsers (jsdom): the height taken once then is enough there.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reserve);
    observer?.observe(tray);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = '';
      root.style.removeProperty('--compare-tray-space');
    };
  }, [shown]);

  /** After the DOM updates: the remove button now at `index` (or the last one), else the toggle, else main. */
  const moveFocusAfterRemoval = (index: number, removedId: string) => {
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-compare-tray-remove]') ?? [];
      const next =
        buttons[Math.min(index, buttons.length - 1)] ??
        document.querySelector<HTMLElement>(`[data-compare-toggle="${removedId}"]`) ??
        document.getElementById('main-content');
      next?.focus();
    });
  };

  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {shown && (
        <section
          ref={trayRef}
          aria-labelledby={titleId}
          data-compare-tray=""
          className="sticky bottom-[calc(0.75rem+var(--bottom-nav-space))] z-10 rounded-xl border bg-white/95 p-3 shadow-lg backdrop-blur-md sm:bottom-[calc(1rem+var(--bottom-nav-space))] sm:p-4"
        >
          <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
            <h2 id={titleId} className="text-sm font-semibold whitespace-nowrap">
              {COMPARE_TRAY_TEXT.title(count)}
            </h2>
            <div className="order-last w-full min-w-0 sm:order-none sm:w-auto sm:flex-1">
              {exercises ? (
                <ul
                  ref={listRef}
                  aria-label={COMPARE_TRAY_TEXT.listLabel}
                  className="flex gap-2 overflow-x-auto pb-0.5 sm:flex-wrap sm:overflow-visible sm:pb-0"
                >
                  {exercises.map((exercise, index) => (
                    <li
                      key={exercise.id}
                      className="flex max-w-56 shrink-0 items-center gap-1 rounded-full border bg-accent py-0.5 pr-0.5 pl-3 text-sm text-accent-foreground"
                    >
                      <span className="truncate" title={exercise.exerciseName}>
                        {exercise.exerciseName}
                      </span>
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        className="size-7 rounded-full hover:bg-emerald-100"
                        aria-label={COMPARE_TRAY_TEXT.remove(exercise.exerciseName)}
                        data-compare-tray-remove=""
                        onClick={() => {
                          moveFocusAfterRemoval(index, exercise.id);
                          onRemove(exercise);
                        }}
                      >
                        <X aria-hidden="true" />
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : (
                <div role="status" aria-label={COMPARE_TRAY_TEXT.loading} className="flex gap-2">
                  {ids.map((id) => (
                    <Skeleton key={id} className="h-8 w-28 rounded-full" />
                  ))}
                </div>
              )}
            </div>
            <div className="ml-auto flex items-center gap-2">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  onClear();
                  requestAnimationFrame(() => document.getElementById('main-content')?.focus());
                }}
              >
                {COMPARE_TRAY_TEXT.clearAll}
                <span className="sr-only"> {COMPARE_TRAY_TEXT.listLabel.toLowerCase()}</span>
              </Button>
              <Button asChild size="sm">
                <Link to={href}>
                  {COMPARE_TRAY_TEXT.compareNow}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </div>
          </div>
        </section>
      )}
    </>
  );
}
