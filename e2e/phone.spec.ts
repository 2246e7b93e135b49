import type { Page } from '@playwright/test';
import { demoAccount, expect, expectConsoleMessage, signIn, signUpMember, test } from './fixtures';

// docs/product.md#phone-navigation and the 320–1440 px rule: the bottom bar takes a member between their main places
// with one thumb, marks where they are, and nothing on any page reaches past the screen's right edge at 320 px.
// These stories set their own widths, so they run once (the desktop project).
test.skip(({ viewport }) => viewport !== null && viewport.width < 768, 'each story sets its own widths');

/** How far the page reaches past the right edge of the viewport (0 when it does not scroll sideways). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Opens `path` and waits until its main heading (or the page's first heading) is on screen. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading').first()).toBeVisible();
  // Late content (a page's list, the gym switcher's name) settles before the width is read.
  await page.waitForLoadState('networkidle');
}

const MEMBER_PAGES = [
  '/dashboard/exercises',
  '/dashboard/compare-exercises',
  '/dashboard/workouts',
  '/dashboard/workouts/create',
  '/dashboard/history',
  '/dashboard/history/import',
  '/dashboard/my-favorites',
  '/dashboard/gyms',
  '/dashboard/suggest-exercise',
  '/dashboard/my-suggestions',
  '/dashboard/account-settings',
  '/dashboard/subscription',
];

test('at 320 px no page scrolls sideways: signed out, a member on every page of theirs, and an admin', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 320, height: 640 });
  expectConsoleMessage('404 Error: User attempted to access non-existent route: /no-such-page');
  for (const path of ['/', '/auth', '/terms', '/privacy', '/credits', '/no-such-page']) {
    await open(page, path);
    expect({ path, overflow: await sidewaysOverflow(page) }).toEqual({ path, overflow: 0 });
  }
  await signIn(page, demoAccount('user'));
  for (const path of MEMBER_PAGES) {
    await open(page, path);
    expect({ path, overflow: await sidewaysOverflow(page) }).toEqual({ path, overflow: 0 });
  }
  // The header's controls all fit: the gym switcher, the plan, the account menu and Sign Out.
  for (const name of ['Account', 'Sign Out'])
    await expect(page.getByRole('banner').getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  // The admin in a browser of their own (the member's session stays the member's).
  await page.context().clearCookies();
  await page.goto('/');
  await signIn(page, demoAccount('admin'));
  await open(page, '/dashboard/admin');
  expect(await sidewaysOverflow(page)).toBe(0);
  // An admin's header reads "Subscribed", wider than "Upgrade": the gym switcher gives way, Sign Out stays on screen.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeInViewport({ ratio: 1 });
});

test('on a phone the bottom bar moves between Library, Workouts, History and Favorites, marks the current place, and More opens the rest', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpMember(page, 'bottom-bar');
  const bar = page.getByRole('navigation', { name: 'Main' });
  await expect(bar).toBeInViewport({ ratio: 1 });
  await expect(bar.getByRole('link', { name: 'Library' })).toHaveAttribute('aria-current', 'page');
  for (const [label, heading] of [
    ['Workouts', 'My Workouts'],
    ['History', 'History'],
    ['Favorites', 'My Favorites'],
    ['Library', 'Exercise Library'],
  ] as const) {
    await bar.getByRole('link', { name: label }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(bar.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    await expect(bar.locator('[aria-current]')).toHaveCount(1);
  }
  // Below a place, the place stays marked: the workout builder is in Workouts.
  await page.goto('/dashboard/workouts/create');
  await expect(bar.getByRole('link', { name: 'Workouts' })).toHaveAttribute('aria-current', 'true');
  // The name stops at its limit, and the counter says so (typed key by key, as a thumb would).
  const name = page.getByRole('textbox', { name: 'Workout name' });
  await name.pressSequentially('Upper body, heavy day, with the long warm-up first, then the sets');
  await expect(name).toHaveValue('Upper body, heavy day, with the long warm-up first');
  await expect(page.getByText('50/50')).toBeVisible();
  // The builder's Save bar sits above the bottom bar, not under it.
  const save = page.getByRole('button', { name: 'Save Workout' });
  await expect(save).toBeInViewport({ ratio: 1 });
  const saveBox = (await save.boundingBox())!;
  const barBox = (await bar.boundingBox())!;
  expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(barBox.y);
  // More opens the sidebar with every other place.
  await bar.getByRole('button', { name: 'More' }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('link', { name: 'Account Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(bar.locator('[aria-current]')).toHaveCount(0);

  // From 768 px the bar is gone and the sidebar is the navigation.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(bar).toBeHidden();
  await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toBeVisible();
});
