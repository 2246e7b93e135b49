import { Link } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { SignInForm } from '@/web/features/auth/components/sign-in-form';
import { SignUpForm } from '@/web/features/auth/components/sign-up-form';

// The public legal pages (features/landing/pages/legal-page.tsx); they open in a new tab so a half-filled form stays.
const LEGAL_LINK = 'font-medium text-foreground underline underline-offset-4 hover:text-primary';

/**
 * Sign In (default) and Sign Up tabs, the Sign Up tab with the terms notice linking the two documents
 * (docs/product.md#sign-in). `onSignedUp` gets the address a sign-up's confirmation link went to.
 */
export function AuthTabs({
  tab,
  onTabChange,
  onSignedUp,
}: {
  tab: 'signin' | 'signup';
  onTabChange: (tab: 'signin' | 'signup') => void;
  onSignedUp: (email: string) => void;
}) {
  return (
    <div className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <Tabs value={tab} onValueChange={(value) => onTabChange(value === 'signup' ? 'signup' : 'signin')}>
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="signin">Sign In</TabsTrigger>
          <TabsTrigger value="signup">Sign Up</TabsTrigger>
        </TabsList>
        <TabsContent value="signin" className="pt-2">
          <SignInForm />
        </TabsContent>
        <TabsContent value="signup" className="pt-2">
          <SignUpForm onSignedUp={onSignedUp} />
          <p className="mt-5 text-center text-xs leading-relaxed text-muted-foreground">
            By signing up, you agree to our{' '}
            <Link to="/terms" target="_blank" rel="noopener" className={LEGAL_LINK}>
              Terms of Service<span className="sr-only"> (opens in a new tab)</span>
            </Link>{' '}
            and{' '}
            <Link to="/privacy" target="_blank" rel="noopener" className={LEGAL_LINK}>
              Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
            </Link>
            .
          </p>
        </TabsContent>
      </Tabs>
    </div>
  );
}
