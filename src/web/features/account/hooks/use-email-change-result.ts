import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { getMeQueryOptions } from '@/web/api/get-me';
import { ACCOUNT_TOASTS } from '../account-messages';
import { EMAIL_CHANGED_PARAM } from '@/web/lib/account-paths';
import { reportError } from '@/web/lib/report-error';

/**
 * After the e-mail confirmation link (docs/product.md#email-links) better-auth redirects to /auth with `?email-changed=1`, or with
 * `&error=<CODE>` when the link was expired or invalid; /auth forwards a signed-in member here with the same flags. Says which happened once, reloads the member so the account info
 * shows the new address, and removes the flags from the URL so a reload does not repeat it.
 */
export function useEmailChangeResult(): void {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || !params.has(EMAIL_CHANGED_PARAM)) return;
    handled.current = true;
    const failed = params.has('error');
    setParams(
      (current) => {
        current.delete(EMAIL_CHANGED_PARAM);
        current.delete('error');
        return current;
      },
      { replace: true },
    );
    if (failed) {
      toast.error(ACCOUNT_TOASTS.emailLinkFailed.title, { description: ACCOUNT_TOASTS.emailLinkFailed.description });
      return;
    }
    void queryClient
      .fetchQuery({ ...getMeQueryOptions(), staleTime: 0 })
      .then((me) => {
        if (!me) return;
        const shown = ACCOUNT_TOASTS.emailChanged(me.user.email);
        toast.success(shown.title, { description: shown.description });
      })
      .catch((error: unknown) => reportError('Reloading the member after the e-mail change failed', error));
  }, [params, setParams, queryClient]);
}
