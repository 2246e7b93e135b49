import type { Locator, Page } from '@playwright/test';
import {
  demoAccount,
  exerciseCard,
  expect,
  expectFailedResponse,
  expectNoA11yViolations,
  isParsedElementKept,
  keepParsedElement,
  openSidebarLink,
  signIn,
  test,
  visibleToast,
  waitForHydration,
} from './fixtures';

/** Opens a filter's popover, ticks (or unticks) one option as a person would, and closes it again. */
async function tickFilter(page: Page, filter: string, option: string, checked = true): Promise<void> {
  const trigger = page.getByRole('button', { name: new RegExp(`^${filter}`) });
  await trigger.click();
  const box = page.getByRole('checkbox', { name: option, exact: true });
  await box.click();
  await expect(box).toBeChecked({ checked });
  await page.keyboard.press('Escape');
  await expect(box).toHaveCount(0);
  // Escape hands focus back to the filter's button.
  await expect(trigger).toBeFocused();
}

test('an admin finds exercises in the full catalogue by search, equipment, muscle group and difficulty', async ({ page }) => {
  await signIn(page, demoAccount('admin'));
  // The curated catalogue (1002) + what the real free-exercise-db file adds to it (32 of 873: 802 merge into a curated
  // exercise, 39 are skipped — no instructions, no equipment item, one repeat).
  await expect(page.getByRole('status').filter({ hasText: '1034 exercises' })).toBeVisible();
  await expect(page.getByText('Limited Access - Sample Exercises Only')).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(12);

  // Typo- and spacing-tolerant search, in relevance order.
  await page.getByLabel('Search exercises').fill('pullup');
  await expect(page).toHaveURL(/q=pullup/);
  await expect(exerciseCard(page, 'Pull-Up')).toBeVisible();

  await page.getByLabel('Search exercises').fill('');
  await expect(page).not.toHaveURL(/q=/);
  await tickFilter(page, 'Equipment', 'Dumbbells');
  await tickFilter(page, 'Muscle', 'Chest');
  await tickFilter(page, 'Difficulty', 'Beginner');
  // A filter's button closes its panel as it opened it.
  const equipmentButton = page.getByRole('button', { name: /^Equipment/ });
  await equipmentButton.click();
  await expect(page.getByRole('dialog', { name: 'Equipment filter' })).toBeVisible();
  await expect(equipmentButton).toHaveAttribute('aria-expanded', 'true');
  await equipmentButton.click();
  await expect(page.getByRole('dialog', { name: 'Equipment filter' })).toHaveCount(0);
  await expect(equipmentButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/equipment=Dumbbells/);
  await expect(page).toHaveURL(/muscle=Chest/);
  await expect(page).toHaveURL(/difficulty=beginner/);

  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    await expect(cards.nth(i)).toContainText('Dumbbells');
    await expect(cards.nth(i)).toContainText('Beginner');
  }
  await expect(exerciseCard(page, 'Dumbbell Bench Press')).toBeVisible();
  await expectNoA11yViolations(page);

  // The view survives a reload: it lives in the URL.
  await page.reload();
  await expect(exerciseCard(page, 'Dumbbell Bench Press')).toBeVisible();

  await exerciseCard(page, 'Dumbbell Bench Press')
    .getByRole('button', { name: /View details/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Dumbbell Bench Press' })).toBeVisible();
  await expect(dialog.getByText('Benefits')).toBeVisible();
  await expect(dialog.getByText('Considerations')).toBeVisible();
  // The muscle map (docs/product.md#muscle-map): the curated primary and secondary muscles, and its text alternative
  // both on the drawing and as the visible legend.
  await expect(dialog.getByRole('img', { name: 'Muscles worked — primary: Chest, Triceps, Front Delts; secondary: Abs' })).toBeVisible();
  await expect(dialog.locator('[data-muscle-map]').getByRole('term')).toHaveText(['Primary', 'Secondary']);
  await expect(dialog.locator('[data-muscle-map]').getByRole('definition')).toHaveText(['Chest, Triceps, Front Delts', 'Abs']);
  await expect(dialog.locator('[data-muscle="Chest"]')).toHaveAttribute('data-tone', 'primary');
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // The filters are at the top of the page, where a person scrolls back to.
  await page.evaluate(() => window.scrollTo(0, 0));

  await tickFilter(page, 'Equipment', 'Dumbbells', false);
  await page.getByLabel('Search exercises').fill('zzzzqqqqxxxx');
  await expect(page.getByText('No exercises found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1034 exercises' })).toBeVisible();
});

test('an admin narrows the library by what an exercise uses, by training goal and on the body map', async ({ page }) => {
  await signIn(page, demoAccount('admin'));
  await expect(page.getByRole('status').filter({ hasText: '1034 exercises' })).toBeVisible();

  // The equipment filter is grouped (docs/product.md#equipment-taxonomy), and an item finds every exercise that uses it:
  // the Barbell Bench Press, whose card shows Barbells, is found under Flat Bench.
  await page.getByRole('button', { name: /^Equipment/ }).click();
  await expect(
    page.getByRole('list', { name: 'Racks & benches' }).getByRole('checkbox', { name: 'Flat Bench', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Machines' }).getByRole('checkbox', { name: 'Smith Machine', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await tickFilter(page, 'Equipment', 'Flat Bench');
  await page.getByLabel('Search exercises').fill('barbell bench press');
  await expect(exerciseCard(page, 'Barbell Bench Press')).toContainText('Barbells');
  await page.getByLabel('Search exercises').fill('');
  await tickFilter(page, 'Equipment', 'Flat Bench', false);

  // The training goal (docs/product.md#training-vocabulary), kept in the address like the other filters.
  await tickFilter(page, 'Goal', 'Mobility');
  await expect(page).toHaveURL(/goal=mobility/);
  await expect(page.getByRole('status').filter({ hasText: '1034 exercises' })).toHaveCount(0);
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /View details/ })
    .click();
  const goals = page
    .getByRole('dialog')
    .getByRole('term')
    .filter({ hasText: /^Goals$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(goals).toContainText('Mobility');
  await page.keyboard.press('Escape');
  await tickFilter(page, 'Goal', 'Mobility', false);

  // The body map picks one muscle for the Muscle filter, from the keyboard too: fewer exercises than its whole group.
  const total = async () =>
    Number(
      (await page
        .getByRole('status')
        .filter({ hasText: / exercises$/ })
        .first()
        .textContent())!.split(' ')[0],
    );
  await tickFilter(page, 'Muscle', 'All legs');
  await expect(page).toHaveURL(/muscle=Legs/);
  await expect(page.getByRole('article').first()).toBeVisible();
  const legs = await total();
  await tickFilter(page, 'Muscle', 'All legs', false);
  await page.getByRole('button', { name: 'Choose on the body map' }).click();
  const map = page.getByRole('dialog', { name: 'Muscles on the body map' });
  const calves = map.getByRole('button', { name: 'Calves, in Legs' }).first();
  await calves.focus();
  await page.keyboard.press('Enter');
  await expect(calves).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/muscle=Calves/);
  await expect(map.getByRole('button', { name: 'Quadriceps, in Legs' }).first()).toHaveAttribute('aria-pressed', 'false');
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(map).toHaveCount(0);
  await expect(page).toHaveURL(/muscle=Calves/);
  const calvesOnly = await total();
  expect(calvesOnly).toBeGreaterThan(5);
  expect(calvesOnly).toBeLessThan(legs / 5);
  // Every card found names calves among its target muscles.
  for (const list of await page.getByRole('article').getByRole('list', { name: 'Target muscles' }).all()) {
    await expect(list).toContainText('Calves');
  }
});

test('a member favourites and unfavourites a sample exercise and sees it in My Favorites', async ({ page }) => {
  await signIn(page, demoAccount('user'));
  await expect(page.getByText('Limited Access - Sample Exercises Only')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(12);
  const card = exerciseCard(page, 'Medicine Ball Slam');
  await card.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(visibleToast(page)).toContainText('Added to favorites');
  await expect(card.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();

  await openSidebarLink(page, 'My Favorites');
  await expect(page).toHaveURL(/\/dashboard\/my-favorites$/);
  await expect(exerciseCard(page, 'Medicine Ball Slam')).toBeVisible();
  await expectNoA11yViolations(page);

  await exerciseCard(page, 'Medicine Ball Slam').getByRole('button', { name: 'Remove from favorites' }).click();
  await expect(visibleToast(page)).toContainText('Exercise removed from favorites');
  await expect(page.getByText('No favorites yet')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('an exercise has an address: reload keeps it, Back closes it, focus returns to its card, and its link opens it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, demoAccount('user'));
  const card = exerciseCard(page, 'Medicine Ball Slam');
  const details = card.getByRole('button', { name: 'View details for Medicine Ball Slam' });
  await details.click();
  const dialog = page.getByRole('dialog');
  const title = dialog.getByRole('heading', { name: 'Medicine Ball Slam' });
  // The dialog opens on its title, not on a button at its foot.
  await expect(title).toBeFocused();
  await expect(page).toHaveURL(/[?&]exercise=[0-9a-f-]{36}/);
  await expect(page).toHaveTitle('Medicine Ball Slam · Equipped');
  const address = page.url();

  // A reload keeps it open (the server's render brings the exercise along).
  await page.reload();
  await expect(dialog.getByRole('heading', { name: 'Medicine Ball Slam' })).toBeVisible();
  await expect(dialog.getByText('Benefits')).toBeVisible();

  // Back closes it and leaves the library as it was; focus returns to the card it came from.
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/exercises(\?(?!.*exercise=).*)?$/);
  await expect(page.getByRole('heading', { name: 'Exercise Library' })).toBeVisible();
  await expect(details).toBeFocused();
  await expect(page).toHaveTitle('Exercise Library · Equipped');

  // Forward opens it again; its Copy link action copies the exercise's own address, which opens it in another tab.
  await page.goForward();
  await expect(title).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy link for Medicine Ball Slam' }).click();
  await expect(visibleToast(page)).toContainText('Link copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const id = new URL(address).searchParams.get('exercise');
  expect(copied).toBe(new URL(`/dashboard/exercises?exercise=${id}`, page.url()).toString());
  // Closing with the button returns focus to the card too.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(details).toBeFocused();

  const tab = await context.newPage();
  await tab.goto(copied);
  await expect(tab.getByRole('dialog').getByRole('heading', { name: 'Medicine Ball Slam' })).toBeVisible();
  // Opened at its address, closing it leaves the library in place, and Back then leaves the page as it would have.
  await tab.keyboard.press('Escape');
  await expect(tab.getByRole('dialog')).toHaveCount(0);
  await expect(tab).toHaveURL(/\/dashboard\/exercises$/);
  await tab.close();

  // 'Clear search' keeps focus in the search box.
  await page.getByLabel('Search exercises').fill('slam');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByLabel('Search exercises')).toBeFocused();
});

test('a member cannot reach a non-sample exercise, even by its address', async ({ page, browser }) => {
  // The admin sees the whole catalogue: a non-sample exercise's id.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signIn(adminPage, demoAccount('admin'));
  const all = (await (await adminPage.request.get('/api/exercises?q=barbell%20back%20squat')).json()) as {
    items: Array<{ id: string; isSample: boolean; exerciseName: string }>;
  };
  const locked = all.items.find((exercise) => !exercise.isSample)!;
  await admin.close();

  await signIn(page, demoAccount('user'));
  const list = await page.request.get('/api/exercises?q=barbell%20squat');
  const body = (await list.json()) as { items: Array<{ isSample: boolean }>; sampleOnly: boolean };
  expect(body.sampleOnly).toBe(true);
  expect(body.items.every((e) => e.isSample)).toBe(true);

  // Its address says it cannot be opened and leaves the library in place.
  expectFailedResponse(`/api/exercises/${locked.id}`, 404);
  await page.goto(`/dashboard/exercises?exercise=${locked.id}`);
  await expect(visibleToast(page)).toContainText('That exercise could not be opened');
  await expect(page).not.toHaveURL(/exercise=/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(locked.exerciseName)).toHaveCount(0);
});

test('the "+N more" chip shares its line with the muscle chips on every card', async ({ page }) => {
  // The full catalogue (admin): many cards have more than three target muscles.
  await signIn(page, demoAccount('admin'));
  await expect(page.getByRole('article')).toHaveCount(12);
  // The windmills: curated exercises with five to seven target muscles (the kettlebell windmill: seven).
  await page.getByLabel('Search exercises').fill('windmill');
  const card = exerciseCard(page, 'Kettlebell Windmill');
  await expect(card.getByRole('list', { name: 'Target muscles' }).getByRole('listitem').last()).toContainText('+4 more');

  const lists = page.getByRole('article').getByRole('list', { name: 'Target muscles' });
  const rows = await lists.evaluateAll((uls) =>
    uls.flatMap((ul) => {
      const chips = [...ul.querySelectorAll(':scope > li > span')];
      const more = chips.find((chip) => /^\s*\+\d+ more$/.test(chip.textContent ?? ''));
      if (!more) return [];
      const top = (chip: Element) => Math.round(chip.getBoundingClientRect().top);
      return [{ more: more.textContent!.trim(), moreTop: top(more), muscleTops: chips.filter((chip) => chip !== more).map(top) }];
    }),
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    // Never alone: some muscle chip sits on the same line as '+N more'.
    expect(row.muscleTops, `${row.more} at ${row.moreTop}, muscles at ${row.muscleTops.join(', ')}`).toContain(row.moreTop);
  }
});

test('the header shows the e-mail, Sign Out and, on a phone, the plan control, none of them clipped', async ({ page }) => {
  const member = demoAccount('user');
  await signIn(page, member);
  const header = page.getByRole('banner');
  const viewport = page.viewportSize()!;
  /** The element lies inside the header and the viewport, and its content is not cut (no ellipsis, no overflow). */
  const expectWhole = async (element: Locator) => {
    await expect(element).toBeVisible();
    const box = (await element.boundingBox())!;
    const bar = (await header.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(bar.x);
    expect(box.x + box.width).toBeLessThanOrEqual(Math.min(bar.x + bar.width, viewport.width) + 0.5);
    expect(box.y).toBeGreaterThanOrEqual(bar.y);
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height + 0.5);
    expect(await element.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
  };
  await expectWhole(header.getByRole('button', { name: 'Sign Out' }));

  if (viewport.width < 768) {
    // The sidebar (and its upgrade card) is a slide-over here: the header carries the plan control.
    await expectWhole(header.getByRole('link', { name: 'Upgrade' }));
    // The e-mail lives in the account menu, written out in full.
    await header.getByRole('button', { name: 'Account' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByText(member.email, { exact: true })).toBeVisible();
    expect(await menu.getByText(member.email, { exact: true }).evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(
      0,
    );
    await expectNoA11yViolations(page);
    await menu.getByRole('link', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL(/\/dashboard\/account-settings$/);
    await expect(menu).toHaveCount(0);
    await header.getByRole('link', { name: 'Upgrade' }).click();
    await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  } else {
    await expectWhole(header.getByText(member.email));
  }
});

test("a member's library is painted from its HTML, with their view and samples, and the app takes it over in place", async ({
  browser,
  page,
}, testInfo) => {
  await signIn(page, demoAccount('user'));
  await expect(page.getByRole('article').first()).toBeVisible();

  // With JavaScript off, what the phone shows while the scripts are still on their way: the server's render of the
  // page for this member and this address — the search, its results, the samples banner, the favourite hearts.
  const noScript = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
  await noScript.addCookies(await page.context().cookies());
  const still = await noScript.newPage();
  await still.goto('/dashboard/exercises?q=bench%20press');
  await expect(still.getByRole('heading', { level: 1, name: 'Exercise Library' })).toBeVisible();
  await expect(still.getByLabel('Search exercises')).toHaveValue('bench press');
  await expect(exerciseCard(still, 'Barbell Bench Press')).toBeVisible();
  await expect(still.getByText('Limited Access - Sample Exercises Only')).toBeVisible();
  await expect(still.locator('#root')).toHaveAttribute('data-prerendered', '/dashboard/exercises');
  // Somebody else's browser (no session) gets no member's page.
  const stranger = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto('/dashboard/exercises?q=bench%20press');
  await expect(strangerPage.locator('#root')).toBeEmpty();
  await stranger.close();
  await noScript.close();

  // With scripts, the first card the HTML parser made (kept aside before any script ran) is the one the app hydrates:
  // a mismatch would replace it (and the console guard fails on one). The page then works as ever, with no second
  // request for the data the HTML came with.
  const pageRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/exercises') pageRequests.push(request.url());
  });
  await keepParsedElement(page, 'article');
  await page.goto('/dashboard/exercises?q=bench%20press');
  await waitForHydration(page);
  expect(await isParsedElementKept(page, 'article')).toBe(true);
  await exerciseCard(page, 'Barbell Bench Press')
    .getByRole('button', { name: /View details/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Barbell Bench Press' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByLabel('Search exercises').fill('squat');
  await expect(exerciseCard(page, 'Barbell Back Squat')).toBeVisible();
  expect(pageRequests.some((url) => new URL(url).searchParams.get('q') === 'bench press')).toBe(false);
});
