import { zodResolver } from '@hookform/resolvers/zod';
import { useActiveGym } from '@/web/api/get-gyms';
import { missingEquipment } from '@/web/lib/gym-equipment';
import { Plus } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { FormProvider, useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { ExerciseSummary } from '@/shared/schemas/exercise';
import { workoutInputSchema, type WorkoutInput } from '@/shared/schemas/workouts';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { useSubmitWorkout } from '../hooks/use-submit-workout';
import { validationMessages } from '../validation-messages';
import { newEntry } from '@/web/lib/workout-entry';
import { entryName, hasEntry, type EntryExercises, type WorkoutFormValues } from '../workout-form';
import { WORKOUTS_PATH } from '@/web/lib/workout-paths';
import { exerciseCountText, VALIDATION_ERROR_TITLE, WORKOUT_TOASTS, WORKOUTS_TEXT } from '../workouts-messages';
import { AddExerciseDialog } from './add-exercise-dialog';
import { EntriesEmpty } from './entries-empty';
import { EntryList } from './entry-list';
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
 */
export function WorkoutBuilderForm({ workoutId, defaultValues, initialExercises }: WorkoutBuilderFormProps) {
  const form = useForm<WorkoutFormValues, unknown, WorkoutInput>({ resolver: zodResolver(workoutInputSchema), defaultValues });
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'entries' });
  const [exercises, setExercises] = useState<EntryExercises>(initialExercises);
  const [pickerOpen, setPickerOpen] = useState(false);
  const addButtonRef = useRef<HTMLButtonElement>(null);
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
  const entriesError = form.formState.errors.entries?.root?.message ?? form.formState.errors.entries?.message;

  return (
    <FormProvider {...form}>
      <form
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
          {fields.length > 0 ? (
            <EntryList entries={entries} onMove={move} onRemove={removeEntry} />
          ) : (
            <EntriesEmpty onAdd={() => setPickerOpen(true)} invalid={Boolean(entriesError)} />
          )}
        </section>

        <div className="sticky bottom-0 z-30 -mx-4 flex gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:justify-end sm:px-6 lg:-mx-8 lg:px-8 [&>*]:flex-1 sm:[&>*]:flex-none">
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
    </FormProvider>
  );
}
