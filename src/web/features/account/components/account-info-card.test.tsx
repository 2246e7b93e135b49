// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountInfoCard } from './account-info-card';

/** Account Information (docs/product.md#account-settings), with the address an e-mail change waits on. */
describe('AccountInfoCard', () => {
  afterEach(cleanup);

  it('names the pending address while an e-mail change waits for its link', () => {
    render(<AccountInfoCard email="old@example.test" createdAt="2026-03-05T10:00:00.000Z" pendingEmail="new@example.test" />);
    const line = screen.getByText('new@example.test').parentElement;
    expect(line?.textContent).toBe('Waiting for confirmation: new@example.test — check that inbox.');
    expect(screen.getByText('old@example.test')).toBeTruthy();
    expect(screen.getByText('March 5, 2026')).toBeTruthy();
  });

  it('says nothing of a change when none waits', () => {
    render(<AccountInfoCard email="old@example.test" createdAt={null} pendingEmail={null} />);
    expect(screen.queryByText(/Waiting for confirmation/)).toBeNull();
    expect(screen.getByText('N/A')).toBeTruthy();
  });
});
