import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { AlertCircle, ArrowLeft, ArrowUp, Check, CircleAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ImportPreview, ImportResult, SessionImportInput } from '@/shared/schemas/sessions';
import { TRAINING_CSV_MAX_BYTES } from '@/shared/training/sets';
import { WEIGHT_UNITS, type WeightUnit } from '@/shared/training/units';
import { sessionsKeys } from '@/web/api/open-session';
import { useTrainingPreferences } from '@/web/api/sessions';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { AddSessionExerciseDialog, type PickedExercise } from '../components/add-session-exercise-dialog';
import { IMPORT_TEXT } from '../session-messages';
import { sendSessionWrite, sessionWrite } from '../session-writes';

/** The file read and what the server said of it: the preview and the member's choices per name (null: by name only). */
type Loaded = { csv: string; weightUnit: WeightUnit; preview: ImportPreview; choices: Map<string, PickedExercise | null> };

const dateText = (iso: string | null) => (iso ? format(new Date(iso), 'MMM d, yyyy') : '');
const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const problemOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/**
 * /dashboard/history/import (docs/product.md#import-from-strong-or-hevy): choose a Strong or Hevy CSV export and the unit
 * of its weights, read a preview — how many workouts and sets, which are already logged, each exercise name of the file
 * with the catalogue exercise it will be logged as — change any match or pick one for a name without, then import it
 * all in one go. A file over 2 MB is refused before it is sent; the server's sentence naming a bad line is shown as is.
 */
export function ImportPage() {
  useDocumentTitle(IMPORT_TEXT.title);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const preferred = useTrainingPreferences().data?.weightUnit;
  const [file, setFile] = useState<File | null>(null);
  const [unit, setUnit] = useState<WeightUnit | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [busy, setBusy] = useState<'preview' | 'import' | null>(null);
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const [picking, setPicking] = useState<string | null>(null);
  const fileId = useId();
  const unitId = useId();
  const weightUnit = unit ?? preferred ?? 'kg';

  const readPreview = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!file) return setProblem({ title: IMPORT_TEXT.previewFailed, message: IMPORT_TEXT.chooseFile });
    if (file.size > TRAINING_CSV_MAX_BYTES) return setProblem({ title: IMPORT_TEXT.previewFailed, message: IMPORT_TEXT.tooLarge });
    setBusy('preview');
    try {
      const csv = await file.text();
      const body: SessionImportInput = { csv, weightUnit };
      const preview = await apiFetch<ImportPreview>('/api/sessions/import/preview', { method: 'POST', json: body });
      setLoaded({ csv, weightUnit, preview, choices: new Map(preview.exercises.map((row) => [row.name, row.match])) });
    } catch (error) {
      setProblem({ title: IMPORT_TEXT.previewFailed, message: problemOf(error, IMPORT_TEXT.previewFailed) });
    } finally {
      setBusy(null);
    }
  };

  const choose = (name: string, exercise: PickedExercise | null) =>
    setLoaded((current) => (current ? { ...current, choices: new Map(current.choices).set(name, exercise) } : current));

  const runImport = async () => {
    if (!loaded) return;
    setProblem(null);
    setBusy('import');
    try {
      const mapping = [...loaded.choices].map(([name, exercise]) => ({ name, exerciseId: exercise?.id ?? null }));
      const body: SessionImportInput = { csv: loaded.csv, weightUnit: loaded.weightUnit, mapping };
      const result = await sendSessionWrite<ImportResult>(sessionWrite('POST', '/api/sessions/import', body));
      await queryClient.invalidateQueries({ queryKey: sessionsKeys.all });
      toast.success(IMPORT_TEXT.imported(result.sessions, result.sets));
      await navigate('/dashboard/history');
    } catch (error) {
      setProblem({ title: IMPORT_TEXT.importFailed, message: problemOf(error, IMPORT_TEXT.importFailed) });
    } finally {
      setBusy(null);
    }
  };

  const preview = loaded?.preview;
  const newWorkouts = preview ? preview.sessions - preview.alreadyLogged : 0;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-1">
        <Link
          to="/dashboard/history"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {IMPORT_TEXT.back}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{IMPORT_TEXT.title}</h1>
        <p className="text-sm text-muted-foreground">{IMPORT_TEXT.subtitle}</p>
      </header>

      {problem && (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertTitle>{problem.title}</AlertTitle>
          <AlertDescription>{problem.message}</AlertDescription>
        </Alert>
      )}

      {!loaded ? (
        <form onSubmit={(event) => void readPreview(event)} className="space-y-5 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
          <div className="space-y-2">
            <label htmlFor={fileId} className="block text-sm font-medium">
              {IMPORT_TEXT.fileLabel}
            </label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-input file:bg-background file:px-4 file:font-medium"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
          <fieldset className="space-y-2">
            <legend id={unitId} className="text-sm font-medium">
              {IMPORT_TEXT.unitLabel}
            </legend>
            <div className="flex flex-wrap gap-2">
              {WEIGHT_UNITS.map((option) => (
                <Button
                  key={option}
                  type="button"
                  variant={weightUnit === option ? 'default' : 'outline'}
                  className="h-11 min-w-16"
                  aria-pressed={weightUnit === option}
                  onClick={() => setUnit(option)}
                >
                  {option}
                </Button>
              ))}
            </div>
            <p className="text-xs text-muted-foreground">{IMPORT_TEXT.unitHelp}</p>
          </fieldset>
          <Button type="submit" className="h-11" disabled={busy !== null}>
            <ArrowUp aria-hidden="true" />
            {busy === 'preview' ? IMPORT_TEXT.previewing : IMPORT_TEXT.preview}
          </Button>
        </form>
      ) : (
        <section aria-labelledby="import-preview-heading" className="space-y-5 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
          <h2 id="import-preview-heading" className="text-lg font-semibold">
            {IMPORT_TEXT.summary(
              IMPORT_TEXT.formats[preview!.format] ?? preview!.format,
              count(preview!.sessions, 'workout', 'workouts'),
              count(preview!.sets, 'set', 'sets'),
              dateText(preview!.firstStartedAt),
              dateText(preview!.lastStartedAt),
            )}
          </h2>
          {(preview!.alreadyLogged > 0 || preview!.untrackedSets > 0) && (
            <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
              {preview!.alreadyLogged > 0 && <li>{IMPORT_TEXT.alreadyLogged(preview!.alreadyLogged)}</li>}
              {preview!.untrackedSets > 0 && <li>{IMPORT_TEXT.untracked(preview!.untrackedSets)}</li>}
            </ul>
          )}
          {preview!.exercises.length > 0 && (
            <div className="space-y-2">
              <h3 className="text-sm font-semibold">{IMPORT_TEXT.exercisesTitle}</h3>
              <p className="text-xs text-muted-foreground">{IMPORT_TEXT.exercisesHelp}</p>
              <ul aria-label={IMPORT_TEXT.exercisesTitle} className="divide-y rounded-lg border">
                {preview!.exercises.map((row) => {
                  const chosen = loaded.choices.get(row.name) ?? null;
                  return (
                    <li key={row.name} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2">
                      <div className="min-w-0 flex-1 basis-56">
                        <p className="font-medium break-words">{row.name}</p>
                        <p className="text-sm text-muted-foreground">
                          {count(row.sets, 'set', 'sets')} ·{' '}
                          {chosen ? (
                            <span className="text-foreground">
                              <Check aria-hidden="true" className="inline size-3.5" /> {IMPORT_TEXT.matched} {chosen.exerciseName}
                            </span>
                          ) : (
                            <span className="text-amber-800">
                              <CircleAlert aria-hidden="true" className="inline size-3.5" /> {IMPORT_TEXT.unmatched}
                            </span>
                          )}
                        </p>
                      </div>
                      <div className="flex gap-2">
                        <Button
                          variant="outline"
                          size="sm"
                          className="h-11"
                          aria-label={chosen ? IMPORT_TEXT.change(row.name) : IMPORT_TEXT.choose(row.name)}
                          onClick={() => setPicking(row.name)}
                        >
                          {chosen ? IMPORT_TEXT.changeShort : IMPORT_TEXT.chooseShort}
                        </Button>
                        {chosen && (
                          <Button
                            variant="ghost"
                            size="sm"
                            className="h-11"
                            aria-label={IMPORT_TEXT.keepName(row.name)}
                            onClick={() => choose(row.name, null)}
                          >
                            {IMPORT_TEXT.keepShort}
                          </Button>
                        )}
                      </div>
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
          {newWorkouts === 0 && <p className="text-sm font-medium">{IMPORT_TEXT.nothingNew}</p>}
          <div className="flex flex-wrap gap-2">
            <Button className="h-11" disabled={busy !== null || newWorkouts === 0} onClick={() => void runImport()}>
              {busy === 'import' ? IMPORT_TEXT.importing : IMPORT_TEXT.submit(newWorkouts)}
            </Button>
            <Button
              variant="outline"
              className="h-11"
              disabled={busy !== null}
              onClick={() => {
                setLoaded(null);
                setProblem(null);
              }}
            >
              {IMPORT_TEXT.another}
            </Button>
          </div>
        </section>
      )}

      <AddSessionExerciseDialog
        open={picking !== null}
        onOpenChange={(open) => !open && setPicking(null)}
        title={IMPORT_TEXT.pickerTitle(picking ?? '')}
        wholeLibrary
        onPick={async (exercise) => {
          if (picking !== null) choose(picking, exercise);
          return true;
        }}
      />
    </div>
  );
}
