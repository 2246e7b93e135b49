import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';

/**
 * What a screen reader hears while an entry is reordered (dnd-kit `accessibility.announcements`; docs/product.md#workout-builder
 * "announcements for screen readers"), by exercise name and 1-based position. `entries` is the list in its order
 * before the move: dnd-kit reorders only on drop, so the entry under the dragged one marks its new position. A move is
 * announced only when the position changes: dnd-kit reports the entry over its own slot right after the pick-up, and
 * announcing that would cut "Picked up …" short in the live region.
 */
export function reorderAnnouncements(entries: ReadonlyArray<{ id: UniqueIdentifier; name: string }>): Announcements {
  const nameOf = (id: UniqueIdentifier) => entries.find((entry) => entry.id === id)?.name ?? 'Exercise';
  const where = (id: UniqueIdentifier) => `position ${entries.findIndex((entry) => entry.id === id) + 1} of ${entries.length}`;
  // The slot the last announcement named (null: off the list); one drag at a time per list.
  let announcedOver: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      announcedOver = active.id;
      return `Picked up ${nameOf(active.id)}. It is in ${where(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      const overId = over?.id ?? null;
      if (overId === announcedOver) return undefined;
      announcedOver = overId;
      return over ? `${nameOf(active.id)} was moved into ${where(over.id)}.` : `${nameOf(active.id)} is no longer over the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} was dropped at ${where(over.id)}.` : `${nameOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving was cancelled. ${nameOf(active.id)} was returned to ${where(active.id)}.`,
  };
}
