import type { Page } from '@playwright/test';
import { demoAccount, exerciseCard, expect, expectNoA11yViolations, openSidebarLink, signIn, test, visibleToast } from './fixtures';

// The comparison lives in the URL and in this tab's sessionStorage, never on the server, so the shared demo member can
// tell this story without leaving anything behind for the other specs.

const selectedBadge = (page: Page) => page.getByRole('status').filter({ hasText: /exercises selected$/ });

/** The library's comparison tray (a region named 'Compare (n/4)'). */
const compareTray = (page: Page) => page.getByRole('region', { name: /^Compare \(\d\/4\)$/ });

/** The comparison's scrolling region, holding its table. */
const comparison = (page: Page) => page.getByRole('region', { name: /^Comparison of \d exercises?$/ });

/** The column header naming `name` in the comparison table. */
const column = (page: Page, name: string) =>
  comparison(page)
    .getByRole('columnheader')
    .filter({ has: page.getByRole('button', { name, exact: true }) });

/** The names of the compared exercises, left to right. */
const columnNames = (page: Page) => comparison(page).getByRole('columnheader').locator('button[aria-haspopup]');

/** The cell of exercise `name` in the row labelled `label` (each cell names its column and its row in `headers`). */
async function cell(page: Page, name: string, label: string) {
  const id = await column(page, name).getAttribute('id');
  return comparison(page)
    .locator('tbody', { has: page.getByRole('rowheader', { name: new RegExp(`^${label}`) }) })
    .locator(`td[headers~="${id}"]`);
}

/** Opens the page's 'Add Exercise' dialog, searches the catalogue and presses the exercise's Add button. */
async function addFromDialog(page: Page, search: string, name: string) {
  await page.getByRole('button', { name: 'Add Exercise', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Exercise' });
  await dialog.getByRole('searchbox', { name: 'Search exercises to compare' }).fill(search);
  await dialog.getByRole('button', { name: `Add ${name}`, exact: true }).click();
  return dialog;
}

test('a member compares four exercises, sees the summary, gets Limit Reached on a fifth, and the comparison survives a reload', async ({
  page,
}) => {
  await signIn(page, demoAccount('user'));
  await expect(page.getByRole('article')).toHaveCount(12);

  // First from a library card: the Compare toggle picks it into the tray, and 'Compare now' opens the comparison.
  await exerciseCard(page, 'Dumbbell Bench Press').getByRole('button', { name: 'Compare Dumbbell Bench Press' }).click();
  await expect(compareTray(page)).toHaveAccessibleName('Compare (1/4)');
  await compareTray(page).getByRole('link', { name: 'Compare now' }).click();
  await expect(page).toHaveURL(/\/dashboard\/compare-exercises\?ids=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Compare Exercises', level: 1 })).toBeVisible();
  await expect(selectedBadge(page)).toHaveText('1/4 exercises selected');
  await expect(column(page, 'Dumbbell Bench Press')).toBeVisible();
  // One exercise has nothing to summarise.
  await expect(page.getByRole('heading', { name: 'Comparison Summary' })).toHaveCount(0);

  // Second from the library's details dialog: it is added to the same comparison, not a new one.
  await openSidebarLink(page, 'Browse Exercises');
  await exerciseCard(page, 'Barbell Bench Press')
    .getByRole('button', { name: /View details/ })
    .click();
  const details = page.getByRole('dialog');
  await details.getByRole('button', { name: 'Compare Barbell Bench Press' }).click();
  await expect(details.getByRole('button', { name: 'Compare Barbell Bench Press' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(compareTray(page).getByRole('listitem')).toHaveText(['Dumbbell Bench Press', 'Barbell Bench Press']);
  await compareTray(page).getByRole('link', { name: 'Compare now' }).click();
  await expect(page).toHaveURL(/\/dashboard\/compare-exercises\?ids=[0-9a-f-]{36},[0-9a-f-]{36}$/);
  await expect(selectedBadge(page)).toHaveText('2/4 exercises selected');
  await expect(page.getByRole('heading', { name: 'Comparison Summary' })).toBeVisible();

  // Third and fourth through the page's own 'Add Exercise' dialog and its catalogue search.
  let dialog = await addFromDialog(page, 'pull up', 'Pull-Up');
  await expect(dialog).toHaveCount(0);
  await expect(selectedBadge(page)).toHaveText('3/4 exercises selected');
  dialog = await addFromDialog(page, 'turkish', 'Kettlebell Turkish Get-Up');
  await expect(dialog).toHaveCount(0);
  await expect(selectedBadge(page)).toHaveText('4/4 exercises selected');

  const names = ['Dumbbell Bench Press', 'Barbell Bench Press', 'Pull-Up', 'Kettlebell Turkish Get-Up'];
  await expect(columnNames(page)).toHaveText(names);
  const rowLabels = [
    'Equipment',
    'Helpful Equipment',
    'Difficulty',
    'Primary Muscles',
    'Secondary Muscles',
    'Muscle Map',
    'Movement Pattern',
    'Mechanic',
    'Goals',
    'Description',
    'Benefits',
    'Considerations',
    'Video Guide',
    'Tags',
  ];
  // A row all four share says so after its label.
  await expect(comparison(page).getByRole('rowheader')).toHaveText(rowLabels.map((label) => new RegExp(`^${label}( Same for all)?$`)));
  await expect(await cell(page, 'Pull-Up', 'Difficulty')).toHaveText('Intermediate');
  await expect(await cell(page, 'Pull-Up', 'Equipment')).toHaveText('Pull-up Bar');
  await expect((await cell(page, 'Pull-Up', 'Video Guide')).getByText('No video available')).toBeVisible();
  // Its compact muscle map (docs/product.md#muscle-map): the curated primary and secondary muscles.
  await expect(
    (await cell(page, 'Pull-Up', 'Muscle Map')).getByRole('img', {
      name: 'Muscles worked — primary: Lats, Upper Back; secondary: Biceps, Rear Delts, Forearms, Abs',
    }),
  ).toBeAttached();
  // Five tags: three shown plus '+2 more'.
  const tags = (await cell(page, 'Pull-Up', 'Tags')).getByRole('list', { name: 'Tags' });
  await expect(tags.getByRole('listitem')).toHaveCount(4);
  await expect(tags).toContainText('+2 more');

  // The summary: distinct equipment in the order added, difficulty easiest first, the first three muscle terms.
  const summary = page.getByRole('region', { name: 'Comparison Summary' });
  await expect(summary.getByRole('list', { name: 'Equipment Types' }).getByRole('listitem')).toHaveText([
    'Dumbbells',
    'Barbells',
    'Pull-up Bar',
    'Kettlebells',
  ]);
  await expect(summary.getByRole('list', { name: 'Difficulty Levels' }).getByRole('listitem')).toHaveText([
    'Beginner',
    'Intermediate',
    'Advanced',
  ]);
  // In the muscle vocabulary: a press names its front delts, not 'shoulders'.
  await expect(summary.getByRole('list', { name: 'Common Muscle Groups' }).getByRole('listitem')).toHaveText([
    'chest',
    'triceps',
    'front delts',
  ]);
  await expectNoA11yViolations(page);

  // A fifth is refused, from the dialog (which stays open) and from the library (which stays put).
  dialog = await addFromDialog(page, 'squat', 'Barbell Back Squat');
  await expect(visibleToast(page).filter({ hasText: 'Limit Reached' })).toContainText('You can compare up to 4 exercises at once');
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(selectedBadge(page)).toHaveText('4/4 exercises selected');
  const comparisonUrl = page.url();

  await openSidebarLink(page, 'Browse Exercises');
  await exerciseCard(page, 'Leg Press').getByRole('button', { name: 'Compare Leg Press' }).click();
  await expect(visibleToast(page).filter({ hasText: 'Limit Reached' })).toContainText('You can compare up to 4 exercises at once');
  await expect(page).toHaveURL(/\/dashboard\/exercises/);
  await expect(exerciseCard(page, 'Leg Press').getByRole('button', { name: 'Compare Leg Press' })).toHaveAttribute('aria-pressed', 'false');
  await expect(compareTray(page).getByRole('listitem')).toHaveText(names);

  // The comparison lives in its address: opening it again and reloading keep the same four.
  await page.goto(comparisonUrl);
  await page.reload();
  await expect(selectedBadge(page)).toHaveText('4/4 exercises selected');
  await expect(columnNames(page)).toHaveText(names);

  // Remove one, then clear the rest.
  await column(page, 'Pull-Up').getByRole('button', { name: 'Remove Pull-Up from comparison' }).click();
  await expect(column(page, 'Pull-Up')).toHaveCount(0);
  await expect(selectedBadge(page)).toHaveText('3/4 exercises selected');
  await expect(columnNames(page)).toHaveCount(3);
  await page.reload();
  await expect(selectedBadge(page)).toHaveText('3/4 exercises selected');
  await expect(columnNames(page)).toHaveText(['Dumbbell Bench Press', 'Barbell Bench Press', 'Kettlebell Turkish Get-Up']);

  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByRole('heading', { name: 'Start Comparing Exercises' })).toBeVisible();
  await expect(selectedBadge(page)).toHaveText('0/4 exercises selected');
  await expect(comparison(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/compare-exercises$/);
  await expect(page.getByRole('button', { name: 'Add Exercise', exact: true })).toBeFocused();
  await expectNoA11yViolations(page);
});

test('the next member signing in on the same tab starts from their own comparison, not the previous member’s', async ({ page }) => {
  await signIn(page, demoAccount('user'));
  await exerciseCard(page, 'Dumbbell Bench Press').getByRole('button', { name: 'Compare Dumbbell Bench Press' }).click();
  await compareTray(page).getByRole('link', { name: 'Compare now' }).click();
  await expect(selectedBadge(page)).toHaveText('1/4 exercises selected');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Same tab, so the same sessionStorage: the admin's comparison page opens empty.
  await signIn(page, demoAccount('admin'));
  await openSidebarLink(page, 'Compare Exercises');
  await expect(page.getByRole('heading', { name: 'Start Comparing Exercises' })).toBeVisible();
  await expect(selectedBadge(page)).toHaveText('0/4 exercises selected');
  await expect(page).toHaveURL(/\/dashboard\/compare-exercises$/);

  // And the library shows no tray; its Compare toggle starts a comparison of one.
  await openSidebarLink(page, 'Browse Exercises');
  await expect(page.getByRole('article')).toHaveCount(12);
  await expect(compareTray(page)).toHaveCount(0);
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Compare / })
    .click();
  await expect(compareTray(page).getByRole('listitem')).toHaveCount(1);
  await compareTray(page).getByRole('link', { name: 'Compare now' }).click();
  await expect(page).toHaveURL(/\/dashboard\/compare-exercises\?ids=[0-9a-f-]{36}$/);
  await expect(selectedBadge(page)).toHaveText('1/4 exercises selected');
  await expect(columnNames(page)).toHaveCount(1);
});

test('a member picks three exercises from the library without losing their place, then compares them', async ({ page }) => {
  await signIn(page, demoAccount('user'));
  // A chosen view (sorted by difficulty, in the URL): picking must keep it, and the place on the page.
  await page.getByRole('button', { name: /^Sort by difficulty/ }).click();
  await expect(page).toHaveURL(/sort=difficulty/);
  await expect(page.getByRole('article')).toHaveCount(12);
  const cards = page.getByRole('article');
  const heading = async (index: number) => (await cards.nth(index).getByRole('heading').textContent())!.trim();
  const [first, second, third] = [await heading(0), await heading(5), await heading(10)];
  const names = [first, second, third];
  const url = page.url();

  // Picked by keyboard: each toggle says it is pressed, the tray lists it and a screen reader hears it; the page
  // neither navigates nor scrolls.
  for (const name of names) {
    const toggle = exerciseCard(page, name).getByRole('button', { name: `Compare ${name}` });
    await toggle.focus();
    // Focusing may scroll (smoothly): read the place once it has settled.
    let scrollY = -1;
    await expect
      .poll(async () => {
        const previous = scrollY;
        await page.waitForTimeout(150);
        scrollY = await page.evaluate(() => window.scrollY);
        return scrollY === previous;
      })
      .toBe(true);
    // The focused toggle is not hidden behind the tray (WCAG 2.4.11).
    if ((await compareTray(page).count()) > 0) {
      const trayTop = (await compareTray(page).boundingBox())!.y;
      const box = (await toggle.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(trayTop);
    }
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toBeFocused();
    expect(page.url()).toBe(url);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThan(2);
  }
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(page.getByRole('status').filter({ hasText: `${third} added to the comparison, 3 of 4 selected` })).toHaveCount(1);
  const tray = compareTray(page);
  await expect(tray).toHaveAccessibleName('Compare (3/4)');
  await expect(tray.getByRole('listitem')).toHaveText(names);
  // The tray stays on screen, whole, at the bottom of the view.
  await expect(tray).toBeInViewport();
  const box = (await tray.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  await expectNoA11yViolations(page);

  // Removing from the tray keeps keyboard focus in it; picking again puts it back at the end.
  await tray.getByRole('button', { name: `Remove ${first} from comparison` }).click();
  await expect(tray.getByRole('listitem')).toHaveText([second, third]);
  await expect(tray.getByRole('button', { name: `Remove ${second} from comparison` })).toBeFocused();
  await exerciseCard(page, first)
    .getByRole('button', { name: `Compare ${first}` })
    .click();
  await expect(tray.getByRole('listitem')).toHaveText([second, third, first]);

  await tray.getByRole('link', { name: 'Compare now' }).click();
  await expect(page).toHaveURL(/\/dashboard\/compare-exercises\?ids=[0-9a-f-]{36},[0-9a-f-]{36},[0-9a-f-]{36}$/);
  await expect(selectedBadge(page)).toHaveText('3/4 exercises selected');
  await expect(columnNames(page)).toHaveText([second, third, first]);

  // Back on the library the tray still holds them; Clear All empties it (and the comparison).
  await page.goBack();
  await expect(page).toHaveURL(url);
  await expect(compareTray(page).getByRole('listitem')).toHaveCount(3);
  await compareTray(page)
    .getByRole('button', { name: /^Clear All/ })
    .click();
  await expect(compareTray(page)).toHaveCount(0);
  await openSidebarLink(page, 'Compare Exercises');
  await expect(page.getByRole('heading', { name: 'Start Comparing Exercises' })).toBeVisible();
});

test('on a phone the compared exercises stand side by side in aligned rows that scroll sideways together, each listing all its equipment', async ({
  page,
}) => {
  await signIn(page, demoAccount('user'));
  for (const name of ['Barbell Bench Press', 'Dumbbell Bench Press']) {
    await exerciseCard(page, name)
      .getByRole('button', { name: `Compare ${name}` })
      .click();
  }
  await compareTray(page).getByRole('link', { name: 'Compare now' }).click();
  await addFromDialog(page, 'turkish', 'Kettlebell Turkish Get-Up');
  const names = ['Barbell Bench Press', 'Dumbbell Bench Press', 'Kettlebell Turkish Get-Up'];
  await expect(columnNames(page)).toHaveText(names);

  // Side by side: the three names share a top and read left to right, and so do the cells of a row.
  const boxes = async (locators: Array<Awaited<ReturnType<typeof cell>>>) =>
    Promise.all(locators.map(async (l) => (await l.boundingBox())!));
  const headers = await boxes(names.map((name) => column(page, name)));
  const difficulty = await boxes(await Promise.all(names.map((name) => cell(page, name, 'Difficulty'))));
  for (const row of [headers, difficulty]) {
    expect(new Set(row.map((box) => Math.round(box.y))).size).toBe(1);
    expect(row[0]!.x).toBeLessThan(row[1]!.x);
    expect(row[1]!.x).toBeLessThan(row[2]!.x);
  }
  expect(difficulty.map((box) => Math.round(box.x))).toEqual(headers.map((box) => Math.round(box.x)));
  await expect(await cell(page, 'Kettlebell Turkish Get-Up', 'Difficulty')).toHaveText('Advanced');

  // Every equipment item, as the details dialog lists it: the groups it needs and what only helps.
  await expect((await cell(page, 'Barbell Bench Press', 'Equipment')).getByRole('listitem')).toHaveText([
    'Barbells',
    'Flat Bench or Adjustable Bench',
    'Weight Plates',
  ]);
  await expect((await cell(page, 'Kettlebell Turkish Get-Up', 'Helpful Equipment')).getByRole('listitem')).toHaveText(['Exercise Mat']);
  await column(page, 'Barbell Bench Press').getByRole('button', { name: 'Barbell Bench Press', exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Barbell Bench Press' });
  await expect(details).toContainText('Needs: Barbells, Flat Bench or Adjustable Bench, Weight Plates');
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);

  // Only the comparison scrolls sideways, never the page.
  const region = comparison(page);
  const pageOverflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await pageOverflow()).toBeLessThanOrEqual(0);
  const overflow = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
  if ((page.viewportSize()?.width ?? 0) < 768) expect(overflow).toBeGreaterThan(100);
  if (overflow > 0) {
    // Scrolled sideways (by keyboard: the region takes focus), every column moves by the same amount.
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    // The key scrolls smoothly: once it has settled, one more sideways step, then every column is measured.
    const scrollLeft = () => region.evaluate((element) => element.scrollLeft);
    let settled = -1;
    await expect
      .poll(async () => {
        const previous = settled;
        await page.waitForTimeout(100);
        settled = await scrollLeft();
        return settled === previous;
      })
      .toBe(true);
    await region.evaluate((element, left) => element.scrollTo({ left, behavior: 'instant' }), settled + 100);
    const scrolled = await scrollLeft();
    expect(scrolled).toBeGreaterThan(100);
    const moved = await boxes(names.map((name) => column(page, name)));
    const movedCells = await boxes(await Promise.all(names.map((name) => cell(page, name, 'Difficulty'))));
    for (const [index, box] of moved.entries()) {
      expect(Math.abs(headers[index]!.x - box.x - scrolled)).toBeLessThan(1);
      expect(Math.abs(difficulty[index]!.x - movedCells[index]!.x - scrolled)).toBeLessThan(1);
    }
    // The row's label stays at the left edge.
    const label = (await region
      .getByRole('rowheader', { name: /^Difficulty/ })
      .locator('div')
      .boundingBox())!;
    expect(Math.abs(label.x - (await region.boundingBox())!.x - 1)).toBeLessThan(1);
    expect(await pageOverflow()).toBeLessThanOrEqual(0);
  }

  // Show only differences keeps the rows that differ (all three need other equipment) and drops those the same for all.
  await page.getByRole('switch', { name: 'Show only differences' }).click();
  await expect(region.getByRole('rowheader', { name: /^Equipment$/ })).toBeVisible();
  await expect(region.getByRole('rowheader', { name: /Same for all/ })).toHaveCount(0);
  await expectNoA11yViolations(page);
});
