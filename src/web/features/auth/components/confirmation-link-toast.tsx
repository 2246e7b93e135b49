import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useMe } from '@/web/api/get-me';
import { AUTH_MESSAGES, linkErrorMessage } from '@/web/features/auth/auth-messages';

/**
 * The outcome of a sign-up confirmation link that landed on `/?verified=1` (see ConfirmationLinkNotice), said once
 * the session is known: 'Email confirmed!' (signed in by the link, or not when it was confirmed already), or with
 * `&error=<CODE>` why the link did not work. The flags then leave the URL, so a reload does not repeat it.
 */
export function ConfirmationLinkToast() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const toasted = useRef(false);
  const signedIn = me.isPending ? undefined : Boolean(me.data);
  const error = params.get('error');

  useEffect(() => {
    if (signedIn === undefined || toasted.current) return;
    toasted.current = true;
    if (error) {
      toast.error(AUTH_MESSAGES.linkFailed, { description: linkErrorMessage(error, 'verify') });
    } else {
      const message = signedIn ? AUTH_MESSAGES.emailConfirmedSignedIn : AUTH_MESSAGES.emailConfirmed;
      toast.success(message.title, { description: message.description });
    }
    setParams({}, { replace: true });
  }, [signedIn, error, setParams]);

  return null;
}
