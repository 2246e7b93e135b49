import type { BrowserContext, Page } from '@playwright/test';
import { addYears, format } from 'date-fns';
import {
  demoAccount,
  expect,
  expectConsoleMessage,
  expectFailedResponse,
  expectNoA11yViolations,
  openSidebarLink,
  signIn,
  signUpMember,
  test,
  visibleToast,
} from './fixtures';

// Subscriptions (docs/product.md#subscription) on the local billing provider (the default: test-mode checkout and portal pages of the app itself).

/** Clicks `trigger` and returns the tab it opens (checkout and portal open in a new tab, docs/product.md#behaviour). */
async function openedTab(context: BrowserContext, click: () => Promise<void>, url: RegExp): Promise<Page> {
  const opened = context.waitForEvent('page');
  await click();
  const tab = await opened;
  await tab.waitForURL(url);
  return tab;
}

const samplesOnly = async (page: Page) => {
  await expect(page.getByText('Limited Access - Sample Exercises Only')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^14 exercises$/ })).toBeVisible();
};

test('a member subscribes yearly in the checkout tab, gets the full library, cancels in the portal, and is back to samples when it ends', async ({
  page,
  context,
}) => {
  await signUpMember(page, 'subscriber');
  await samplesOnly(page);

  await page.getByRole('link', { name: 'Subscribe to Unlock' }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  for (const feature of ['Complete Exercise Library', 'Unlimited Suggestions', 'Exercise Comparison Tool']) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();
  }
  const monthly = page.getByRole('article', { name: 'Monthly Plan' });
  const yearly = page.getByRole('article', { name: 'Yearly Plan' });
  await expect(monthly).toContainText('$12');
  await expect(monthly).toContainText('Cancel anytime');
  await expect(yearly).toContainText('$97');
  await expect(yearly).toContainText('Best Value');
  await expect(yearly).toContainText('Save $47 compared to monthly');
  await expect(yearly).toContainText('Advanced workout builder');
  await expectNoA11yViolations(page);

  // Checkout in its own tab: clearly test mode, plan and price, Confirm.
  const checkout = await openedTab(
    context,
    () => yearly.getByRole('button', { name: /Subscribe Yearly/ }).click(),
    /\/billing\/local\/checkout\?plan=yearly$/,
  );
  await expect(checkout.getByText('TEST MODE').first()).toBeVisible();
  await expect(checkout.getByRole('heading', { name: 'Yearly Plan' })).toBeVisible();
  await expect(checkout.getByText('$97', { exact: true })).toBeVisible();
  await expect(checkout.getByText(`First renewal: ${format(addYears(new Date(), 1), 'MMMM d, yyyy')}`)).toBeVisible();
  await expectNoA11yViolations(checkout);
  await checkout.getByRole('button', { name: 'Confirm' }).click();
  // The checkout tab does not become a second copy of the app: it says the payment is done and offers to close itself.
  await checkout.waitForURL(/\/billing\/checkout\/complete$/);
  await expect(checkout.getByRole('heading', { level: 1, name: 'Payment complete' })).toBeVisible();
  await expect(checkout.getByText('Your Yearly subscription is active.')).toBeVisible();
  await expect(checkout.getByText('The Equipped tab you came from has been updated')).toBeVisible();
  await expect(checkout.getByRole('navigation')).toHaveCount(0);
  await expectNoA11yViolations(checkout);

  // The first tab notices without a reload (and before this tab closes): the Current Subscription card with the
  // renewal date a year ahead.
  await expect(page.getByRole('region', { name: /Current Subscription/ })).toBeVisible();
  // The checkout tab was opened by the page, so it may close itself.
  const closed = checkout.waitForEvent('close');
  // The click closes the tab, which can end the page before Playwright hears the click was delivered: that error
  // only, and only once the tab is gone.
  await checkout
    .getByRole('button', { name: 'Close this tab' })
    .click()
    .catch((error: unknown) => {
      if (!checkout.isClosed()) throw error;
    });
  await closed;
  expect(context.pages()).toEqual([page]);
  await page.bringToFront();
  const status = (await (await page.request.get('/api/billing/subscription')).json()) as { end: string };
  expect(Math.abs(new Date(status.end).getTime() - addYears(new Date(), 1).getTime())).toBeLessThan(10 * 60_000);
  const renewal = format(new Date(status.end), 'MMMM d, yyyy');
  const current = page.getByRole('region', { name: /Current Subscription/ });
  await expect(current).toContainText(`Renews on ${renewal}`);
  await expect(current).toContainText('Yearly');
  await expect(page.getByRole('region', { name: 'Active Subscription' })).toContainText('Yearly');
  await expect(page.getByRole('article', { name: 'Yearly Plan' })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // In a tab the page did not open (its address typed in), the browser will not let it close itself: it says the tab
  // can be closed and leads back to the app.
  expectConsoleMessage('Scripts may close only the windows that were opened by them.');
  await page.goto('/billing/checkout/complete');
  await page.getByRole('button', { name: 'Close this tab' }).click();
  await expect(page.getByText('You can close this tab.')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Equipped' }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);

  await openSidebarLink(page, 'Browse Exercises');
  await expect(page.getByRole('status').filter({ hasText: '1034 exercises' })).toBeVisible();
  await expect(page.getByText('Limited Access - Sample Exercises Only')).toHaveCount(0);

  // Cancel in the portal: still subscribed until the end date, which the page now shows.
  await openSidebarLink(page, 'Subscribed · Yearly');
  const portal = await openedTab(
    context,
    () => page.getByRole('button', { name: /Manage Subscription/ }).click(),
    /\/billing\/local\/portal$/,
  );
  await expect(portal.getByRole('heading', { name: 'Manage Subscription' })).toBeVisible();
  await expect(portal.getByText('TEST MODE').first()).toBeVisible();
  await expectNoA11yViolations(portal);
  await portal.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(portal.getByText('Cancelled — access continues until the end date')).toBeVisible();
  await page.bringToFront();
  await expect(current).toContainText(`Ends on ${renewal}`);
  await openSidebarLink(page, 'Browse Exercises');
  await expect(page.getByRole('status').filter({ hasText: '1034 exercises' })).toBeVisible();

  // The end date comes (test mode 'End Now', decision 0009): back to the samples, in the tab left on the library.
  await portal.bringToFront();
  await portal.getByRole('button', { name: 'End Now (Test Mode)' }).click();
  await expect(portal.getByText('No active plan')).toBeVisible();
  await page.bringToFront();
  await samplesOnly(page);
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Subscribe to Unlock' }).click();
  await expect(page.getByRole('article', { name: 'Yearly Plan' })).toBeVisible();
});

test('a failed checkout says so and leaves no tab behind; a cancelled one changes nothing', async ({ page, context }) => {
  await signIn(page, demoAccount('user'));
  await page.getByRole('link', { name: 'Subscribe to Unlock' }).click();
  const monthly = page.getByRole('article', { name: 'Monthly Plan' });

  await page.route('**/api/billing/checkout', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'BILLING_UNAVAILABLE', message: 'down' } }),
    }),
  );
  expectFailedResponse('/api/billing/checkout', 502);
  expectConsoleMessage('Failed to create checkout session. Please try again. ApiError: down');
  await monthly.getByRole('button', { name: /Subscribe Monthly/ }).click();
  await expect(visibleToast(page)).toContainText('Failed to create checkout session. Please try again.');
  await expect.poll(() => context.pages().length).toBe(1);
  await page.unroute('**/api/billing/checkout');

  const checkout = await openedTab(
    context,
    () => monthly.getByRole('button', { name: /Subscribe Monthly/ }).click(),
    /\/billing\/local\/checkout\?plan=monthly$/,
  );
  await expect(checkout.getByText('$12', { exact: true })).toBeVisible();
  await checkout.getByRole('button', { name: 'Cancel' }).click();
  await checkout.waitForURL(/\/dashboard\/subscription\?checkout=cancelled$/);
  await expect(checkout.getByText('Checkout cancelled')).toBeVisible();
  await expect(checkout.getByRole('article', { name: 'Monthly Plan' })).toBeVisible();
  await expectNoA11yViolations(checkout);
});

test('an admin counts as subscribed, with tier Admin', async ({ page }) => {
  await signIn(page, demoAccount('admin'));
  await openSidebarLink(page, 'Subscribed · Admin');
  await expect(page.getByRole('region', { name: 'Active Subscription' })).toContainText('Admin');
  const current = page.getByRole('region', { name: /Current Subscription/ });
  await expect(current).toContainText('Admin');
  await expect(current).toContainText('As an admin you have full access without a plan.');
  await expect(page.getByRole('article', { name: 'Monthly Plan' })).toHaveCount(0);
  await expectNoA11yViolations(page);
});
