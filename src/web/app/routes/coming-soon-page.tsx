import { Hammer } from 'lucide-react';
import { useDocumentTitle } from '@/web/hooks/use-document-title';

/** Plain placeholder for a dashboard page a later issue builds (issue 2 §3): the page title and 'Coming soon'. */
export function ComingSoonPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
          <Hammer aria-hidden="true" className="size-5" />
        </span>
        <p className="mt-4 font-semibold">Coming soon</p>
        <p className="mt-1 max-w-sm text-sm text-muted-foreground">We are still building this page. Check back shortly.</p>
      </div>
    </div>
  );
}
