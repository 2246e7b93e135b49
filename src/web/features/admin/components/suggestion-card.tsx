import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { equipmentGroupLabel, equipmentNeeds } from '@/shared/catalogue/required-equipment';
import type { PendingSuggestion } from '@/shared/schemas/admin';
import { Button } from '@/web/components/ui/button';
import { DifficultyBadge } from '@/web/components/exercise/difficulty-badge';
import { MuscleBadges } from '@/web/components/exercise/muscle-badges';
import { ADMIN_TEXT } from '../admin-messages';
import { EquipmentLabel } from '@/web/components/exercise/equipment-label';

interface SuggestionCardProps {
  suggestion: PendingSuggestion;
  approving: boolean;
  busy: boolean;
  onApprove: (suggestion: PendingSuggestion) => void;
  onReject: (suggestion: PendingSuggestion) => void;
}

/**
 * A pending suggestion (docs/product.md#moderation): name, difficulty badge, equipment type, what it needs a group at a
 * time and what only helps (the lines Approve copies into the exercise), target muscles, its picture (Approve makes it the exercise's), description, Approve, Reject.
 */
export function SuggestionCard({ suggestion, approving, busy, onApprove, onReject }: SuggestionCardProps) {
  const headingId = useId();
  const { requiredEquipment, optionalEquipment } = equipmentNeeds(suggestion);
  const named = <span className="sr-only"> {suggestion.exerciseName}</span>;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col gap-3 rounded-lg border bg-background p-4">
      <div className="space-y-2">
        <h3 id={headingId} className="leading-snug font-semibold break-words">
          {suggestion.exerciseName}
        </h3>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <DifficultyBadge level={suggestion.difficultyLevel} />
          <EquipmentLabel equipment={suggestion.equipmentType} className="text-sm text-muted-foreground" />
        </div>
        <p className="text-sm break-words text-slate-700">
          {ADMIN_TEXT.suggestionNeeds(requiredEquipment.map(equipmentGroupLabel).join(', '))}
        </p>
        {optionalEquipment.length > 0 && (
          <p className="text-sm break-words text-muted-foreground">{ADMIN_TEXT.suggestionHelpful(optionalEquipment.join(', '))}</p>
        )}
      </div>
      <MuscleBadges targetMuscleGroups={suggestion.targetMuscleGroups} all />
      {suggestion.picture && (
        <img
          src={suggestion.picture}
          alt={ADMIN_TEXT.suggestionPictureAlt(suggestion.exerciseName)}
          width={320}
          height={180}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full max-w-80 rounded-md border bg-white object-contain"
        />
      )}
      <p className="line-clamp-4 text-sm text-muted-foreground">{suggestion.description}</p>
      <div className="mt-auto flex gap-2 pt-1">
        <Button size="sm" className="flex-1" disabled={busy} onClick={() => onApprove(suggestion)}>
          <Check aria-hidden="true" />
          {approving ? ADMIN_TEXT.approving : ADMIN_TEXT.approve}
          {named}
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="flex-1 text-red-700 hover:bg-red-50 hover:text-red-800"
          disabled={busy}
          onClick={() => onReject(suggestion)}
        >
          <X aria-hidden="true" />
          {ADMIN_TEXT.reject}
          {named}
        </Button>
      </div>
    </article>
  );
}
