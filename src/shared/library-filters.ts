/**
 * The filters of the library query (docs/product.md#library), by the names the address and the API use. A plain module
 * (no zod), so the web can import it without the schemas (docs/architecture.md#performance).
 */
export const LIBRARY_FILTERS = ['equipment', 'difficulty', 'muscle', 'goal'] as const;

export type LibraryFilter = (typeof LIBRARY_FILTERS)[number];
