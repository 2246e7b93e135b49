import type { Page } from '@playwright/test';
import { demoAccount, exerciseCard, expect, expectConsoleMessage, expectFailedResponse, signIn, test, waitForHydration } from './fixtures';

// Failures answer honestly: a chunk a deploy removed, and an API that is temporarily unavailable.

const AUTH_PAGE_CHUNK = /\/assets\/auth-page-[\w-]+\.js$/;

/**
 * Counts every document the page asks for (the first visit and each reload): its navigation requests, which a reload
 * started before the first document's load event counts too.
 */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

test('a missing chunk is a 404, never the app page', async ({ request }) => {
  const response = await request.get('/assets/missing-chunk.js');
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain('<div id="root">');
});

test('a route chunk removed by a deploy reloads the page once, then says the app was updated and offers a reload', async ({ page }) => {
  expectFailedResponse(AUTH_PAGE_CHUNK, 404);
  expectConsoleMessage(/^console\.error: Route error TypeError: Failed to fetch dynamically imported module/);
  const loads = countLoads(page);
  let chunkRequests = 0;
  await page.route(AUTH_PAGE_CHUNK, (route) => {
    chunkRequests += 1;
    return route.fulfill({ status: 404, body: 'Not found.' });
  });
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Equipped has been updated' })).toBeVisible();
  await expect(page.getByText('A new version of Equipped is available. Reload the page to continue.')).toBeVisible();
  // One automatic reload, no loop: the guard holds even while the chunk stays missing.
  await page.waitForTimeout(1_500);
  expect({ loads: loads(), chunkRequests }).toEqual({ loads: 2, chunkRequests: 2 });

  // The new build is in place: Reload brings the page, and a later deploy may reload once again.
  await page.unroute(AUTH_PAGE_CHUNK);
  await page.getByRole('button', { name: 'Reload', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('equipped:')))).toEqual([]);
});

test('a chunk that fails once while navigating is fetched again by one reload, without any message', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const loads = countLoads(page);
  let failed = 0;
  expectFailedResponse(AUTH_PAGE_CHUNK, 404);
  await page.route(AUTH_PAGE_CHUNK, (route) => (failed++ === 0 ? route.fulfill({ status: 404, body: 'Not found.' }) : route.continue()));
  await page.locator('a[href="/auth"]').first().click();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  expect(page.url()).toMatch(/\/auth$/);
  expect(loads()).toBe(1);
  await expect(page.getByText('Equipped has been updated')).toHaveCount(0);
});

test('while the API answers 503, the page says it is temporarily unavailable and retrying, then recovers by itself', async ({ page }) => {
  await signIn(page, demoAccount('user'));
  let unavailable = 2;
  expectFailedResponse(/\/api\/exercises\?/, 503);
  await page.route(/\/api\/exercises\?/, (route) =>
    unavailable-- > 0
      ? route.fulfill({
          status: 503,
          headers: { 'Retry-After': '1', 'Content-Type': 'application/json' },
          body: JSON.stringify({
            error: { code: 'SERVICE_UNAVAILABLE', message: 'Equipped is temporarily unavailable. Please try again in a moment.' },
          }),
        })
      : route.continue(),
  );
  // The first page came with the HTML (the server's render); the next view the member asks for meets the outage.
  await expect(exerciseCard(page, 'Band Pull-Apart')).toBeVisible();
  await page.getByLabel('Search exercises').fill('squat');
  await expect(page.getByText('Equipped is temporarily unavailable — retrying…')).toBeVisible();
  await expect(exerciseCard(page, 'Band Pull-Apart')).toHaveCount(0, { timeout: 15_000 });
  await expect(exerciseCard(page, 'Barbell Back Squat')).toBeVisible();
  await expect(page.getByText('Equipped is temporarily unavailable — retrying…')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});
