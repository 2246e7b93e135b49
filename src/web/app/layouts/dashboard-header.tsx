import { Separator } from '@/web/components/ui/separator';
import { SidebarTrigger } from '@/web/components/ui/sidebar';
import { SignOutButton } from '@/web/features/auth/components/sign-out-button';

/** Header titled Dashboard with the member's e-mail and Sign Out (spec §2 Dashboard shell). */
export function DashboardHeader({ email }: { email: string }) {
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-white/90 px-3 backdrop-blur-md sm:px-4">
      <SidebarTrigger className="-ml-1" />
      <Separator orientation="vertical" className="mr-1 h-5!" />
      <p className="text-base font-semibold">Dashboard</p>
      <div className="ml-auto flex min-w-0 items-center gap-3">
        <p className="min-w-0 truncate text-sm text-muted-foreground" title={email}>
          <span className="sr-only">Signed in as </span>
          {email}
        </p>
        <SignOutButton />
      </div>
    </header>
  );
}
