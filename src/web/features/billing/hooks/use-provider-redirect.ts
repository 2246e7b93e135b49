import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { closeTab, openBlankTab, sendTabTo } from '../new-tab';
import { reportError } from '@/web/lib/report-error';

/**
 * A button action that asks the server for a provider URL (checkout or portal) and opens it in a new tab. On failure
 * the blank tab closes and the toast of docs/product.md#messages shows (`failure`: title and description); the error is logged.
 * `start(input)` must be called from the click handler.
 */
export function useProviderRedirect<T>(fetchUrl: (input: T) => Promise<string>, failure: { title: string; description: string }) {
  const mutation = useMutation({
    mutationFn: async ({ input, tab }: { input: T; tab: Window | null }) => {
      try {
        sendTabTo(tab, await fetchUrl(input));
      } catch (error) {
        closeTab(tab);
        throw error;
      }
    },
    onError: (error) => {
      reportError(failure.description, error);
      toast.error(failure.title, { description: failure.description });
    },
  });
  return {
    start: (input: T) => mutation.mutate({ input, tab: openBlankTab() }),
    isPending: mutation.isPending,
    pendingInput: mutation.isPending ? mutation.variables?.input : undefined,
  };
}
