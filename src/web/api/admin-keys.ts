/**
 * Query keys of the admin feature (arrays, never built from strings: docs/architecture.md#query-keys). Shared because a catalogue change
 * refetches the admin list too; the list's parameters are the admin feature's type, hence the type parameter.
 */
export const adminKeys = {
  all: ['admin'] as const,
  exercises: () => [...adminKeys.all, 'exercises'] as const,
  exerciseList: <Params extends object>(params: Params) => [...adminKeys.exercises(), params] as const,
  suggestions: () => [...adminKeys.all, 'suggestions'] as const,
  /** Mutation keys: pages read which ids are in flight with `useMutationState`, so parallel clicks each show busy. */
  approveSuggestion: () => [...adminKeys.all, 'approve-suggestion'] as const,
  setSample: () => [...adminKeys.all, 'set-sample'] as const,
};
