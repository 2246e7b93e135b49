import type { ReactElement } from 'react';
import { PlayCircle } from 'lucide-react';
import type { Exercise } from '@/shared/schemas/exercise';
import { classifyVideoUrl } from '@/shared/catalogue/video';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/web/components/ui/dialog';
import { cn } from '@/web/lib/utils';
import { DETAILS_TEXT, videoDialogTitle, watchVideoLabel } from './exercise-messages';
import { ExerciseVideo } from './exercise-video';

// Loaded with the library, not lazily: it adds about 0.6 kB brotli to the library's first load (size-limit, 218.9 →
// 219.5 of 239 kB; docs/architecture.md#performance), the player it shows (exercise-video.tsx) is already in that
// load for the details dialog, and a separate chunk would only delay the first open by a round trip.

/** What the video dialog needs of an exercise: its name (the title) and its stored video URL. */
type VideoOf = Pick<Exercise, 'exerciseName' | 'videoUrl'>;

/** The rule's verdict for a stored URL (docs/product.md#video-links); a missing URL counts as 'invalid'. */
function videoKind(videoUrl: string | null) {
  return videoUrl ? classifyVideoUrl(videoUrl).kind : 'invalid';
}

interface ExerciseVideoDialogProps {
  exercise: VideoOf;
  /** The button that opens the dialog; Radix makes it the dialog's trigger, so focus comes back to it on close. */
  trigger: ReactElement;
}

/**
 * The video dialog (docs/product.md#video-dialog): titled '{name} — Video', it shows the exercise's video large by the
 * rules of docs/product.md#video-links (ExerciseVideo: an embedded YouTube or Vimeo player, the page's own player for
 * a file, the 'Watch Video (External Link)' button otherwise). `trigger` opens it; Radix traps focus inside, closes it
 * on Escape, on the Close button or a click outside, and returns focus to `trigger`. Opened from a details dialog it
 * stacks on top, and closing it leaves the details open. Callers show it only when the video is not 'invalid'.
 */
export function ExerciseVideoDialog({ exercise, trigger }: ExerciseVideoDialogProps) {
  const external = videoKind(exercise.videoUrl) === 'external';
  return (
    <Dialog>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="gap-4 p-4 sm:max-w-4xl sm:p-6" {...(external ? {} : { 'aria-describedby': undefined })}>
        <DialogHeader>
          <DialogTitle className="text-lg break-words sm:text-xl">{videoDialogTitle(exercise.exerciseName)}</DialogTitle>
          {external && <DialogDescription>{DETAILS_TEXT.externalVideoHint}</DialogDescription>}
        </DialogHeader>
        <ExerciseVideo videoUrl={exercise.videoUrl} exerciseName={exercise.exerciseName} />
      </DialogContent>
    </Dialog>
  );
}

interface WatchVideoButtonProps {
  exercise: VideoOf;
  /**
   * 'icon': the exercise card's round play button, which is also the card's sign that a video exists.
   * 'button': the details dialog's 'Watch video' button in its 'Video Guide' section.
   */
  variant: 'icon' | 'button';
  className?: string;
}

/**
 * 'Watch video' for one exercise (docs/product.md#video-dialog): a button, named 'Watch video: {name}', that opens
 * ExerciseVideoDialog. Renders nothing when the exercise has no usable video (classifyVideoUrl says 'invalid', or no
 * URL): no button and no indicator. In the details dialog ('button') an external-link video keeps its one 'Watch Video
 * (External Link)' button in place, since a dialog holding only that button would be a detour; the card ('icon') opens
 * the dialog for every kind, so its indicator means the same everywhere.
 */
export function WatchVideoButton({ exercise, variant, className }: WatchVideoButtonProps) {
  const kind = videoKind(exercise.videoUrl);
  if (kind === 'invalid') return null;
  if (variant === 'button' && kind === 'external') {
    return <ExerciseVideo videoUrl={exercise.videoUrl} exerciseName={exercise.exerciseName} />;
  }
  const label = watchVideoLabel(exercise.exerciseName);
  const trigger =
    variant === 'icon' ? (
      <Button
        variant="ghost"
        size="icon"
        aria-label={label}
        title={DETAILS_TEXT.watchVideo}
        className={cn('shrink-0 rounded-full text-primary hover:bg-accent hover:text-primary', className)}
      >
        <PlayCircle aria-hidden="true" className="size-5" />
      </Button>
    ) : (
      <Button variant="outline" aria-label={label} className={className}>
        <PlayCircle aria-hidden="true" />
        {DETAILS_TEXT.watchVideo}
      </Button>
    );
  return <ExerciseVideoDialog exercise={exercise} trigger={trigger} />;
}
