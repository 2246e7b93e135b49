// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Me, meQueryKey, useRequiredMe } from './get-me';

const ME: Me = {
  user: {
    id: 'u1',
    email: 'member@example.test',
    name: '',
    emailVerified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    pendingEmail: null,
  },
  role: 'user',
  subscription: { subscribed: false, tier: null, end: null },
};

/** A dashboard component below the guard, rendered without it: what a navigation's transition render re-renders. */
function Header() {
  return <p>{useRequiredMe().user.email}</p>;
}

function renderHeader(client: QueryClient) {
  const onCaughtError = vi.fn();
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <QueryClientProvider client={client}>
      <Header />
    </QueryClientProvider>,
    { onCaughtError } as never,
  );
  return { onCaughtError, consoleError };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useRequiredMe', () => {
  it('renders the member it last saw, without throwing, when the member is forgotten before the guard takes the page away', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(meQueryKey, ME);
    const { consoleError } = renderHeader(client);
    expect(screen.getByText('member@example.test')).toBeTruthy();

    // Sign Out and account deletion forget the member (use-delete-account-flow.ts, sign-out-button.tsx).
    await act(async () => {
      client.setQueryData(meQueryKey, null);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(screen.getByText('member@example.test')).toBeTruthy();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('follows a change of member (a new e-mail address after a change is confirmed)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(meQueryKey, ME);
    renderHeader(client);
    await act(async () => {
      client.setQueryData(meQueryKey, { ...ME, user: { ...ME.user, email: 'new@example.test' } });
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(screen.getByText('new@example.test')).toBeTruthy();
  });

  it('still refuses to run where no member was ever signed in (outside the guard: a wiring bug)', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(meQueryKey, null);
    expect(() => renderHeader(client)).toThrow('useRequiredMe must be used under RequireAuth');
  });
});
