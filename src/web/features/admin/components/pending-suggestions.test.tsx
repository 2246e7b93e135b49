// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PendingSuggestion } from '@/shared/schemas/admin';
import { ADMIN_TOASTS } from '../admin-messages';
import { PendingSuggestions } from './pending-suggestions';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const suggestion = (n: number): PendingSuggestion => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  exerciseName: `Suggested Move ${n}`,
  description: 'A move worth adding.',
  equipmentType: 'Dumbbells',
  targetMuscleGroups: 'Chest',
  pros: null,
  cons: null,
  videoUrl: null,
  difficultyLevel: 'beginner',
  tags: null,
  requiredEquipment: [['Dumbbells']],
  optionalEquipment: [],
  picture: null,
  createdAt: new Date().toISOString(),
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('PendingSuggestions (docs/product.md#admin, docs/product.md#messages toasts)', () => {
  it('approves two suggestions one after the other: both cards show busy and each gets its own toast', async () => {
    const releases = new Map<string, () => void>();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (init?.method === 'POST') {
          const id = url.split('/').at(-2)!;
          await new Promise<void>((resolve) => releases.set(id, resolve));
          return Response.json({ exercise: { id: `exercise-${id}` } }, { status: 201 });
        }
        return Response.json({ items: [suggestion(1), suggestion(2)] });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PendingSuggestions />
      </QueryClientProvider>,
    );
    await screen.findByRole('heading', { name: 'Suggested Move 1' });
    const [approve1, approve2] = screen.getAllByRole('button', { name: /^Approve/ });
    act(() => approve1!.click());
    await waitFor(() => expect(releases.size).toBe(1));
    act(() => approve2!.click());
    await waitFor(() => expect(releases.size).toBe(2));
    // The first card stays busy while the second approval runs (it used to come back on and invite a second click).
    for (const button of screen.getAllByRole('button')) expect(button).toHaveProperty('disabled', true);
    expect(screen.getAllByRole('button', { name: /^Approving\.\.\./ })).toHaveLength(2);

    act(() => releases.get(suggestion(1).id)!());
    act(() => releases.get(suggestion(2).id)!());
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(2));
    expect(toast.success).toHaveBeenCalledWith(ADMIN_TOASTS.approved);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows what each suggestion needs, a group at a time, and what only helps: what Approve copies', async () => {
    const bench: PendingSuggestion = {
      ...suggestion(3),
      exerciseName: 'Suggested Bench Press',
      equipmentType: 'Barbells',
      requiredEquipment: [['Barbells'], ['Flat Bench', 'Adjustable Bench']],
      optionalEquipment: ['Power Rack', 'Exercise Mat'],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ items: [bench, suggestion(1)] })),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PendingSuggestions />
      </QueryClientProvider>,
    );
    const card = await screen.findByRole('article', { name: 'Suggested Bench Press' });
    expect(within(card).getByText('Needs: Barbells, Flat Bench or Adjustable Bench')).toBeTruthy();
    expect(within(card).getByText('Helpful: Power Rack, Exercise Mat')).toBeTruthy();
    // Nothing helpful: no such line.
    const plain = screen.getByRole('article', { name: 'Suggested Move 1' });
    expect(within(plain).getByText('Needs: Dumbbells')).toBeTruthy();
    expect(within(plain).queryByText(/^Helpful:/)).toBeNull();
  });
});
