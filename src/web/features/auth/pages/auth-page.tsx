import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { FullPageLoading } from '@/web/components/full-page-loading';
import { Logo } from '@/web/components/logo';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { useMe } from '@/web/api/get-me';
import { AUTH_MESSAGES } from '@/web/features/auth/auth-messages';
import { AuthBrandPanel } from '@/web/features/auth/components/auth-brand-panel';
import { AuthTabs } from '@/web/features/auth/components/auth-tabs';
import { CheckInbox } from '@/web/features/auth/components/check-inbox';
import { ForgotPasswordForm } from '@/web/features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '@/web/features/auth/components/reset-password-form';
import { useAuthLinkParams } from '@/web/features/auth/components/use-auth-link-params';

/**
 * /auth (docs/product.md#screens): Sign In / Sign Up tabs, the Forgot Password block, Back to Home and the terms notice; the
 * 'Set a new password' form when opened from a reset e-mail, also for a signed-in member (without the tabs then).
 * Signed-in members otherwise go to /dashboard/exercises (docs/product.md#roles-and-access); e-mail links go where useAuthLinkParams says.
 * After a sign-up the page is 'Check your inbox' (CheckInbox) until the visitor goes back to a tab.
 */
export function AuthPage() {
  const me = useMe();
  const signedIn = me.isPending ? undefined : Boolean(me.data);
  const { resetToken, linkError, redirect, clearParams, failResetLink } = useAuthLinkParams(signedIn);
  const [tab, setTab] = useState<'signin' | 'signup'>('signin');
  // The address a sign-up's confirmation link just went to: the page then shows 'Check your inbox'.
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Leaving 'Check your inbox' removes the focused button: the focus goes to the tab it returns to instead.
  const returning = useRef(false);
  const forms = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sentTo !== null || !returning.current) return;
    returning.current = false;
    forms.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [sentTo]);
  const leaveInbox = (next: 'signin' | 'signup') => {
    setSentTo(null);
    setTab(next);
    returning.current = true;
  };

  if (redirect) return <Navigate to={redirect} replace />;
  if (me.isPending) return <FullPageLoading />;

  return (
    <main id="main-content" className="grid min-h-svh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <AuthBrandPanel />
      <div className="flex flex-col px-4 py-6 sm:px-8">
        <div className="flex items-center justify-between">
          <Button asChild variant="ghost" size="sm" className="-ml-2 text-slate-700">
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              Back to Home
            </Link>
          </Button>
          <Link to="/" className="rounded-md lg:hidden" aria-label="Equipped home">
            <Logo />
          </Link>
        </div>

        <div ref={forms} className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center gap-6 py-10">
          {sentTo && !resetToken && !signedIn ? (
            <CheckInbox email={sentTo} onUseAnotherAddress={() => leaveInbox('signup')} onBackToSignIn={() => leaveInbox('signin')} />
          ) : (
            <>
              <div className="space-y-2 text-center sm:text-left">
                <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
                  {resetToken ? 'Set a new password' : 'Welcome to Equipped'}
                </h1>
                <p className="text-muted-foreground">
                  {resetToken
                    ? 'Choose a new password for your account.'
                    : 'Sign in to explore the exercise library, or create a free account to get started.'}
                </p>
              </div>

              {linkError && (
                <Alert variant="destructive">
                  <AlertTitle>{AUTH_MESSAGES.linkFailed}</AlertTitle>
                  <AlertDescription>{linkError}</AlertDescription>
                </Alert>
              )}

              {resetToken ? (
                <div className="rounded-xl border bg-card p-6 shadow-sm">
                  <ResetPasswordForm
                    token={resetToken}
                    onDone={() => {
                      clearParams();
                      setTab('signin');
                    }}
                    onInvalidToken={failResetLink}
                  />
                </div>
              ) : (
                <>
                  {!signedIn && <AuthTabs tab={tab} onTabChange={setTab} onSignedUp={setSentTo} />}
                  <ForgotPasswordForm />
                </>
              )}
            </>
          )}
        </div>
      </div>
    </main>
  );
}
