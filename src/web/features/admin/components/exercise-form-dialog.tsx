import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import type { Exercise } from '@/shared/schemas/exercise';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { DifficultySelect } from '@/web/features/exercises/components/difficulty-select';
import { isApiError } from '@/web/lib/api-client';
import { applyServerErrors, fieldsNamed } from '@/web/lib/form-errors';
import { ADMIN_TOASTS, FORM_TEXT } from '../admin-messages';
import { useSaveExercise, type ExerciseContent } from '../api/exercise-mutations';
import { EMPTY_EXERCISE_FORM, exerciseFormSchema, toFormValues, type ExerciseFormValues } from '../exercise-form';
import { EquipmentSelect } from './equipment-select';
import { describedBy, FormField } from '@/web/components/form-field';
import { MuscleField } from './muscle-field';
import { TagInput } from '@/web/components/tag-input';
import { reportError } from '@/web/lib/report-error';

interface ExerciseFormDialogProps {
  open: boolean;
  /** The exercise being edited, or null to create one. */
  exercise: Exercise | null;
  onClose: () => void;
}

/**
 * The exercise form (spec §2 'Exercise form (create and edit)', §5 exercise form (admin)) in a dialog: 'Add New
 * Exercise' / 'Edit Exercise', 'Create Exercise' / 'Update Exercise' ('Saving...' while busy) and Cancel. Rule messages
 * show under their fields; the server's answers (a name that exists, a rule it enforces) land there too.
 */
export function ExerciseFormDialog({ open, exercise, onClose }: ExerciseFormDialogProps) {
  const save = useSaveExercise();
  const busy = save.isPending;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent className="max-w-2xl p-0" onEscapeKeyDown={(event) => busy && event.preventDefault()}>
        {/* Remounted per exercise, so the fields always start from the chosen exercise (or blank). */}
        <ExerciseForm key={exercise?.id ?? 'new'} exercise={exercise} save={save} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}

type Save = ReturnType<typeof useSaveExercise>;

/** The fields that show a rule message under them; the API names them alike (difficulty and tags have none). */
const serverFieldOf = fieldsNamed<keyof ExerciseFormValues>(['exerciseName', 'equipmentType', 'description', 'targetMuscleGroups', 'pros', 'cons', 'videoUrl']);

function ExerciseForm({ exercise, save, onDone }: { exercise: Exercise | null; save: Save; onDone: () => void }) {
  const editing = exercise !== null;
  const id = useId();
  const form = useForm<ExerciseFormValues, unknown, ExerciseContent>({
    // The form's values are a narrower shape (every field present) than the schema's input, which is what it reads.
    resolver: zodResolver(exerciseFormSchema) as Resolver<ExerciseFormValues, unknown, ExerciseContent>,
    defaultValues: exercise ? toFormValues(exercise) : EMPTY_EXERCISE_FORM,
  });
  const { register, control, handleSubmit, formState, setError } = form;
  const errors = formState.errors;
  const ids = {
    name: `${id}-name`,
    equipment: `${id}-equipment`,
    difficulty: `${id}-difficulty`,
    description: `${id}-description`,
    muscles: `${id}-muscles`,
    pros: `${id}-pros`,
    cons: `${id}-cons`,
    video: `${id}-video`,
    tags: `${id}-tags`,
  };

  const submit = handleSubmit((content) =>
    save.mutate(
      { id: exercise?.id ?? null, content },
      {
        onSuccess: () => {
          toast.success(editing ? ADMIN_TOASTS.updated : ADMIN_TOASTS.created);
          onDone();
        },
        onError: (error) => {
          const failed = editing ? ADMIN_TOASTS.updateFailed : ADMIN_TOASTS.createFailed;
          reportError(failed, error);
          // The server's 409 (name taken) and 400/422 issues go under the fields they concern, the rest in the toast.
          if (applyServerErrors(error, setError, serverFieldOf, failed)) return;
          toast.error(failed);
          if (isApiError(error, 409)) setError('exerciseName', { type: 'server', message: error.message }, { shouldFocus: true });
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-0">
      <DialogHeader className="border-b px-6 pt-6 pb-4">
        <DialogTitle>{editing ? FORM_TEXT.editTitle : FORM_TEXT.createTitle}</DialogTitle>
        <DialogDescription>{editing ? FORM_TEXT.editDescription : FORM_TEXT.createDescription}</DialogDescription>
      </DialogHeader>

      <div className="space-y-5 px-6 py-5">
        <FormField id={ids.name} label={FORM_TEXT.name} required error={errors.exerciseName?.message}>
          <Input
            id={ids.name}
            placeholder={FORM_TEXT.namePlaceholder}
            autoComplete="off"
            maxLength={120}
            aria-required="true"
            aria-invalid={errors.exerciseName ? true : undefined}
            aria-describedby={describedBy(ids.name, false, errors.exerciseName?.message)}
            {...register('exerciseName')}
          />
        </FormField>

        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={ids.equipment} label={FORM_TEXT.equipment} required error={errors.equipmentType?.message}>
            <Controller
              control={control}
              name="equipmentType"
              render={({ field }) => (
                <EquipmentSelect
                  id={ids.equipment}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  triggerRef={field.ref}
                  invalid={!!errors.equipmentType}
                  describedBy={describedBy(ids.equipment, false, errors.equipmentType?.message)}
                />
              )}
            />
          </FormField>
          <FormField id={ids.difficulty} label={FORM_TEXT.difficulty}>
            <Controller
              control={control}
              name="difficultyLevel"
              render={({ field }) => (
                <DifficultySelect id={ids.difficulty} value={field.value} onChange={field.onChange} onBlur={field.onBlur} triggerRef={field.ref} />
              )}
            />
          </FormField>
        </div>

        <FormField id={ids.description} label={FORM_TEXT.description} required error={errors.description?.message}>
          <Textarea
            id={ids.description}
            rows={4}
            maxLength={5000}
            placeholder={FORM_TEXT.descriptionPlaceholder}
            aria-required="true"
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describedBy(ids.description, false, errors.description?.message)}
            {...register('description')}
          />
        </FormField>

        <Controller
          control={control}
          name="targetMuscleGroups"
          render={({ field }) => (
            <MuscleField
              id={ids.muscles}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errors.targetMuscleGroups?.message}
            />
          )}
        />

        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={ids.pros} label={FORM_TEXT.pros} error={errors.pros?.message}>
            <Textarea id={ids.pros} rows={3} maxLength={2000} placeholder={FORM_TEXT.prosPlaceholder} {...register('pros')} />
          </FormField>
          <FormField id={ids.cons} label={FORM_TEXT.cons} error={errors.cons?.message}>
            <Textarea id={ids.cons} rows={3} maxLength={2000} placeholder={FORM_TEXT.consPlaceholder} {...register('cons')} />
          </FormField>
        </div>

        <FormField id={ids.video} label={FORM_TEXT.videoUrl} hint={FORM_TEXT.videoHint} error={errors.videoUrl?.message}>
          <Input
            id={ids.video}
            type="url"
            inputMode="url"
            maxLength={500}
            placeholder={FORM_TEXT.videoPlaceholder}
            autoComplete="off"
            aria-invalid={errors.videoUrl ? true : undefined}
            aria-describedby={describedBy(ids.video, true, errors.videoUrl?.message)}
            {...register('videoUrl')}
          />
        </FormField>

        <Controller control={control} name="tags" render={({ field }) => <TagInput id={ids.tags} value={field.value} onChange={field.onChange} />} />
      </div>

      <DialogFooter className="sticky bottom-0 border-t bg-background px-6 py-4">
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          {FORM_TEXT.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? FORM_TEXT.saving : editing ? FORM_TEXT.update : FORM_TEXT.create}
        </Button>
      </DialogFooter>
    </form>
  );
}
