// @vitest-environment jsdom
import { gymsKeys } from '@/web/api/gyms-keys';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Exercise } from '@/shared/schemas/exercise';
import { AddExerciseDialog } from './add-exercise-dialog';

const bench = {
  id: '00000000-0000-4000-8000-000000000001',
  exerciseName: 'Bench Press',
  equipmentType: 'Barbells',
  difficultyLevel: 'beginner',
  targetMuscleGroups: 'Chest',
} as Exercise;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AddExerciseDialog', () => {
  it("offers 'Try again' when the exercises fail to load, and loads them again", async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        if (calls === 1) return Response.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 });
        return Response.json({ items: [bench], total: 1, page: 1, pageSize: 12, sampleOnly: false });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // A member without gyms (the picker would follow the active one, docs/product.md#my-gyms).
    client.setQueryDefaults(gymsKeys.all, { staleTime: Infinity });
    client.setQueryData(gymsKeys.list(), []);
    render(
      <QueryClientProvider client={client}>
        <AddExerciseDialog open onOpenChange={() => {}} isAdded={() => false} onAdd={() => {}} entryCount={0} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Exercise' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to load exercises');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('button', { name: 'Add Bench Press' })).toBeTruthy();
    expect(within(dialog).queryByText('Failed to load exercises')).toBeNull();
    expect(calls).toBe(2);
  });
});
