import type { Browser, Locator, Page } from '@playwright/test';
import { demoAccount, expect, expectNoA11yViolations, openSidebarLink, signIn, test, visibleToast } from './fixtures';

// The announcement and banner ads (docs/product.md#announcement-admin, docs/product.md#banner-ads, 'Announcement bar
// (member view)', the library's ads; docs/product.md#messages; docs/product.md#announcement-bar, docs/product.md#banner-ads, docs/architecture.md#tests): the demo admin changes them in one browser while a member's
// page, open in another, follows live — no reload. Each test leaves nothing active behind for the other specs.

/** The demo member in a second, separate browser session (own cookies), on the library. */
async function memberSession(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, demoAccount('user'));
  return { page, close: () => context.close() };
}

/** Opens the Admin Dashboard's Promotions tab (the announcement and banner-ad cards live there, not above the list). */
async function openAdminDashboard(page: Page) {
  await signIn(page, demoAccount('admin'));
  await openSidebarLink(page, 'Admin Dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\?tab=promotions$/);
}

/**
 * Checks that every banner ad of the member's library fills the rest of its grid row: its right edge is the grid's,
 * and it starts right after the card beside it (or at the grid's left edge), so no row is left with a gap.
 */
async function expectAdsCompleteTheirRows(page: Page) {
  const grid = page
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .first();
  const rows = await grid.evaluate((ul) => {
    const gap = parseFloat(getComputedStyle(ul).columnGap) || 0;
    const box = ul.getBoundingClientRect();
    return [...ul.querySelectorAll(':scope > li')].flatMap((li) => {
      if (!li.querySelector('[data-banner-ad]')) return [];
      const ad = li.getBoundingClientRect();
      const before = li.previousElementSibling?.getBoundingClientRect();
      const besideCard = before !== undefined && Math.abs(before.top - ad.top) < 1;
      return [
        {
          gridLeft: box.left,
          gridRight: box.right,
          gap,
          left: ad.left,
          right: ad.right,
          startsAt: besideCard ? before.right + gap : box.left,
        },
      ];
    });
  });
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(Math.abs(row.right - row.gridRight), `ad ends at ${row.right}, grid at ${row.gridRight}`).toBeLessThan(1);
    expect(Math.abs(row.left - row.startsAt), `ad starts at ${row.left}, its row's free space at ${row.startsAt}`).toBeLessThan(1);
  }
}

/** Picks `option` in the Radix select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(scope.getByRole('combobox', { name: label })).toHaveText(option);
}

/** What a running countdown reads: days, hours, minutes and seconds (docs/product.md#screens). */
const COUNTDOWN_TEXT = /^\s*\d+ days? \d{2} hours? \d{2} minutes? \d{2} seconds?\s*$/;

/** yyyy-MM-dd `days` from now, in UTC. */
const dateInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The library grid as a person reads it: 'card' for an exercise, 'Promotion: <headline>' for an ad, in order. */
async function gridSequence(page: Page): Promise<string[]> {
  const items = page
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .first()
    .locator(':scope > li');
  // An ad place with no ad to show is an empty item the grid hides (exercise-grid.tsx): not part of what is seen.
  return items.evaluateAll((lis) =>
    lis
      .filter((li) => getComputedStyle(li).display !== 'none')
      .map((li) => (li.querySelector('article') ? 'card' : (li.querySelector('[data-banner-ad]')?.getAttribute('aria-label') ?? 'other'))),
  );
}

/** Switches the announcement off and empties every ad slot through the API, as the admin (cleanup for other specs). */
async function clearPromotions(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, demoAccount('admin'));
  // A browser sends Origin with every write; the API's CSRF guard refuses a body-less write without it.
  const headers = { origin: new URL(page.url()).origin };
  const latest = (await (await page.request.get('/api/admin/announcements/latest')).json()) as {
    announcement: { id: string; title: string } | null;
  };
  if (latest.announcement) {
    const response = await page.request.put(`/api/admin/announcements/${latest.announcement.id}`, {
      data: { title: latest.announcement.title, isActive: false },
      headers,
    });
    expect(response.status(), 'switching the announcement off').toBe(200);
  }
  for (const slot of [1, 2, 3]) {
    const response = await page.request.delete(`/api/admin/banner-ads/${slot}`, { headers });
    expect([204, 404], `DELETE slot ${slot}`).toContain(response.status());
  }
  await context.close();
}

test.afterEach(async ({ browser }) => clearPromotions(browser));

test("an admin saves an announcement with a countdown and a member's open page shows it without reload", async ({
  page,
  browser,
}, testInfo) => {
  const member = await memberSession(browser);
  const bar = member.page.getByRole('region', { name: 'Announcement' });
  await expect(member.page.getByText('Loading announcement...')).toHaveCount(0);
  await expect(bar).toHaveCount(0);

  await openAdminDashboard(page);
  const form = page.getByRole('form', { name: 'Announcement Banner' });
  await expect(form).toBeVisible();

  // docs/product.md#validation: the title is required.
  await form.getByLabel('Title').fill('');
  await form.getByRole('button', { name: 'Save Announcement' }).click();
  await expect(form.getByText('Title is required.')).toBeVisible();
  await expect(form.getByLabel('Title')).toBeFocused();

  const title = `Spring challenge starts soon (${testInfo.project.name})`;
  await form.getByLabel('Title').fill(title);
  await form.getByRole('switch', { name: 'Show Banner' }).click();
  await form.getByLabel('End date').fill(dateInDays(3));
  await choose(page, form, 'Hour', '09');
  await choose(page, form, 'Minute', '30');
  await choose(page, form, 'Timezone', 'UTC');
  await form.getByLabel('Button text (optional)').fill('See plans');
  await form.getByLabel('Button URL (optional)').fill('/dashboard/subscription');
  await expectNoA11yViolations(page);
  await form.getByRole('button', { name: 'Save Announcement' }).click();
  await expect(visibleToast(page)).toContainText('Announcement activated successfully');

  // The member's open page shows it, live (docs/product.md#live-updates: within a second; the assertion allows a little more).
  await expect(bar.getByText(title)).toBeVisible({ timeout: 3_000 });
  const timer = bar.getByRole('timer', { name: 'Time remaining' });
  await expect(timer).toHaveText(COUNTDOWN_TEXT);
  await expect(timer).toContainText(/^\s*[23] days/);
  const before = await timer.locator('[data-unit="seconds"]').textContent();
  await expect(timer.locator('[data-unit="seconds"]')).not.toHaveText(before!, { timeout: 3_000 });
  await expect(bar.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/dashboard/subscription');
  await expectNoA11yViolations(member.page);

  // An edit reaches the member too; the countdown can be cleared.
  const edited = `${title} — now with prizes`;
  await form.getByLabel('Title').fill(edited);
  await form.getByRole('button', { name: 'Clear countdown' }).click();
  // The save tells the admin's own bar to show the announcement again 500 ms later ('announcement-updated').
  const saveAnnounced = page.evaluate(
    () => new Promise<void>((resolve) => window.addEventListener('announcement-updated', () => resolve(), { once: true })),
  );
  await form.getByRole('button', { name: 'Save Announcement' }).click();
  await expect(bar.getByText(edited)).toBeVisible({ timeout: 3_000 });
  await expect(bar.getByRole('timer')).toHaveCount(0);

  // Dismissed for the browser session: gone, and still gone after a reload.
  await bar.getByRole('button', { name: 'Dismiss announcement' }).click();
  await expect(bar).toHaveCount(0);
  await member.page.reload();
  await expect(member.page.getByRole('heading', { name: 'Exercise Library' })).toBeVisible();
  await expect(member.page.getByText('Loading announcement...')).toHaveCount(0);
  await expect(bar).toHaveCount(0);

  // The test button forces the admin's own bar to refresh: dismissed, it comes back (docs/product.md#announcement-admin).
  // The save's own delayed 'announcement-updated' must have fired first, or it would bring the bar back itself.
  await saveAnnounced;
  const adminBar = page.getByRole('region', { name: 'Announcement' });
  await expect(adminBar.getByText(edited)).toBeVisible();
  await adminBar.getByRole('button', { name: 'Dismiss announcement' }).click();
  await expect(adminBar).toHaveCount(0);
  await form.getByRole('button', { name: 'Test Banner Refresh' }).click();
  await expect(adminBar.getByText(edited)).toBeVisible();

  // Switched off: the admin's own bar goes away.
  await form.getByRole('switch', { name: 'Show Banner' }).click();
  await form.getByRole('button', { name: 'Save Announcement' }).click();
  await expect(visibleToast(page)).toContainText('Announcement deactivated successfully');
  await expect(adminBar).toHaveCount(0);
  await member.close();
});

test.describe('an admin in Paris', () => {
  // The admin's browser is in Paris (docs/product.md#banner-ads: the countdown defaults to the admin's own time zone).
  test.use({ timezoneId: 'Europe/Paris' });

  test('banner ads appear after cards 4, 8, … and not after the last, and follow the admin live', async ({ page, browser }, testInfo) => {
    const member = await memberSession(browser);
    await expect(member.page.getByRole('article')).toHaveCount(12);
    expect(await gridSequence(member.page)).toEqual(Array(12).fill('card'));

    await openAdminDashboard(page);
    const card = page.getByRole('heading', { name: /Banner Ad Management/ });
    await expect(card).toContainText('Max 3 per page');
    const slot = (n: number) => page.getByRole('region', { name: new RegExp(`^Banner Ad ${n}\\b`) });
    const first = `Unlock every exercise (${testInfo.project.name})`;
    const second = `Train with a plan (${testInfo.project.name})`;
    const adOne = `Promotion: ${first}`;
    const adTwo = `Promotion: ${second}`;

    // Save is disabled while the headline is empty; Delete exists only for a saved ad.
    await expect(slot(1).getByRole('button', { name: /^Save/ })).toBeDisabled();
    await expect(slot(1).getByRole('button', { name: 'Delete Banner Ad 1' })).toHaveCount(0);
    await slot(1).getByLabel('Headline').fill(first);
    await slot(1).getByLabel('Subtext (optional)').fill('Subscribe to see all 900+ exercises.');
    await slot(1).getByLabel('Button text (optional)').fill('Subscribe');
    await slot(1).getByLabel('Button URL (optional)').fill('/dashboard/subscription');
    await slot(1).getByRole('switch', { name: 'Active' }).click();
    await slot(1).getByRole('button', { name: /^Save/ }).click();
    await expect(visibleToast(page)).toContainText('Banner Ad 1 saved successfully');
    await expect(slot(1).getByRole('button', { name: 'Delete Banner Ad 1' })).toBeVisible();

    // A countdown: no past dates; the default time is 12:00 in the admin's own time zone (this browser's: Paris, not one
    // of the five, so it is offered as a choice of its own).
    await slot(2).getByLabel('Headline').fill(second);
    await slot(2).getByRole('switch', { name: 'Active' }).click();
    await expect(slot(2).getByLabel('End date')).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
    await slot(2).getByLabel('End date').fill(dateInDays(2));
    await expect(slot(2).getByRole('combobox', { name: 'Hour' })).toHaveText('12');
    await expect(slot(2).getByRole('combobox', { name: 'Minute' })).toHaveText('00');
    await expect(slot(2).getByRole('combobox', { name: 'Timezone' })).toHaveText('Local (Europe/Paris)');
    await slot(2).getByRole('button', { name: /^Save/ }).click();
    await expect(visibleToast(page)).toContainText('Banner Ad 2 saved successfully');
    await expectNoA11yViolations(page);

    // The member's open library: ad 1 after card 4, ad 2 after card 8, nothing after card 12 (the last).
    await expect
      .poll(() => gridSequence(member.page), { timeout: 3_000 })
      .toEqual([...Array(4).fill('card'), adOne, ...Array(4).fill('card'), adTwo, ...Array(4).fill('card')]);
    const ad = member.page.getByRole('complementary', { name: adTwo });
    await expect(ad.getByRole('timer', { name: 'Time remaining' })).toHaveText(COUNTDOWN_TEXT);
    await expect(member.page.getByRole('complementary', { name: adOne }).getByRole('link', { name: 'Subscribe' })).toBeVisible();
    await expectNoA11yViolations(member.page);
    // Whole rows with three columns (the ad spans the two cells beside the 4th card), two (the whole row) and one.
    await expectAdsCompleteTheirRows(member.page);
    for (const width of [900, 390]) {
      await member.page.setViewportSize({ width, height: 800 });
      await expectAdsCompleteTheirRows(member.page);
    }
    const grid = member.page
      .getByRole('list')
      .filter({ has: member.page.getByRole('article') })
      .first();
    // The ad spans the grid's whole width; measured until the layout has settled after the resize (both boxes are read
    // in the same poll, so a re-layout between two reads cannot be mistaken for a gap).
    const adWiderOrNarrowerThanGrid = async () =>
      Math.abs((await member.page.getByRole('complementary', { name: adTwo }).boundingBox())!.width - (await grid.boundingBox())!.width);
    await expect.poll(adWiderOrNarrowerThanGrid).toBeLessThan(1);
    await member.page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(adWiderOrNarrowerThanGrid).toBeLessThan(1);
    await member.page.setViewportSize({ width: 1280, height: 800 });

    // Deleting slot 2 resets it and the member's ads rotate through the one left: ad 1 after cards 4 and 8.
    await slot(2).getByRole('button', { name: 'Delete Banner Ad 2' }).click();
    await expect(visibleToast(page)).toContainText('Banner Ad 2 deleted successfully');
    await expect(slot(2).getByLabel('Headline')).toHaveValue('');
    await expect(slot(2).getByRole('switch', { name: 'Active' })).not.toBeChecked();
    await expect(slot(2).getByRole('button', { name: 'Delete Banner Ad 2' })).toHaveCount(0);
    await expect
      .poll(() => gridSequence(member.page), { timeout: 3_000 })
      .toEqual([...Array(4).fill('card'), adOne, ...Array(4).fill('card'), adOne, ...Array(4).fill('card')]);
    await member.close();
  });
});
