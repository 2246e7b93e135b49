import { Check, Pencil, Trash2 } from 'lucide-react';
import type { Gym } from '@/shared/schemas/gyms';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';
import { GYMS_TEXT } from '../gyms-messages';

/** Equipment chips a gym card shows before '+n more'. */
const CHIPS_SHOWN = 6;

interface GymCardProps {
  gym: Gym;
  activating: boolean;
  onActivate: (gym: Gym) => void;
  onEdit: (gym: Gym) => void;
  onDelete: (gym: Gym) => void;
}

/**
 * One gym on My Gyms (docs/product.md#my-gyms): its name, whether it is the active gym, how many exercises it unlocks,
 * its equipment (the first few, then '+n more') and Make Active, Edit and Delete.
 */
export function GymCard({ gym, activating, onActivate, onEdit, onDelete }: GymCardProps) {
  const shown = gym.equipment.slice(0, CHIPS_SHOWN);
  return (
    <article
      aria-labelledby={`gym-${gym.id}`}
      className={cn(
        'flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs',
        gym.isActive && 'border-primary ring-1 ring-primary/40',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={`gym-${gym.id}`} className="min-w-0 text-lg font-semibold break-words">
          {gym.name}
        </h2>
        {gym.isActive && (
          <Badge className="shrink-0">
            <Check aria-hidden="true" />
            {GYMS_TEXT.active}
          </Badge>
        )}
      </div>
      <p className="text-sm font-medium text-primary">{GYMS_TEXT.unlocks(gym.exerciseCount)}</p>
      <div className="space-y-1.5">
        <p className="text-xs text-muted-foreground">{GYMS_TEXT.equipmentSummary(gym.equipment.length)}</p>
        {shown.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={GYMS_TEXT.equipmentLegend}>
            {shown.map((item) => (
              <li key={item}>
                <Badge variant="secondary">{item}</Badge>
              </li>
            ))}
            {gym.equipment.length > CHIPS_SHOWN && (
              <li>
                <Badge variant="outline">{GYMS_TEXT.moreItems(gym.equipment.length - CHIPS_SHOWN)}</Badge>
              </li>
            )}
          </ul>
        )}
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        {!gym.isActive && (
          <Button size="sm" onClick={() => onActivate(gym)} disabled={activating} aria-label={`${GYMS_TEXT.makeActive}: ${gym.name}`}>
            {GYMS_TEXT.makeActive}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => onEdit(gym)} aria-label={`${GYMS_TEXT.edit} ${gym.name}`}>
          <Pencil aria-hidden="true" />
          {GYMS_TEXT.edit}
        </Button>
        <Button size="sm" variant="outline" onClick={() => onDelete(gym)} aria-label={`${GYMS_TEXT.delete} ${gym.name}`}>
          <Trash2 aria-hidden="true" />
          {GYMS_TEXT.delete}
        </Button>
      </div>
    </article>
  );
}
