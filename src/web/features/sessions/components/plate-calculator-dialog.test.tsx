// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrainingPreferences } from '@/shared/schemas/sessions';
import { sessionsKeys } from '@/web/api/open-session';
import { PlateCalculatorDialog } from './plate-calculator-dialog';

afterEach(cleanup);

function renderWith(preferences: TrainingPreferences, initialWeight: number | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(sessionsKeys.preferences(), preferences);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PlateCalculatorDialog open onOpenChange={() => undefined} initialWeight={initialWeight} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PlateCalculatorDialog', () => {
  it("starts from the set's weight and says the plates for each side of the member's bar, and the closest load when none fit", () => {
    renderWith({ weightUnit: 'kg', barWeight: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] }, 100);
    expect(screen.getByLabelText('Weight on the bar (kg)')).toHaveProperty('value', '100');
    expect(screen.getByRole('status').textContent).toBe('Each side: 25 + 15 kg, on the 20 kg bar.');
    fireEvent.change(screen.getByLabelText('Weight on the bar (kg)'), { target: { value: '63' } });
    expect(screen.getByRole('status').textContent).toBe(
      'Your plates cannot make 63 kg: the closest under it is 62.5 kg. Each side: 20 + 1.25 kg, on the 20 kg bar.',
    );
    fireEvent.change(screen.getByLabelText('Weight on the bar (kg)'), { target: { value: '15' } });
    expect(screen.getByRole('status').textContent).toBe('That is lighter than your bar (20 kg).');
  });

  it('uses only the plates the member has, in pounds', () => {
    renderWith({ weightUnit: 'lb', barWeight: 45, plates: [35, 25, 10] }, 145);
    expect(screen.getByRole('status').textContent).toBe('Each side: 25 + 25 lb, on the 45 lb bar.');
  });
});
