import { useCallback } from 'react';
import { toast } from 'sonner';
import { SUGGESTION_MESSAGES } from '@/shared/schemas/suggestions';
import { isApiError } from '@/web/lib/api-client';
import { SUGGESTION_TOASTS, VALIDATION_ERROR_TITLE, type SuggestionToast } from '../suggestions-messages';

/**
 * Reports a failed submission with the toasts of spec §8 'Suggestions': 'Error: You must be logged in to suggest
 * exercises' for a 401; 'Suggestion Limit Reached' with the server's sentence (when to try again) for the 429 of the
 * rate limit (issue 4 §1); 'Validation Error' with the server's rule message for a 422; the server's sentence for a 409
 * (the admin API refuses a second exercise of the same name); otherwise `fallback`
 * ('Error: Failed to submit exercise suggestion' unless the caller says otherwise). Logs the error.
 */
export function useSubmitErrorToast(fallback: SuggestionToast = SUGGESTION_TOASTS.submitFailed) {
  return useCallback(
    (error: unknown) => {
      console.error(fallback.description, error);
      if (isApiError(error, 401)) {
        toast.error(SUGGESTION_TOASTS.loginRequired.title, { description: SUGGESTION_TOASTS.loginRequired.description });
      } else if (isApiError(error, 429)) {
        toast.error(SUGGESTION_MESSAGES.rateLimitTitle, { description: error.message });
      } else if (isApiError(error, 422)) {
        toast.error(VALIDATION_ERROR_TITLE, { description: error.issues?.[0]?.message ?? error.message });
      } else if (isApiError(error, 409)) {
        toast.error(fallback.title, { description: error.message });
      } else {
        toast.error(fallback.title, { description: fallback.description });
      }
    },
    [fallback],
  );
}
