import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { AUTH_MESSAGES, authErrorMessage } from '@/web/features/auth/auth-messages';
import { CONFIRMED_PARAM } from '@/web/features/auth/components/confirmation-link-notice';
import { authClient } from '@/web/lib/auth-client';

/** Seconds 'Send again' rests after a link went out, and after the server said to wait (its limit's window is a minute). */
export const RESEND_COOLDOWN_SECONDS = { sent: 30, limited: 60 } as const;

type Notice = { tone: 'done' | 'wait' | 'error'; text: string; email?: string };

/**
 * The screen /auth shows after a sign-up (docs/product.md#sign-in): 'Check your inbox', the address the link went to,
 * 'Send again' and the ways back. Its heading takes the focus when it appears, so a keyboard or screen-reader user
 * lands on the news.
 *
 * 'Send again' asks better-auth's `/send-verification-email`, which answers the same for every address (no
 * enumeration) and is limited per client IP on the server (src/server/auth/auth.ts, `resend`); its 429 says
 * 'Please wait a minute before sending again.' After each answer the button rests for a while
 * ({@link RESEND_COOLDOWN_SECONDS}); it stays focusable (`aria-disabled`) and a press then only repeats the wait.
 */
export function CheckInbox({
  email,
  onUseAnotherAddress,
  onBackToSignIn,
}: {
  email: string;
  onUseAnotherAddress: () => void;
  onBackToSignIn: () => void;
}) {
  const text = AUTH_MESSAGES.checkInbox;
  const heading = useRef<HTMLHeadingElement>(null);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [cooldown, setCooldown] = useState(0);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  async function sendAgain() {
    if (sending) return;
    if (cooldown > 0) {
      setNotice({ tone: 'wait', text: text.waitBeforeResend });
      return;
    }
    setSending(true);
    try {
      const { error } = await authClient.sendVerificationEmail({ email, callbackURL: `${window.location.origin}/?${CONFIRMED_PARAM}=1` });
      if (error?.status === 429) {
        setNotice({ tone: 'wait', text: text.waitBeforeResend });
        setCooldown(RESEND_COOLDOWN_SECONDS.limited);
      } else if (error) {
        setNotice({ tone: 'error', text: authErrorMessage(error) });
      } else {
        setNotice({ tone: 'done', text: text.sentAgain, email });
        setCooldown(RESEND_COOLDOWN_SECONDS.sent);
      }
    } catch (error) {
      setNotice({ tone: 'error', text: authErrorMessage(error instanceof Error ? error : null) });
    } finally {
      setSending(false);
    }
  }

  const resting = cooldown > 0;
  return (
    <section aria-labelledby="check-inbox-heading" className="space-y-6">
      <div className="space-y-3 text-center sm:text-left">
        <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-accent text-primary sm:mx-0">
          <MailCheck aria-hidden="true" className="size-6" />
        </span>
        <h1
          id="check-inbox-heading"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring sm:text-3xl"
        >
          {text.title}
        </h1>
        <p className="text-muted-foreground">
          {text.sentTo} <strong className="font-semibold break-all text-foreground">{email}</strong>. {text.followIt}
        </p>
      </div>

      <div className="space-y-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
        <p className="text-sm text-muted-foreground">{text.notArrived}</p>
        <Button
          type="button"
          variant="outline"
          className="w-full sm:w-auto aria-disabled:opacity-60"
          aria-disabled={resting || sending ? 'true' : undefined}
          onClick={() => void sendAgain()}
        >
          {sending ? text.sendingAgain : resting ? text.sendAgainIn(cooldown) : text.sendAgain}
        </Button>
        <p
          role="status"
          aria-live="polite"
          className={
            notice?.tone === 'error'
              ? 'text-sm font-medium text-destructive'
              : notice?.tone === 'wait'
                ? 'text-sm font-medium text-amber-800'
                : 'text-sm font-medium text-emerald-800'
          }
        >
          {notice &&
            (notice.email ? (
              <>
                {notice.text} <span className="break-all">{notice.email}</span>.
              </>
            ) : (
              notice.text
            ))}
        </p>
        <div className="flex flex-col gap-2 border-t pt-4 sm:flex-row sm:justify-between">
          <Button type="button" variant="ghost" className="justify-center sm:-ml-3" onClick={onUseAnotherAddress}>
            {text.useAnotherAddress}
          </Button>
          <Button type="button" variant="ghost" className="justify-center sm:-mr-3" onClick={onBackToSignIn}>
            {text.backToSignIn}
          </Button>
        </div>
      </div>
    </section>
  );
}
