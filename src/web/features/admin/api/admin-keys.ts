import type { AdminListParams } from '../admin-list-params';

/** Query keys of the admin feature (arrays, never built from strings: STYLE.md). */
export const adminKeys = {
  all: ['admin'] as const,
  exercises: () => [...adminKeys.all, 'exercises'] as const,
  exerciseList: (params: AdminListParams) => [...adminKeys.exercises(), params] as const,
  suggestions: () => [...adminKeys.all, 'suggestions'] as const,
};
