/** Query keys of the suggestions feature (arrays, never built from strings: docs/architecture.md#query-keys). */
export const suggestionsKeys = {
  all: ['suggestions'] as const,
  list: () => [...suggestionsKeys.all, 'list'] as const,
};
