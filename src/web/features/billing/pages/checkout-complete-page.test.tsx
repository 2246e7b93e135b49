// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillingSubscription } from '@/shared/schemas/billing';
import { cleanUpRender, renderAtRoute } from '@/test-support/render-at-route';
import { CheckoutCompletePage } from './checkout-complete-page';

const channel = vi.hoisted(() => ({ announceSubscriptionChange: vi.fn() }));
vi.mock('../billing-channel', () => channel);

const ACTIVE: BillingSubscription = {
  subscribed: true,
  tier: 'Yearly',
  end: '2027-12-04T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  hasPlan: true,
};

function serve(status: BillingSubscription) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(status)),
  );
}

const renderPage = () =>
  renderAtRoute('/billing/checkout/complete', {
    '/billing/checkout/complete': <CheckoutCompletePage />,
    '/dashboard/subscription': <p>Subscription page</p>,
  });

afterEach(() => {
  cleanUpRender();
  vi.useRealTimers();
});

describe('CheckoutCompletePage', () => {
  it('says the payment is complete and the plan active, tells the other tabs once, and offers to close the tab', async () => {
    serve(ACTIVE);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment complete' })).toBeTruthy();
    expect(screen.getByText('Your Yearly subscription is active.')).toBeTruthy();
    expect(screen.getByText(/The Equipped tab you came from has been updated/)).toBeTruthy();
    expect(channel.announceSubscriptionChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Close this tab' })).toBeTruthy();
  });

  it('when the browser will not close the tab, says it can be closed and links back to the app', async () => {
    serve(ACTIVE);
    const close = vi.fn();
    vi.stubGlobal('close', close);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Close this tab' }));
    expect(close).toHaveBeenCalled();
    expect(await screen.findByText('You can close this tab.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close this tab' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Return to Equipped' }));
    expect(await screen.findByText('Subscription page')).toBeTruthy();
  });

  it('waits for the plan while the payment is being confirmed, without offering to close yet', async () => {
    serve({ subscribed: false, tier: null, end: null, cancelAtPeriodEnd: false, hasPlan: false });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirming your payment...' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close this tab' })).toBeNull();
    expect(channel.announceSubscriptionChange).not.toHaveBeenCalled();
  });
});
