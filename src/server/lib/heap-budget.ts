import { getHeapStatistics, type HeapInfo } from 'node:v8';

/**
 * Share of V8's heap limit in use, once the search index is built, above which the server warns that its heap budget
 * (`--max-old-space-size` in `npm start`, decision 0022) leaves too little room: the figure includes garbage not yet
 * collected, so it errs towards warning early.
 */
export const HEAP_WARNING_SHARE = 0.7;

/**
 * The V8 heap in use and its limit, in MB (`node:v8` getHeapStatistics), and whether the use exceeds
 * {@link HEAP_WARNING_SHARE} of the limit.
 */
export function heapBudget(statistics: Pick<HeapInfo, 'used_heap_size' | 'heap_size_limit'> = getHeapStatistics()): {
  usedMb: number;
  limitMb: number;
  tight: boolean;
} {
  const mb = (bytes: number) => Math.round(bytes / 1_048_576);
  return {
    usedMb: mb(statistics.used_heap_size),
    limitMb: mb(statistics.heap_size_limit),
    tight: statistics.used_heap_size > HEAP_WARNING_SHARE * statistics.heap_size_limit,
  };
}
