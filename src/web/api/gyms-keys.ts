/** Query keys of the member's gyms (arrays, never built from strings: docs/architecture.md#query-keys). */
export const gymsKeys = {
  all: ['gyms'] as const,
  list: () => [...gymsKeys.all, 'list'] as const,
};
