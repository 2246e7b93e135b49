import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Exercise } from '@/shared/schemas/exercise';
import type { SuggestionInput } from '@/shared/schemas/suggestions';
import { catalogueChanged } from '@/web/api/catalogue-changed';
import { apiFetch } from '@/web/lib/api-client';

/**
 * POST /api/admin/exercises → 201 `{ exercise }` (the admin API; body: exerciseInputSchema). The stand-alone
 * Add Exercise page sends the form's content, never as a sample (decision 0008).
 * @throws ApiError: 401, 403 for non-admins, 422 with issues.
 */
export async function createExercise(input: SuggestionInput): Promise<Exercise> {
  const { exercise } = await apiFetch<{ exercise: Exercise }>('/api/admin/exercises', {
    method: 'POST',
    json: { ...input, isSample: false },
  });
  return exercise;
}

/** Creates a catalogue exercise as an admin; every exercise view (library, admin list and count) refetches on success. */
export function useCreateExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExercise,
    onSuccess: () => catalogueChanged(queryClient),
  });
}
