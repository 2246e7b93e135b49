import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { changeAdminListParams, parseAdminListParams, toAdminListSearch, type AdminListParams } from '../admin-list-params';

/**
 * The admin list's view state in the URL. `update` applies a change (page back to 1 when the search or level changes)
 * and adds a history entry unless `replace` (used while typing, so Back skips keystrokes).
 */
export function useAdminListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseAdminListParams(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<AdminListParams>, options: { replace?: boolean } = {}) =>
      setSearchParams((current) => toAdminListSearch(changeAdminListParams(parseAdminListParams(current), change)), options),
    [setSearchParams],
  );
  return { params, update };
}
