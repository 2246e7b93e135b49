import { useEffect, useState } from 'react';

/**
 * `value`, following it once it has stayed the same for `delayMs` (the autocomplete's fetch waits for a pause in the
 * typing, docs/product.md#search). An empty string is taken at once, so clearing the box drops its autocomplete entries
 * immediately.
 */
export function useDebouncedValue(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), value === '' ? 0 : delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return value === '' ? '' : settled;
}
