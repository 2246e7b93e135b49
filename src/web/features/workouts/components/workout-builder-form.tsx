import { zodResolver } from '@hookform/resolvers/zod';
import { useActiveGym } from '@/web/api/get-gyms';
import { missingEquipment } from '@/web/lib/gym-equipment';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { ExerciseSummary } from '@/shared/schemas/exercise';
import { workoutInputSchema, type WorkoutInput } from '@/shared/schemas/workouts';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import type { AdaptSwap, OutsideEntry } from '../adapt-plan';
import { useSubmitWorkout } from '../hooks/use-submit-workout';
import { validationMessages } from '../validation-messages';
import { newEntry } from '@/web/lib/workout-entry';
import { entryName, hasEntry, type EntryExercises, type WorkoutFormValues } from '../workout-form';
import { ADAPT_PARAM, WORKOUTS_PATH } from '@/web/lib/workout-paths';
import { exerciseCountText, FIT_TEXT, VALIDATION_ERROR_TITLE, WORKOUT_TOASTS, WORKOUTS_TEXT } from '../workouts-messages';
import { AdaptDialog } from './adapt-dialog';
import { AddExerciseDialog } from './add-exercise-dialog';
import { EntriesEmpty } from './entries-empty';
import { EntryList } from './entry-list';
import { OutsideGymNotice } from './outside-gym-notice';
import { SwapExerciseDialog } from './swap-exercise-dialog';
import { WorkoutDetailsFields } from './workout-details-fields';

interface WorkoutBuilderFormProps {
  /** The workout being edited; undefined to create one. */
  workoutId?: string;
  defaultValues: WorkoutFormValues;
  initialExercises: EntryExercises;
}

/**
 * The Workout builder's form (docs/product.md#screens, docs/product.md#validation): details, the sortable entries and the 'Add Exercise' dialog; Cancel and Save
 * Workout / Update Workout ('Saving...'). Validated with the shared workoutInputSchema (react-hook-form + zodResolver):
 * the rule messages show under the fields and as a 'Validation Error' toast (docs/product.md#messages). Locked entries (docs/product.md#workout-builder) keep
 * their saved values and may stay: the server accepts exercises already in the workout.
 *
 * Fitting the active gym (docs/product.md#workout-builder): each entry's Swap replaces its exercise and keeps its sets,
 * reps, weight and notes; 'Adapt to my gym' (shown while some entry is outside the gym, and opened at once when the
 * address carries `adapt=1`, the workout view's link) swaps every such entry at once, after a before → after
 * confirmation, in one change of the draft. Both only change the draft: Save writes it in one request, and a screen
 * reader hears what was swapped.
 */
export function WorkoutBuilderForm({ workoutId, defaultValues, initialExercises }: WorkoutBuilderFormProps) {
  const form = useForm<WorkoutFormValues, unknown, WorkoutInput>({ resolver: zodResolver(workoutInputSchema), defaultValues });
  const { fields, append, remove, move, update, replace } = useFieldArray({ control: form.control, name: 'entries' });
  const [exercises, setExercises] = useState<EntryExercises>(initialExercises);
  const [pickerOpen, setPickerOpen] = useState(false);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const adaptButtonRef = useRef<HTMLButtonElement>(null);
  const [swapping, setSwapping] = useState<{ index: number; exercise: ExerciseSummary } | null>(null);
  const [swapOpen, setSwapOpen] = useState(false);
  const [adaptOpen, setAdaptOpen] = useState(false);
  // What a screen reader hears after a swap (politely, like the reorder announcements).
  const [announcement, setAnnouncement] = useState('');
  const { submit, saving } = useSubmitWorkout(workoutId, form.setError);
  const editing = workoutId !== undefined;

  const addExercise = (exercise: ExerciseSummary) => {
    if (hasEntry(form.getValues('entries'), exercise.id)) {
      toast.error(WORKOUT_TOASTS.duplicate.title, { description: WORKOUT_TOASTS.duplicate.description, id: 'workout-duplicate' });
      return;
    }
    setExercises((known) => ({ ...known, [exercise.id]: exercise }));
    append(newEntry(exercise.id), { shouldFocus: false });
    form.clearErrors('entries');
  };

  // The removed entry took the focused button with it: hand focus to Add Exercise rather than dropping it on the page.
  const removeEntry = (index: number) => {
    remove(index);
    requestAnimationFrame(() => addButtonRef.current?.focus());
  };

  const onInvalid = (errors: FieldErrors<WorkoutFormValues>) => {
    const [first] = validationMessages(errors);
    if (first) toast.error(VALIDATION_ERROR_TITLE, { description: first });
  };

  // docs/product.md#my-gyms: each entry says what the active gym lacks for it.
  const activeGym = useActiveGym();
  const entries = useMemo(
    () =>
      fields.map((field) => {
        const exercise = exercises[field.exerciseId] ?? null;
        const missing = activeGym && exercise?.equipment ? missingEquipment(exercise, activeGym.equipment) : undefined;
        return { id: field.id, exercise, name: entryName(exercise, WORKOUTS_TEXT.lockedName), missingEquipment: missing };
      }),
    [fields, exercises, activeGym],
  );
  const outside: OutsideEntry[] = entries.flatMap((entry) =>
    entry.exercise && entry.missingEquipment && entry.missingEquipment.length > 0 ? [{ key: entry.id, exercise: entry.exercise }] : [],
  );

  const openSwap = (index: number) => {
    const exercise = entries[index]?.exercise;
    if (!exercise) return;
    setSwapping({ index, exercise });
    setSwapOpen(true);
  };

  // The entry keeps its place and its plan; only its exercise changes (react-hook-form remounts it under a new id).
  const swapIn = (replacement: ExerciseSummary) => {
    if (!swapping) return;
    if (hasEntry(form.getValues('entries'), replacement.id)) {
      toast.error(WORKOUT_TOASTS.duplicate.title, { description: WORKOUT_TOASTS.duplicate.description, id: 'workout-duplicate' });
      return;
    }
    const { index, exercise } = swapping;
    setExercises((known) => ({ ...known, [replacement.id]: replacement }));
    update(index, { ...form.getValues(`entries.${index}`), exerciseId: replacement.id });
    setAnnouncement(FIT_TEXT.swapped(exercise.exerciseName, replacement.exerciseName));
    setSwapOpen(false);
  };

  // Focus goes back to the Swap button of the entry swapped (or not), which is a new element after a swap.
  const focusSwappedEntry = (event: Event) => {
    const button = swapping && formRef.current?.querySelector<HTMLElement>(`[data-swap-index="${swapping.index}"]`);
    if (!button) return;
    event.preventDefault();
    button.focus();
  };

  // Every swap in one change of the draft: one render, one list of entries for Save to send.
  const adapt = (swaps: readonly AdaptSwap[]) => {
    const byKey = new Map(swaps.map((swap) => [swap.key, swap]));
    const values = form.getValues('entries');
    setExercises((known) => ({ ...known, ...Object.fromEntries(swaps.map((swap) => [swap.after.id, swap.after])) }));
    replace(
      values.map((entry, index) => {
        const swap = byKey.get(fields[index]?.id ?? '');
        return swap ? { ...entry, exerciseId: swap.after.id } : entry;
      }),
    );
    if (activeGym) setAnnouncement(FIT_TEXT.adapted(swaps.length, activeGym.name));
    setAdaptOpen(false);
  };

  // The Adapt button is gone when every entry now fits the gym: focus then goes to Add Exercise.
  const focusAfterAdapt = (event: Event) => {
    event.preventDefault();
    (adaptButtonRef.current ?? addButtonRef.current)?.focus();
  };

  // The workout view's 'Adapt to my gym' link opens the builder with `adapt=1`: the dialog opens once the gym is known
  // (set while rendering, React's way to adjust state to what arrived), and the parameter goes from the address so a
  // reload or Back does not open it again.
  const [searchParams, setSearchParams] = useSearchParams();
  const adaptRequested = searchParams.get(ADAPT_PARAM) === '1';
  const gymKnown = activeGym !== undefined;
  const [adaptRequestSeen, setAdaptRequestSeen] = useState(false);
  if (adaptRequested && gymKnown && !adaptRequestSeen) {
    setAdaptRequestSeen(true);
    if (outside.length > 0) setAdaptOpen(true);
  }
  useEffect(() => {
    if (!adaptRequested || !gymKnown) return;
    setSearchParams(
      (params) => {
        params.delete(ADAPT_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [adaptRequested, gymKnown, setSearchParams]);
  const entriesError = form.formState.errors.entries?.root?.message ?? form.formState.errors.entries?.message;

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        onSubmit={form.handleSubmit(submit, onInvalid)}
        className="space-y-6"
        aria-label={editing ? WORKOUTS_TEXT.editTitle : WORKOUTS_TEXT.createTitle}
      >
        <section aria-labelledby="workout-details-heading" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
          <h2 id="workout-details-heading" className="mb-4 text-lg font-semibold">
            {WORKOUTS_TEXT.detailsHeading}
          </h2>
          <WorkoutDetailsFields />
        </section>

        <section aria-labelledby="workout-exercises-heading" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-3">
              <h2 id="workout-exercises-heading" className="text-lg font-semibold">
                {WORKOUTS_TEXT.exercisesHeading}
              </h2>
              <Badge variant="secondary">{exerciseCountText(fields.length)}</Badge>
            </div>
            <Button ref={addButtonRef} variant="outline" onClick={() => setPickerOpen(true)}>
              <Plus aria-hidden="true" />
              {WORKOUTS_TEXT.addExercise}
            </Button>
          </div>
          {entriesError && (
            <p className="text-sm font-medium text-red-700" role="alert">
              {entriesError}
            </p>
          )}
          {activeGym && outside.length > 0 && (
            <OutsideGymNotice
              text={FIT_TEXT.outsideGym(outside.length, activeGym.name)}
              action={
                <Button ref={adaptButtonRef} variant="outline" size="sm" onClick={() => setAdaptOpen(true)}>
                  {FIT_TEXT.adapt}
                </Button>
              }
            />
          )}
          {fields.length > 0 ? (
            <EntryList entries={entries} onMove={move} onRemove={removeEntry} onSwap={openSwap} />
          ) : (
            <EntriesEmpty onAdd={() => setPickerOpen(true)} invalid={Boolean(entriesError)} />
          )}
        </section>

        <div
          data-sticky-actions
          className="sticky bottom-[var(--bottom-nav-space)] z-30 -mx-4 flex gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:justify-end sm:px-6 lg:-mx-8 lg:px-8 [&>*]:flex-1 sm:[&>*]:flex-none"
        >
          <Button asChild variant="outline">
            <Link to={WORKOUTS_PATH}>{WORKOUTS_TEXT.cancel}</Link>
          </Button>
          <Button type="submit" disabled={saving} className="sm:min-w-36">
            {saving ? WORKOUTS_TEXT.saving : editing ? WORKOUTS_TEXT.update : WORKOUTS_TEXT.save}
          </Button>
        </div>
      </form>

      <AddExerciseDialog
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        isAdded={(exerciseId) => hasEntry(fields, exerciseId)}
        onAdd={addExercise}
        entryCount={fields.length}
      />
      <SwapExerciseDialog
        open={swapOpen}
        exercise={swapping?.exercise ?? null}
        onOpenChange={setSwapOpen}
        isInWorkout={(exerciseId) => hasEntry(fields, exerciseId)}
        onChoose={swapIn}
        onCloseAutoFocus={focusSwappedEntry}
      />
      {activeGym && (
        <AdaptDialog
          open={adaptOpen}
          onOpenChange={setAdaptOpen}
          gym={activeGym}
          outside={outside}
          inWorkout={fields.map((field) => field.exerciseId)}
          onConfirm={adapt}
          onCloseAutoFocus={focusAfterAdapt}
        />
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </FormProvider>
  );
}
