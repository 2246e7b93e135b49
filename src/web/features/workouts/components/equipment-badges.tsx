import { Dumbbell } from 'lucide-react';
import { Badge } from '@/web/components/ui/badge';
import { equipmentForCard } from '../equipment-summary';

/** A workout card's equipment: at most two badges plus '+n more' (docs/product.md#workouts, docs/product.md#limits). */
export function EquipmentBadges({ equipmentTypes }: { equipmentTypes: readonly string[] }) {
  const { shown, more } = equipmentForCard(equipmentTypes);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Equipment">
      {shown.map((type) => (
        <li key={type}>
          <Badge variant="accent" className="font-normal">
            <Dumbbell aria-hidden="true" />
            {type}
          </Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge variant="secondary" className="font-normal">
            +{more} more
          </Badge>
        </li>
      )}
    </ul>
  );
}
