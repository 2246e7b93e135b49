import { ExternalLink } from 'lucide-react';
import { toast } from 'sonner';
import { classifyVideoUrl } from '@/shared/catalogue/video';
import { Button } from '@/web/components/ui/button';
import { DETAILS_TEXT } from './exercise-messages';

/**
 * Opens an external video page in a new tab. `window.open` with the 'noopener' feature always returns null, so the
 * tab is opened plainly and its `opener` cut at once (OWASP reverse-tabnabbing advice); a null answer means a blocker
 * stopped it: toast 'Unable to open video link.' (docs/product.md#messages).
 */
export function openExternalVideo(href: string): void {
  const opened = window.open(href, '_blank');
  if (!opened) {
    toast.error(DETAILS_TEXT.videoOpenFailed);
    return;
  }
  opened.opener = null;
}

interface ExerciseVideoProps {
  videoUrl: string | null;
  exerciseName: string;
}

/**
 * The video of an exercise by the rules of docs/product.md#validation (classifyVideoUrl): YouTube and Vimeo as an embedded player,
 * a video file in a <video> element, any other web address as the 'Watch Video (External Link)' button, and nothing
 * for a missing or unsafe URL. Returns null when there is nothing to show, so callers can hide the section.
 */
export function ExerciseVideo({ videoUrl, exerciseName }: ExerciseVideoProps) {
  const video = videoUrl ? classifyVideoUrl(videoUrl) : ({ kind: 'invalid' } as const);
  switch (video.kind) {
    case 'youtube':
    case 'vimeo':
      return (
        <div className="aspect-video w-full overflow-hidden rounded-lg border bg-slate-950">
          <iframe
            src={video.embedUrl}
            title={`${exerciseName} video`}
            className="size-full"
            loading="lazy"
            // No 'web-share': Chromium on Linux does not know that feature and logs "Unrecognized feature" as an
            // error on every open; the player's Share button falls back to its own dialog without it.
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        </div>
      );
    case 'file':
      return (
        <video
          src={video.src}
          controls
          preload="metadata"
          aria-label={`${exerciseName} video`}
          className="aspect-video w-full rounded-lg border bg-slate-950"
        />
      );
    case 'external':
      return (
        <Button variant="outline" onClick={() => openExternalVideo(video.href)}>
          <ExternalLink aria-hidden="true" />
          {DETAILS_TEXT.externalVideo}
        </Button>
      );
    case 'invalid':
      return null;
  }
}

/** True when the exercise has a video worth a section (docs/product.md#validation: invalid or missing URLs show nothing). */
export function hasVideo(videoUrl: string | null): boolean {
  return videoUrl !== null && classifyVideoUrl(videoUrl).kind !== 'invalid';
}
