import { Link2, Share2 } from 'lucide-react';
import { toast } from 'sonner';
import type { ExerciseSummary } from '@/shared/schemas/exercise';
import { Button } from '@/web/components/ui/button';
import { exerciseShareUrl } from '@/web/lib/exercise-address';
import { DETAILS_TEXT } from './exercise-messages';

/** True where the browser can hand a link to the device's share sheet (phones; Web Share API). */
function canShareLinks(url: string): boolean {
  return typeof navigator.share === 'function' && typeof navigator.canShare === 'function' && navigator.canShare({ url });
}

/**
 * The details dialog's Share action (docs/product.md#exercise-address): the exercise's address
 * (`/dashboard/exercises?exercise={id}` on this site) to the device's share sheet where there is one (Web Share API),
 * else copied to the clipboard with a 'Link copied' toast. A share the member cancels says nothing; a clipboard the
 * browser refuses says so and points at the address bar, which holds the same address.
 */
export function ShareExerciseButton({ exercise }: { exercise: Pick<ExerciseSummary, 'id' | 'exerciseName'> }) {
  const url = exerciseShareUrl(window.location.origin, exercise.id);
  const share = canShareLinks(url);
  const onClick = async () => {
    if (share) {
      try {
        await navigator.share({ title: exercise.exerciseName, url });
      } catch {
        // Cancelled, or the share sheet is busy: nothing was lost.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(DETAILS_TEXT.linkCopied, { id: 'exercise-link' });
    } catch {
      toast.error(DETAILS_TEXT.copyFailed, { id: 'exercise-link' });
    }
  };
  const Icon = share ? Share2 : Link2;
  return (
    <Button type="button" variant="outline" onClick={() => void onClick()}>
      <Icon aria-hidden="true" className="size-4" />
      {share ? DETAILS_TEXT.share : DETAILS_TEXT.copyLink}
      <span className="sr-only"> for {exercise.exerciseName}</span>
    </Button>
  );
}
