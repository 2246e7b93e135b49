/** Query keys of the suggestions feature (arrays, never built from strings: STYLE.md). */
export const suggestionsKeys = {
  all: ['suggestions'] as const,
  list: () => [...suggestionsKeys.all, 'list'] as const,
};
