import { useQueryClient } from '@tanstack/react-query';
import { Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { OpenSession, TrainingSession } from '@/shared/schemas/sessions';
import { sessionPath, sessionsKeys } from '@/web/api/open-session';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { RetryAlert } from '@/web/components/query-states';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { SESSION_TEXT } from '../session-messages';
import { sendSessionWrite, sessionWrite, type SessionWrite } from '../session-writes';

type State =
  { kind: 'starting' } | { kind: 'in-progress'; open: NonNullable<OpenSession['session']> } | { kind: 'failed'; message: string };

/**
 * /dashboard/workouts/{workoutId}/start (Start Workout) and /dashboard/sessions/new (Quick Start): starts a session and
 * replaces itself with its page (docs/product.md#start-a-session). The start is one write with one key, so a repeat of
 * it (a double render, a retry) starts one session. When a workout is already in progress it says so, with Resume and
 * Discard it and start this one (after confirmation).
 */
export function StartSessionPage() {
  const { workoutId = null } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ kind: 'starting' });
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const write = useRef<SessionWrite>(sessionWrite('POST', '/api/sessions', { id: crypto.randomUUID(), workoutId }));
  useDocumentTitle(SESSION_TEXT.starting);

  const start = async () => {
    setState({ kind: 'starting' });
    try {
      const session = await sendSessionWrite<TrainingSession>(write.current);
      queryClient.setQueryData(sessionsKeys.detail(session.id), session);
      queryClient.setQueryData<OpenSession>(sessionsKeys.open(), {
        session: { id: session.id, name: session.name, startedAt: session.startedAt },
      });
      await navigate(sessionPath(session.id), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SESSION_IN_PROGRESS') {
        const { session } = await apiFetch<OpenSession>('/api/sessions/open').catch(() => ({ session: null }));
        if (session) return setState({ kind: 'in-progress', open: session });
      }
      setState({ kind: 'failed', message: error instanceof ApiError ? error.message : SESSION_TEXT.startFailed });
    }
  };

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit: the write and its key are fixed.
  }, []);

  const discardAndStart = async (openId: string) => {
    setPending(true);
    try {
      await sendSessionWrite<void>(sessionWrite('DELETE', `/api/sessions/${encodeURIComponent(openId)}`));
      queryClient.removeQueries({ queryKey: sessionsKeys.detail(openId) });
      setConfirming(false);
      write.current = sessionWrite('POST', '/api/sessions', { id: crypto.randomUUID(), workoutId });
      await start();
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-xl">
      {state.kind === 'starting' && (
        <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
          <Spinner />
          {SESSION_TEXT.starting}
        </p>
      )}
      {state.kind === 'failed' && (
        <RetryAlert message={state.message} retryLabel="Try again" retrying={false} onRetry={() => void start()} />
      )}
      {state.kind === 'in-progress' && (
        <section className="space-y-4 rounded-xl border bg-card p-5 shadow-sm">
          <h1 className="text-xl font-bold">{SESSION_TEXT.inProgressTitle}</h1>
          <p className="text-muted-foreground">
            “{state.open.name}” · {SESSION_TEXT.inProgressBody}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild className="h-11">
              <Link to={sessionPath(state.open.id)} replace>
                <Play aria-hidden="true" />
                {SESSION_TEXT.resume}
              </Link>
            </Button>
            <Button variant="outline" className="h-11 text-destructive" onClick={() => setConfirming(true)}>
              {SESSION_TEXT.discardAndStart}
            </Button>
          </div>
          <ConfirmDialog
            open={confirming}
            title={SESSION_TEXT.discardTitle}
            question={`Discard “${state.open.name}”? The sets you logged in it will be lost. This action cannot be undone.`}
            confirmLabel={SESSION_TEXT.discard}
            pendingLabel={SESSION_TEXT.discarding}
            cancelLabel={SESSION_TEXT.cancel}
            pending={pending}
            onConfirm={() => void discardAndStart(state.open.id)}
            onCancel={() => setConfirming(false)}
          />
        </section>
      )}
    </div>
  );
}
