import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMemo } from 'react';
import { reorderAnnouncements } from '../reorder-announcements';
import { WORKOUTS_TEXT } from '../workouts-messages';
import type { EntryView } from './entry-view';
import { SortableEntry } from './sortable-entry';

// The list only reorders vertically: dragging sideways would only move the card off its column.
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

interface EntryListProps {
  entries: EntryView[];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** Opens the Swap dialog of the entry at `index` (entries with an exercise only). */
  onSwap: (index: number) => void;
}

/**
 * The builder's sortable list of entries (docs/product.md#workout-builder), on @dnd-kit: drag by the handle with a
 * pointer, or focus the handle, press Space, move with the arrow keys and press Space again. The keyboard moves one
 * entry per key press (sortableKeyboardCoordinates jumps to the neighbouring entry; a fixed 25 px step would need
 * several presses per position on cards this tall). Screen readers hear the instructions and every move by name.
 */
export function EntryList({ entries, onMove, onRemove, onSwap }: EntryListProps) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // Rebuilt when the entries change; during a drag they do not (the list reorders on drop), so the names and positions
  // announced are those of the list the member sees.
  const accessibility = useMemo(
    () => ({
      announcements: reorderAnnouncements(entries),
      screenReaderInstructions: { draggable: WORKOUTS_TEXT.reorderInstructions },
    }),
    [entries],
  );

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = entries.findIndex((entry) => entry.id === active.id);
    const to = entries.findIndex((entry) => entry.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      onDragEnd={handleDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={entries.map((entry) => entry.id)} strategy={verticalListSortingStrategy}>
        <ol className="space-y-3" aria-label="Exercises in this workout">
          {entries.map((entry, index) => (
            <SortableEntry
              key={entry.id}
              id={entry.id}
              index={index}
              exercise={entry.exercise}
              name={entry.name}
              missingEquipment={entry.missingEquipment}
              onRemove={() => onRemove(index)}
              onSwap={entry.exercise ? () => onSwap(index) : undefined}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
