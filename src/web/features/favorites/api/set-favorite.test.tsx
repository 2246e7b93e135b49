// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '@/test-support/console-guard';
import type { Exercise } from '@/shared/schemas/exercise';
import { LIBRARY_FAVORITE_MESSAGES } from '../favorites-messages';
import { favoritesKeys } from '@/web/api/favorites-keys';
import { useSetFavorite } from './set-favorite';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const squat = { id: '00000000-0000-4000-8000-000000000001', exerciseName: 'Squat' } as Exercise;

function setup(status: number) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      await gate;
      return status === 204 ? new Response(null, { status }) : Response.json({ error: { code: 'X', message: 'boom' } }, { status });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(favoritesKeys.ids(), ['other']);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useSetFavorite(LIBRARY_FAVORITE_MESSAGES), { wrapper });
  return { client, result, release };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('useSetFavorite (docs/product.md#behaviour optimistic favourite toggle, docs/product.md#messages toasts)', () => {
  it('fills the heart before the server answers and says "Added to favorites"', async () => {
    const { client, result, release } = setup(204);
    act(() => result.current.mutate({ exercise: squat, favorite: true }));
    await waitFor(() => expect(client.getQueryData(favoritesKeys.ids())).toEqual(['other', squat.id]));
    expect(toast.success).not.toHaveBeenCalled();
    release();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Added to favorites', { description: 'Exercise saved to your favorites' }),
    );
  });

  it('reverts the change and shows the failure toast when the server refuses', async () => {
    expectConsoleError('Favorite update failed');
    const { client, result, release } = setup(500);
    act(() => result.current.mutate({ exercise: squat, favorite: true }));
    await waitFor(() => expect(client.getQueryData(favoritesKeys.ids())).toContain(squat.id));
    release();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update favorite. Please try again.'));
    expect(client.getQueryData(favoritesKeys.ids())).toEqual(['other']);
    expect(toast.success).not.toHaveBeenCalled();
  });
});
