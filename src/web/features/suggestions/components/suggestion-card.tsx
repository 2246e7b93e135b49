import { formatDistanceToNow, format } from 'date-fns';
import { Clock, ExternalLink, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { isHttpUrl, type Suggestion, type SuggestionStatus } from '@/shared/schemas/suggestions';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { DifficultyBadge } from '@/web/components/exercise/difficulty-badge';
import { MuscleBadges } from '@/web/components/exercise/muscle-badges';
import { TagBadges } from '@/web/components/exercise/tag-badges';
import { SUGGESTIONS_TEXT } from '../suggestions-messages';
import { EquipmentLabel } from '@/web/components/exercise/equipment-label';

interface SuggestionCardProps {
  suggestion: Suggestion;
  onDelete: (suggestion: Suggestion) => void;
}

const STATUS_BADGE = { pending: 'warning', approved: 'success', rejected: 'danger' } as const satisfies Record<SuggestionStatus, string>;

/** Where the suggestion stands: 'Pending', 'Approved' or 'Rejected', with a sentence saying what it means. */
function StatusBadge({ status }: { status: SuggestionStatus }) {
  return (
    <Badge variant={STATUS_BADGE[status]} title={SUGGESTIONS_TEXT.statusHint[status]}>
      <span className="sr-only">{SUGGESTIONS_TEXT.statusLabel}: </span>
      {SUGGESTIONS_TEXT.status[status]}
    </Badge>
  );
}

/** One labelled paragraph (Benefits / Considerations), clamped to two lines. */
function Note({ term, text }: { term: string; text: string | null }) {
  if (!text) return null;
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{term}</dt>
      <dd className="line-clamp-2 text-sm text-muted-foreground">{text}</dd>
    </div>
  );
}

/**
 * One suggestion on My Suggestions (docs/product.md#screens): name, its status (Pending / Approved / Rejected), difficulty badge, equipment, target muscles (three plus '+N more'),
 * its picture, description, benefits and considerations, tags, the video link, 'Submitted … ago' (date-fns relative time; the exact
 * date on hover and for screen readers) and Delete. An <article> named by its heading.
 */
export function SuggestionCard({ suggestion, onDelete }: SuggestionCardProps) {
  const headingId = useId();
  const created = new Date(suggestion.createdAt);
  const video = suggestion.videoUrl && isHttpUrl(suggestion.videoUrl) ? suggestion.videoUrl : null;
  const exact = format(created, 'MMM d, yyyy, h:mm a');

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="space-y-2">
        <div className="flex items-start justify-between gap-3">
          <h2 id={headingId} className="text-base leading-snug font-semibold break-words">
            {suggestion.exerciseName}
          </h2>
          <StatusBadge status={suggestion.status} />
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <DifficultyBadge level={suggestion.difficultyLevel} />
          <EquipmentLabel equipment={suggestion.equipmentType} className="text-sm text-muted-foreground" />
        </div>
      </div>
      <MuscleBadges targetMuscleGroups={suggestion.targetMuscleGroups} />
      {suggestion.picture && (
        <img
          src={suggestion.picture}
          alt={SUGGESTIONS_TEXT.pictureAlt(suggestion.exerciseName)}
          width={320}
          height={180}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full rounded-md border bg-white object-contain"
        />
      )}
      <p className="line-clamp-3 text-sm break-words text-slate-700">{suggestion.description}</p>
      {(suggestion.pros || suggestion.cons) && (
        <dl className="space-y-2">
          <Note term={SUGGESTIONS_TEXT.benefits} text={suggestion.pros} />
          <Note term={SUGGESTIONS_TEXT.considerations} text={suggestion.cons} />
        </dl>
      )}
      {suggestion.tags && suggestion.tags.length > 0 && <TagBadges tags={suggestion.tags} label={SUGGESTIONS_TEXT.tags} variant="accent" />}
      {video && (
        <a
          href={video}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-emerald-800 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {SUGGESTIONS_TEXT.video}
          <span className="sr-only"> {SUGGESTIONS_TEXT.newTab}</span>
        </a>
      )}
      <div className="mt-auto flex items-center justify-between gap-3 border-t pt-4">
        <p className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          <time dateTime={suggestion.createdAt} title={exact}>
            {SUGGESTIONS_TEXT.submitted(formatDistanceToNow(created, { addSuffix: true }))}
          </time>
        </p>
        <Button
          variant="outline"
          size="sm"
          className="border-red-200 text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={() => onDelete(suggestion)}
        >
          <Trash2 aria-hidden="true" />
          {SUGGESTIONS_TEXT.delete}
          <span className="sr-only"> {suggestion.exerciseName}</span>
        </Button>
      </div>
    </article>
  );
}
