import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { LIBRARY_TEXT, limitedAccessText } from '@/web/components/exercise/exercise-messages';

/**
 * Shown to non-subscribers (docs/product.md#who-it-is-for, docs/product.md#screens): they see only the sample exercises; `count` is how many there are.
 * A region (not an alert): it is known on arrival and should not interrupt a screen reader.
 */
export function SampleOnlyBanner({ count }: { count: number | undefined }) {
  return (
    <section
      aria-labelledby="limited-access-title"
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800">
          <Lock aria-hidden="true" className="size-4" />
        </span>
        <div>
          <h2 id="limited-access-title" className="font-semibold text-amber-950">
            {LIBRARY_TEXT.limitedTitle}
          </h2>
          {count === undefined ? (
            <Skeleton className="mt-1.5 h-4 w-64 max-w-full bg-amber-100" />
          ) : (
            <p className="mt-0.5 text-sm text-amber-900">{limitedAccessText(count)}</p>
          )}
        </div>
      </div>
      <Button asChild className="shrink-0 self-start sm:self-center">
        <Link to="/dashboard/subscription">{LIBRARY_TEXT.subscribe}</Link>
      </Button>
    </section>
  );
}
