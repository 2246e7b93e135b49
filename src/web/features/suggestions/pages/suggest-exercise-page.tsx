import { List } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { SuggestionInput } from '@/shared/schemas/suggestions';
import { ExerciseForm, useExerciseForm } from '@/web/components/exercise-form';
import { Button } from '@/web/components/ui/button';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { useCreateSuggestion } from '../api/create-suggestion';
import { PageHeader } from '../components/page-header';
import { useSubmitErrorToast } from '../hooks/use-submit-error';
import { MY_SUGGESTIONS_PATH } from '../suggestion-paths';
import { SUGGESTION_TOASTS, SUGGESTIONS_TEXT } from '../suggestions-messages';

/**
 * /dashboard/suggest-exercise (docs/product.md#suggest): the exercise form validated
 * with the server's own rules, Submit Suggestion ('Submitting...'), Clear Form and 'View My Suggestions'. On success the
 * toast 'Success!: Your exercise suggestion has been submitted successfully' and My Suggestions (docs/product.md#messages).
 */
export function SuggestExercisePage() {
  useDocumentTitle(SUGGESTIONS_TEXT.suggestTitle);
  const navigate = useNavigate();
  const controller = useExerciseForm('options');
  const create = useCreateSuggestion();
  const reportError = useSubmitErrorToast(controller.form.setError);

  const submit = (input: SuggestionInput) =>
    create.mutate(input, {
      onSuccess: () => {
        toast.success(SUGGESTION_TOASTS.submitted.title, { description: SUGGESTION_TOASTS.submitted.description });
        void navigate(MY_SUGGESTIONS_PATH);
      },
      onError: reportError,
    });

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <PageHeader
        title={SUGGESTIONS_TEXT.suggestTitle}
        subtitle={SUGGESTIONS_TEXT.suggestSubtitle}
        actions={
          <Button asChild variant="outline">
            <Link to={MY_SUGGESTIONS_PATH}>
              <List aria-hidden="true" />
              {SUGGESTIONS_TEXT.viewMySuggestions}
            </Link>
          </Button>
        }
      />
      <ExerciseForm
        controller={controller}
        onSubmit={submit}
        withPicture
        aria-label={SUGGESTIONS_TEXT.suggestTitle}
        actions={{
          submitLabel: SUGGESTIONS_TEXT.submit,
          busyLabel: SUGGESTIONS_TEXT.submitting,
          busy: create.isPending || create.isSuccess,
          secondaryLabel: SUGGESTIONS_TEXT.clearForm,
          onSecondary: controller.clear,
        }}
      />
    </div>
  );
}
