import { Inbox, Lightbulb } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { PendingSuggestion } from '@/shared/schemas/admin';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { ADMIN_TEXT, ADMIN_TOASTS, rejectSuggestionQuestion } from '../admin-messages';
import { useApproveSuggestion, useApprovingSuggestionIds, usePendingSuggestions, useRejectSuggestion } from '../api/suggestions';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { ApiError } from '@/web/lib/api-client';
import { SuggestionCard } from './suggestion-card';
import { reportError } from '@/web/lib/report-error';

/**
 * The 'Pending Suggestions' card (docs/product.md#screens, docs/product.md#moderation): a spinner while loading, 'No pending suggestions', or the
 * suggestions newest first. Approve adds one to the catalogue at once; Reject asks with the 'Reject Suggestion' dialog.
 */
export function PendingSuggestions() {
  const suggestions = usePendingSuggestions();
  const approve = useApproveSuggestion();
  const approvingIds = useApprovingSuggestionIds();
  const reject = useRejectSuggestion();
  const [target, setTarget] = useState<PendingSuggestion | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  // docs/product.md#messages 'Failed to load suggested exercises', once per failure.
  useEffect(() => {
    if (!suggestions.error) return;
    reportError(ADMIN_TOASTS.loadSuggestionsFailed, suggestions.error);
    toast.error(ADMIN_TOASTS.loadSuggestionsFailed);
  }, [suggestions.error, suggestions.errorUpdatedAt]);

  // Each approval's outcome is read from its own promise: `mutate`'s callbacks fire only for the latest call, so a
  // second approval started before the first answered would swallow the first one's toast.
  const onApprove = (suggestion: PendingSuggestion) =>
    void approve.mutateAsync(suggestion.id).then(
      () => toast.success(ADMIN_TOASTS.approved),
      (error: unknown) => {
        reportError(ADMIN_TOASTS.approveFailed, error);
        // A name already in the catalogue (409) is something the admin can act on, so it is said; other failures keep
        // the product's bare title ('Failed to approve suggestion', docs/product.md#messages).
        toast.error(
          ADMIN_TOASTS.approveFailed,
          error instanceof ApiError && error.status === 409 ? { description: error.message } : undefined,
        );
      },
    );

  const confirmReject = () => {
    if (!target) return;
    reject.mutate(target.id, {
      onSuccess: () => toast.success(ADMIN_TOASTS.rejected),
      onError: (error) => {
        reportError(ADMIN_TOASTS.rejectFailed, error);
        toast.error(ADMIN_TOASTS.rejectFailed);
      },
      onSettled: () => setConfirmOpen(false),
    });
  };

  const items = suggestions.data?.items;
  let content;
  if (items && items.length > 0) {
    content = (
      <ul className="grid gap-3 @2xl:grid-cols-2 @5xl:grid-cols-3">
        {items.map((suggestion) => (
          <li key={suggestion.id}>
            <SuggestionCard
              suggestion={suggestion}
              approving={approvingIds.includes(suggestion.id)}
              busy={approvingIds.includes(suggestion.id) || (reject.isPending && reject.variables === suggestion.id)}
              onApprove={onApprove}
              onReject={(chosen) => {
                setTarget(chosen);
                setConfirmOpen(true);
              }}
            />
          </li>
        ))}
      </ul>
    );
  } else if (items) {
    content = (
      <p className="flex items-center justify-center gap-2 rounded-lg border border-dashed py-8 text-sm text-muted-foreground">
        <Inbox aria-hidden="true" className="size-4" />
        {ADMIN_TEXT.noPending}
      </p>
    );
  } else if (suggestions.isError) {
    content = (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 py-6 text-center text-sm text-red-900">
        <p>{ADMIN_TEXT.suggestionsLoadFailedDetail}</p>
        <Button variant="outline" size="sm" onClick={() => void suggestions.refetch()} disabled={suggestions.isFetching}>
          Try again
        </Button>
      </div>
    );
  } else {
    content = <Spinner label={ADMIN_TEXT.loadingSuggestions} className="flex justify-center py-8" />;
  }

  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle>
          <h2 className="flex items-center gap-2 text-base font-semibold">
            <Lightbulb aria-hidden="true" className="size-4 text-primary" />
            {ADMIN_TEXT.pendingTitle}
            {items && items.length > 0 && <Badge variant="secondary">{items.length}</Badge>}
          </h2>
        </CardTitle>
        <CardDescription>{ADMIN_TEXT.pendingDescription}</CardDescription>
      </CardHeader>
      <CardContent className="px-5">{content}</CardContent>
      <ConfirmDialog
        open={confirmOpen}
        title={ADMIN_TEXT.rejectTitle}
        question={rejectSuggestionQuestion(target?.exerciseName ?? '')}
        confirmLabel={ADMIN_TEXT.reject}
        pendingLabel={ADMIN_TEXT.rejecting}
        cancelLabel={ADMIN_TEXT.cancel}
        pending={reject.isPending}
        onConfirm={confirmReject}
        onCancel={() => setConfirmOpen(false)}
      />
    </Card>
  );
}
