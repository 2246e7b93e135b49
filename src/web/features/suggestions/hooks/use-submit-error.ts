import { useCallback } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import { SUGGESTION_MESSAGES } from '@/shared/schemas/suggestions';
import { isApiError } from '@/web/lib/api-client';
import { exerciseFormServerFields, type OptionsFormValues } from '@/web/components/exercise-form';
import { applyServerErrors } from '@/web/lib/form-errors';
import { SUGGESTION_TOASTS, VALIDATION_ERROR_TITLE, type SuggestionToast } from '../suggestions-messages';
import { reportError } from '@/web/lib/report-error';

/**
 * Reports a failed submission of the exercise form with the toasts of docs/product.md#suggest: 'Error: You must be
 * logged in to suggest exercises' for a 401; 'Suggestion Limit Reached' with the server's sentence (when to try again)
 * for the 429 of the rate limit; for a 400/422 each of the server's field problems under its field (`setError`) and a
 * 'Validation Error' toast (src/web/lib/form-errors.ts); the server's sentence for a 409 (the admin API refuses a second
 * exercise of the same name), also under the name; otherwise `fallback` ('Error: Failed to submit exercise suggestion'
 * unless the caller says otherwise). Logs the error.
 */
export function useSubmitErrorToast(
  setError: UseFormSetError<OptionsFormValues>,
  fallback: SuggestionToast = SUGGESTION_TOASTS.submitFailed,
) {
  return useCallback(
    (error: unknown) => {
      reportError(fallback.description, error);
      if (isApiError(error, 401)) {
        toast.error(SUGGESTION_TOASTS.loginRequired.title, { description: SUGGESTION_TOASTS.loginRequired.description });
      } else if (isApiError(error, 429)) {
        toast.error(SUGGESTION_MESSAGES.rateLimitTitle, { description: error.message });
      } else if (isApiError(error, 409)) {
        toast.error(fallback.title, { description: error.message });
        setError('exerciseName', { type: 'server', message: error.message }, { shouldFocus: true });
      } else if (!applyServerErrors(error, setError, exerciseFormServerFields.options, VALIDATION_ERROR_TITLE)) {
        toast.error(fallback.title, { description: fallback.description });
      }
    },
    [fallback, setError],
  );
}
