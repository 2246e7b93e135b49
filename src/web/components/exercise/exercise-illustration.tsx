import { Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ExerciseIllustration } from '@/shared/schemas/exercise';
import { Button } from '@/web/components/ui/button';
import { useReducedMotion } from '@/web/hooks/use-reduced-motion';
import { cn } from '@/web/lib/utils';
import { ILLUSTRATION_TEXT } from './exercise-messages';

/** How long each position shows while the movement plays, in ms: about the pace of a controlled repetition. */
const FRAME_MS = 900;

interface ExerciseThumbnailProps {
  illustration: ExerciseIllustration | null;
  exerciseName: string;
  /** The box's size class; the picture keeps its proportions inside it. */
  className?: string;
}

/**
 * A small picture of an exercise's start position (docs/product.md#illustrations) for cards, compare, the builder and
 * the session: lazy, decoded off the main thread, in a square box whose size never changes when it loads (no layout
 * shift). Nothing at all for an exercise without pictures.
 */
export function ExerciseThumbnail({ illustration, exerciseName, className }: ExerciseThumbnailProps) {
  if (!illustration) return null;
  return (
    <img
      src={illustration.start}
      alt={ILLUSTRATION_TEXT.thumbnailAlt(exerciseName)}
      width={64}
      height={64}
      loading="lazy"
      decoding="async"
      className={cn('size-16 shrink-0 rounded-md border bg-white object-contain p-0.5', className)}
    />
  );
}

/**
 * The details dialog's pictures (docs/product.md#illustrations): the start and end positions side by side, each
 * captioned, and "Play movement", which alternates them in one frame as a two-frame movement until "Stop movement".
 * Under `prefers-reduced-motion` nothing moves: both positions stay side by side and the control is not offered. The
 * credit line follows Everkinetic's drawings (CC BY-SA 4.0 asks for it wherever they are shown at size).
 */
export function IllustrationViewer({ illustration, exerciseName }: { illustration: ExerciseIllustration; exerciseName: string }) {
  const reducedMotion = useReducedMotion();
  const [playing, setPlaying] = useState(false);
  const [frame, setFrame] = useState<0 | 1>(0);
  const end = illustration.end;
  const moving = playing && end !== null && !reducedMotion;
  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => setFrame((current) => (current === 0 ? 1 : 0)), FRAME_MS);
    return () => window.clearInterval(timer);
  }, [moving]);

  const picture = (src: string, position: 'start' | 'end', className?: string) => (
    <img
      src={src}
      alt={ILLUSTRATION_TEXT.positionAlt(exerciseName, position)}
      width={240}
      height={240}
      decoding="async"
      className={cn('aspect-square w-full rounded-lg border bg-white object-contain p-2', className)}
    />
  );

  return (
    <section aria-label={ILLUSTRATION_TEXT.heading} className="space-y-2">
      {moving ? (
        <figure className="mx-auto max-w-60">
          {picture(frame === 0 ? illustration.start : end, frame === 0 ? 'start' : 'end')}
          <figcaption className="pt-1 text-center text-xs text-muted-foreground">
            {ILLUSTRATION_TEXT.caption[frame === 0 ? 'start' : 'end']}
          </figcaption>
        </figure>
      ) : (
        <div className={cn('grid gap-3', end !== null ? 'grid-cols-2' : 'max-w-60 grid-cols-1')}>
          <figure>
            {picture(illustration.start, 'start')}
            {end !== null && (
              <figcaption className="pt-1 text-center text-xs text-muted-foreground">{ILLUSTRATION_TEXT.caption.start}</figcaption>
            )}
          </figure>
          {end !== null && (
            <figure>
              {picture(end, 'end')}
              <figcaption className="pt-1 text-center text-xs text-muted-foreground">{ILLUSTRATION_TEXT.caption.end}</figcaption>
            </figure>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {end !== null && !reducedMotion ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-pressed={playing}
            onClick={() => {
              setPlaying((current) => !current);
              setFrame(0);
            }}
          >
            {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            {playing ? ILLUSTRATION_TEXT.stop : ILLUSTRATION_TEXT.play}
          </Button>
        ) : (
          <span />
        )}
        {illustration.source === 'everkinetic' && <IllustrationCredit />}
      </div>
    </section>
  );
}

/** "Illustration: Everkinetic, CC BY-SA 4.0", both names linked (docs/product.md#credits). */
export function IllustrationCredit({ className }: { className?: string }) {
  return (
    <p className={cn('text-xs text-muted-foreground', className)}>
      {ILLUSTRATION_TEXT.creditPrefix}{' '}
      <a href={ILLUSTRATION_TEXT.everkineticUrl} target="_blank" rel="noreferrer" className="underline underline-offset-2">
        Everkinetic
      </a>
      ,{' '}
      <a href={ILLUSTRATION_TEXT.licenceUrl} target="_blank" rel="noreferrer" className="underline underline-offset-2">
        CC BY-SA 4.0
      </a>
    </p>
  );
}
