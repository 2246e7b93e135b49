import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import type { SuggestionInput } from '@/shared/schemas/suggestions';
import { ExerciseForm, standAloneProblem, useExerciseForm, type OptionsFormValues } from '@/web/components/exercise-form';
import { useRequiredMe } from '@/web/api/get-me';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { useCreateExercise } from '../api/create-exercise';
import { useCreateSuggestion } from '../api/create-suggestion';
import { AddExerciseResult } from '../components/add-exercise-result';
import { PageHeader } from '../components/page-header';
import { useSubmitErrorToast } from '../hooks/use-submit-error';
import { MY_SUGGESTIONS_PATH } from '../suggestion-paths';
import {
  ADD_EXERCISE_RESULT,
  SUGGESTION_TOASTS,
  SUGGESTIONS_TEXT,
  VALIDATION_ERROR_TITLE,
  type SuggestionToast,
} from '../suggestions-messages';

const LIBRARY_PATH = '/dashboard/exercises';

/**
 * /dashboard/add-exercise, the stand-alone Add Exercise page (docs/product.md#screens, docs/product.md#add-exercise, docs/product.md#validation; decision 0008).
 * Made real instead of only logging: an admin's exercise goes into the catalogue (POST /api/admin/exercises), a
 * member's becomes a suggestion (POST /api/suggestions). Missing name, description or equipment raise the spec's
 * 'Missing Required Fields' toast; a missing muscle group raises it with its own sentence. The success message says
 * which happened, and the form is cleared for the next one.
 */
export function AddExercisePage() {
  useDocumentTitle(SUGGESTIONS_TEXT.addTitle);
  const { role } = useRequiredMe();
  const isAdmin = role === 'admin';
  const controller = useExerciseForm('options');
  const createExercise = useCreateExercise();
  const createSuggestion = useCreateSuggestion();
  const reportError = useSubmitErrorToast(
    controller.form.setError,
    isAdmin ? SUGGESTION_TOASTS.createFailed : SUGGESTION_TOASTS.submitFailed,
  );
  const [result, setResult] = useState<SuggestionToast | null>(null);
  const busy = createExercise.isPending || createSuggestion.isPending;

  const done = (message: SuggestionToast) => {
    setResult(message);
    controller.clear();
  };

  const submit = (input: SuggestionInput) => {
    setResult(null);
    if (isAdmin)
      createExercise.mutate(input, {
        onSuccess: (exercise) => done(ADD_EXERCISE_RESULT.created(exercise.exerciseName)),
        onError: reportError,
      });
    else
      createSuggestion.mutate(input, {
        onSuccess: (suggestion) => done(ADD_EXERCISE_RESULT.suggested(suggestion.exerciseName)),
        onError: reportError,
      });
  };

  // docs/product.md#validation: 'Missing Required Fields - Please fill in exercise name, description, and equipment type.' first.
  const onInvalid = (errors: FieldErrors<OptionsFormValues>) => {
    const problem = standAloneProblem(Object.keys(errors));
    const message =
      problem === 'required'
        ? SUGGESTION_TOASTS.missingRequired
        : problem === 'muscles'
          ? SUGGESTION_TOASTS.missingMuscles
          : { title: VALIDATION_ERROR_TITLE, description: Object.values(errors)[0]?.message ?? '' };
    toast.error(message.title, { description: message.description });
  };

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <PageHeader
        title={SUGGESTIONS_TEXT.addTitle}
        subtitle={isAdmin ? SUGGESTIONS_TEXT.addSubtitleAdmin : SUGGESTIONS_TEXT.addSubtitleMember}
      />
      {result && (
        <AddExerciseResult
          message={result}
          link={
            isAdmin
              ? { to: LIBRARY_PATH, label: SUGGESTIONS_TEXT.browseLibrary }
              : { to: MY_SUGGESTIONS_PATH, label: SUGGESTIONS_TEXT.viewMySuggestions }
          }
        />
      )}
      <ExerciseForm
        controller={controller}
        onSubmit={submit}
        onInvalid={onInvalid}
        withPicture={!isAdmin}
        aria-label={SUGGESTIONS_TEXT.addTitle}
        actions={{
          submitLabel: isAdmin ? SUGGESTIONS_TEXT.createExercise : SUGGESTIONS_TEXT.submit,
          busyLabel: isAdmin ? SUGGESTIONS_TEXT.saving : SUGGESTIONS_TEXT.submitting,
          busy,
          secondaryLabel: SUGGESTIONS_TEXT.clearForm,
          onSecondary: controller.clear,
        }}
      />
    </div>
  );
}
