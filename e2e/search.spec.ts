import type { Page } from '@playwright/test';
import { demoAccount, expect, expectNoA11yViolations, signIn, test } from './fixtures';

// The library search's typo correction, highlighting, autocomplete and zero-result hints (docs/product.md#search).
// Signed in as the admin: the full catalogue, so the exercises named below are all visible.

/** Opens a filter's popover, ticks one option and closes it again (as library.spec.ts does). */
async function tickFilter(page: Page, filter: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${filter}`) }).click();
  const box = page.getByRole('checkbox', { name: option, exact: true });
  await box.click();
  await expect(box).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(box).toHaveCount(0);
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search exercises' });

/** A press outside the search box closes its autocomplete popup, which may lie over the notice and the results. */
async function closeAutocomplete(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Exercise Library' }).click();
  await expect(page.getByRole('listbox', { name: 'Exercise suggestions' })).toBeHidden();
}

test('a typo is corrected, the matched words are marked, and the text as typed is one click away', async ({ page }) => {
  await signIn(page, demoAccount('admin'));
  await searchBox(page).fill('romanain deadlift');
  await expect(page).toHaveURL(/q=romanain\+deadlift/);
  await closeAutocomplete(page);

  const notice = page.getByRole('status').filter({ hasText: 'Showing results for' });
  await expect(notice).toContainText('Showing results for romanian deadlift');
  await expect(notice.locator('em')).toHaveText('romanian deadlift');

  // A Romanian Deadlift card (the catalogue names them by equipment: Barbell, Dumbbell, …) with its words marked.
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: /Romanian Deadlift/ }) })
    .first();
  await expect(card).toBeVisible();
  await expect(
    card
      .getByRole('heading')
      .locator('mark')
      .filter({ hasText: /^Romanian$/ }),
  ).toBeVisible();
  await expect(
    card
      .getByRole('heading')
      .locator('mark')
      .filter({ hasText: /^Deadlift$/ }),
  ).toBeVisible();
  await expectNoA11yViolations(page);

  await notice.getByRole('button', { name: 'Search instead for romanain deadlift' }).click();
  await expect(page).toHaveURL(/exact=true/);
  await expect(page.getByText('Showing results for')).toHaveCount(0);

  // Changing the text searches with corrections again.
  await searchBox(page).fill('romanain deadlifts');
  await expect(page).toHaveURL(/q=romanain\+deadlifts/);
  await expect(page).not.toHaveURL(/exact=true/);
});

test('autocomplete entries appear as you type and ArrowDown + Enter opens the first one', async ({ page }) => {
  await signIn(page, demoAccount('admin'));
  const box = searchBox(page);
  await box.fill('bench');
  const listbox = page.getByRole('listbox', { name: 'Exercise suggestions' });
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const first = listbox.getByRole('option').first();
  await expect(first).toBeVisible();
  // Each option shows the name, then the equipment; the name is the option's first part (its hidden ', ' left out).
  const name = (await first.locator(':scope > span').first().innerText()).replace(/,\s*$/, '').trim();
  expect(name.length).toBeGreaterThan(0);
  // Full width of the search box, on a phone too.
  const boxWidth = (await box.boundingBox())!.width;
  expect((await listbox.boundingBox())!.width).toBeGreaterThanOrEqual(boxWidth - 1);
  await expectNoA11yViolations(page);

  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(listbox).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Escape closes the popup and keeps the text.
  await box.fill('bench press');
  await expect(listbox).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(box).toHaveValue('bench press');
});

test('with no results, the library names the filter to drop and dropping it shows results', async ({ page }) => {
  await signIn(page, demoAccount('admin'));
  await tickFilter(page, 'Equipment', 'Treadmill');
  await searchBox(page).fill('romanian deadlift');
  await expect(page).toHaveURL(/q=romanian\+deadlift/);
  await closeAutocomplete(page);

  await expect(page.getByRole('heading', { name: 'No exercises found' })).toBeVisible();
  await expect(page.getByText('No exercises match "romanian deadlift" with Equipment: Treadmill.')).toBeVisible();
  const drop = page.getByRole('button', { name: /^Remove the Equipment filter to see \d+ exercises?$/ });
  await expect(drop).toBeVisible();
  await expectNoA11yViolations(page);

  await drop.click();
  await expect(page).not.toHaveURL(/equipment=/);
  await expect(page).toHaveURL(/q=romanian\+deadlift/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No exercises found' })).toHaveCount(0);
});
