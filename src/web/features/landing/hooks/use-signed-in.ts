import { useMe } from '@/web/api/get-me';

/**
 * Whether a member is signed in, for the public pages: true once GET /api/me names one, false while it loads or when
 * nobody is (the visitor then sees the sign-up calls to action, the common case, without waiting).
 */
export function useSignedIn(): boolean {
  return Boolean(useMe().data);
}
