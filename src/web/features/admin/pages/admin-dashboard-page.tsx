import { Plus, ShieldAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { Exercise } from '@/shared/schemas/exercise';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Spinner } from '@/web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useMe } from '@/web/api/get-me';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { ADMIN_TEXT, ADMIN_TOASTS, deleteExerciseQuestion, exercisesFoundLabel } from '../admin-messages';
import { useDeleteExercise, useSamplePendingIds, useSetSample } from '../api/exercise-mutations';
import { useAdminExercises } from '../api/get-admin-exercises';
import { AdminExerciseGrid } from '../components/admin-exercise-grid';
import { PicturesDialog } from '../components/pictures-dialog';
import { AdminFilters } from '../components/admin-filters';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { ExerciseFormDialog } from '../components/exercise-form-dialog';
import { PendingSuggestions } from '../components/pending-suggestions';
import { useAdminListParams } from '../hooks/use-admin-list-params';
import { reportError } from '@/web/lib/report-error';

/**
 * /dashboard/admin (docs/product.md#admin): a spinner while the role loads, 'Access Denied'
 * for non-admins (the API refuses them too), else the dashboard.
 * `promotions` is the Promotions tab's content: the announcement and banner-ad admin cards belong to their own
 * features, so the app route composes them in (a feature never imports another).
 */
export function AdminDashboardPage({ promotions }: { promotions: ReactNode }) {
  useDocumentTitle(ADMIN_TEXT.title);
  const me = useMe();
  if (me.isPending) return <Spinner label={ADMIN_TEXT.checkingAccess} className="flex justify-center py-16" />;
  if (me.data?.role !== 'admin') return <AccessDenied />;
  return <AdminDashboard promotions={promotions} />;
}

function AccessDenied() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700">
        <ShieldAlert aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{ADMIN_TEXT.accessDeniedTitle}</h1>
      <p className="mt-2 text-muted-foreground">{ADMIN_TEXT.accessDenied}</p>
      <Button asChild variant="outline" className="mt-6">
        <Link to="/dashboard/exercises">{ADMIN_TEXT.backToLibrary}</Link>
      </Button>
    </div>
  );
}

/** The dashboard's tabs; the chosen one is kept in the URL (`?tab=promotions`), absent for the default. */
const TAB_PARAM = 'tab';
const ADMIN_TABS = { exercises: 'Exercises', promotions: 'Promotions' } as const;
type AdminTab = keyof typeof ADMIN_TABS;

/**
 * The dashboard's tab in the URL: 'exercises' unless `?tab=promotions` (any other value reads as the default), and
 * a setter that keeps the list's own parameters and replaces the history entry (a tab is a view, not a step back).
 */
function useAdminTab(): [AdminTab, (tab: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AdminTab = searchParams.get(TAB_PARAM) === 'promotions' ? 'promotions' : 'exercises';
  const setTab = (next: string) =>
    setSearchParams(
      (current) => {
        const search = new URLSearchParams(current);
        if (next === 'promotions') search.set(TAB_PARAM, next);
        else search.delete(TAB_PARAM);
        return search;
      },
      { replace: true },
    );
  return [tab, setTab];
}

/**
 * The admin's dashboard: heading and '{n} exercises found', 'Add New Exercise', then two tabs (WAI-ARIA APG Tabs
 * pattern through Radix: arrow keys move between them): Exercises — Pending Suggestions, Filters & Search, the
 * exercise grid (newest first, 9 a page) — and Promotions — the announcement and banner-ad cards (docs/product.md#screens
 * 'Announcement Banner admin card', 'Banner Ad Management'), which used to push the exercise list far below the fold.
 * The exercise form and the 'Delete Exercise' dialog, with the toasts of docs/product.md#admin.
 */
function AdminDashboard({ promotions }: { promotions: ReactNode }) {
  const [tab, setTab] = useAdminTab();
  const { params, update } = useAdminListParams();
  const list = useAdminExercises(params);
  const { data } = list;
  const remove = useDeleteExercise();
  const sample = useSetSample();
  const samplePendingIds = useSamplePendingIds();
  const [form, setForm] = useState<{ open: boolean; exercise: Exercise | null }>({ open: false, exercise: null });
  const [target, setTarget] = useState<Exercise | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [picturesOf, setPicturesOf] = useState<Exercise | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);

  // docs/product.md#messages 'Failed to load exercises', once per failure.
  useEffect(() => {
    if (!list.error) return;
    reportError(ADMIN_TOASTS.loadExercisesFailed, list.error);
    toast.error(ADMIN_TOASTS.loadExercisesFailed);
  }, [list.error, list.errorUpdatedAt]);

  // Deleting the last exercise of the last page leaves that page empty: step back to the page before.
  const emptyPage = !list.isPlaceholderData && data !== undefined && data.items.length === 0 && data.page > 1;
  useEffect(() => {
    if (emptyPage) update({ page: Math.max(1, Math.ceil((data?.total ?? 0) / (data?.pageSize ?? 1))) }, { replace: true });
  }, [emptyPage, data?.total, data?.pageSize, update]);

  const confirmDelete = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => toast.success(ADMIN_TOASTS.deleted),
      onError: (error) => {
        reportError(ADMIN_TOASTS.deleteFailed, error);
        toast.error(ADMIN_TOASTS.deleteFailed);
      },
      onSettled: () => setConfirmOpen(false),
    });
  };

  // Each toggle's outcome is read from its own promise (`mutate`'s callbacks fire only for the latest call).
  const toggleSample = (exercise: Exercise) =>
    void sample.mutateAsync({ id: exercise.id, isSample: !exercise.isSample }).then(
      (updated) => toast.success(updated.isSample ? ADMIN_TOASTS.sampleAdded : ADMIN_TOASTS.sampleRemoved),
      (error: unknown) => {
        reportError(ADMIN_TOASTS.sampleFailed, error);
        toast.error(ADMIN_TOASTS.sampleFailed);
      },
    );

  return (
    <div className="@container mx-auto w-full max-w-7xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{ADMIN_TEXT.title}</h1>
            {/* The count is the Exercises tab's: the Promotions tab does not show it. */}
            {tab !== 'exercises' ? null : data ? (
              <Badge variant="secondary" role="status" className="text-sm">
                {exercisesFoundLabel(data.total)}
              </Badge>
            ) : (
              !list.isError && <Skeleton className="h-6 w-32 rounded-full" />
            )}
          </div>
          <p className="text-sm text-muted-foreground">{ADMIN_TEXT.subtitle}</p>
        </div>
        <Button ref={addButtonRef} className="w-full sm:w-auto" onClick={() => setForm({ open: true, exercise: null })}>
          <Plus aria-hidden="true" />
          {ADMIN_TEXT.addNew}
        </Button>
      </header>

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={ADMIN_TEXT.title} className="w-full sm:w-fit">
          <TabsTrigger value="exercises">{ADMIN_TABS.exercises}</TabsTrigger>
          <TabsTrigger value="promotions">{ADMIN_TABS.promotions}</TabsTrigger>
        </TabsList>

        <TabsContent value="exercises" className="space-y-6">
          <PendingSuggestions />

          <section aria-label="Exercises" className="space-y-4">
            <AdminFilters
              q={params.q}
              difficulty={params.difficulty}
              onSearch={(q) => update({ q }, { replace: true })}
              onDifficulty={(difficulty) => update({ difficulty })}
            />
            <AdminExerciseGrid
              data={data}
              failed={list.isError}
              retrying={list.isFetching}
              updating={list.isPlaceholderData}
              onRetry={() => void list.refetch()}
              onPage={(page) => {
                update({ page });
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
              onEdit={(exercise) => setForm({ open: true, exercise })}
              onDelete={(exercise) => {
                setTarget(exercise);
                setConfirmOpen(true);
              }}
              onPictures={setPicturesOf}
              onToggleSample={toggleSample}
              samplePendingIds={samplePendingIds}
            />
          </section>
        </TabsContent>

        <TabsContent value="promotions" className="space-y-6">
          {promotions}
        </TabsContent>
      </Tabs>

      <PicturesDialog exercise={picturesOf} onClose={() => setPicturesOf(null)} />
      <ExerciseFormDialog open={form.open} exercise={form.exercise} onClose={() => setForm((current) => ({ ...current, open: false }))} />
      <ConfirmDialog
        open={confirmOpen}
        title={ADMIN_TEXT.deleteTitle}
        question={deleteExerciseQuestion(target?.exerciseName ?? '')}
        confirmLabel={ADMIN_TEXT.delete}
        pendingLabel={ADMIN_TEXT.deleting}
        cancelLabel={ADMIN_TEXT.cancel}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirmOpen(false)}
        // The deleted card took its Delete button with it: focus 'Add New Exercise' instead of the page body.
        fallbackFocusRef={addButtonRef}
      />
    </div>
  );
}
