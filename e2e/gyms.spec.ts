import type { Page } from '@playwright/test';
import { demoAccount, exerciseCard, expect, expectNoA11yViolations, openSidebarLink, signIn, test, visibleToast } from './fixtures';

// My Gyms (docs/product.md#my-gyms) as the demo admin, who sees the whole catalogue. Their gyms would narrow the
// library of every later story, so each run starts and ends with none.

const gymCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const libraryBadge = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ exercises?( at .+)?$/ });

async function deleteAllGyms(page: Page) {
  const origin = new URL(page.url()).origin;
  const answer = await page.request.get('/api/gyms');
  if (answer.status() !== 200) return;
  for (const gym of ((await answer.json()) as { items: Array<{ id: string }> }).items) {
    await page.request.delete(`/api/gyms/${gym.id}`, { headers: { origin } });
  }
}

/** The workouts this file's stories create are named with this prefix, so cleaning up touches no one else's. */
const STORY_WORKOUT = 'Gym story';

async function deleteStoryWorkouts(page: Page) {
  const origin = new URL(page.url()).origin;
  const answer = await page.request.get('/api/workouts');
  if (answer.status() !== 200) return;
  for (const workout of ((await answer.json()) as { items: Array<{ id: string; name: string }> }).items) {
    if (workout.name.startsWith(STORY_WORKOUT)) await page.request.delete(`/api/workouts/${workout.id}`, { headers: { origin } });
  }
}

test.afterEach(async ({ page }) => {
  await deleteAllGyms(page);
  await deleteStoryWorkouts(page);
});

test('a member describes their gym from a preset, and the library shows what they can do there, says what the rest needs, and how to unlock more', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page, demoAccount('admin'));
  await deleteAllGyms(page);
  await page.reload();
  await expect(libraryBadge(page)).toBeVisible();
  const everything = Number((await libraryBadge(page).textContent())!.split(' ')[0]);

  await openSidebarLink(page, 'My Gyms');
  await expect(page).toHaveURL(/\/dashboard\/gyms$/);
  await expect(page.getByRole('heading', { name: 'No Gyms Yet' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '0/10 gyms' })).toBeVisible();
  await expectNoA11yViolations(page);

  // A preset fills the name and the equipment; the group boxes show what part of each group is ticked.
  await page.getByRole('button', { name: 'New Gym' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Gym' });
  await dialog.getByRole('button', { name: /^Home with dumbbells/ }).click();
  await expect(dialog.getByLabel('Gym name')).toHaveValue('Home with dumbbells');
  await expect(dialog.getByRole('checkbox', { name: 'Dumbbells', exact: true })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Barbells', exact: true })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'All free weights' })).toHaveAttribute('data-state', 'indeterminate');
  await expect(dialog.getByText('4 items selected')).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByLabel('Gym name').fill('Home');
  await dialog.getByRole('button', { name: 'Create Gym' }).click();
  await expect(visibleToast(page).filter({ hasText: 'Gym created' })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The first gym is the active one, shown in the header on every page.
  const home = gymCard(page, 'Home');
  await expect(home.getByText('Active')).toBeVisible();
  const unlocks = Number((await home.getByText(/^Unlocks \d+ exercises$/).textContent())!.match(/\d+/)![0]);
  expect(unlocks).toBeGreaterThan(20);
  expect(unlocks).toBeLessThan(everything);
  await expect(page.getByRole('button', { name: 'Active gym: Home' })).toBeVisible();

  // The library shrinks to the gym, and the address and the count say so.
  await openSidebarLink(page, 'Browse Exercises');
  await expect(page).toHaveURL(/gym=[0-9a-f-]{36}/);
  await expect(libraryBadge(page)).toHaveText(`${unlocks} exercises at Home`);
  const onlyMine = page.getByRole('switch', { name: 'Only my equipment' });
  await expect(onlyMine).toBeChecked();
  await expect(page.getByText(/^Needs:/)).toHaveCount(0);
  await expectNoA11yViolations(page);

  // When the bench is taken: the details dialog's Alternatives are what this gym can do, ranked, each with a reason,
  // and one goes to the comparison in one click.
  await page.getByLabel('Search exercises').fill('dumbbell bench press');
  await exerciseCard(page, 'Dumbbell Bench Press')
    .getByRole('button', { name: /View details/ })
    .click();
  const details = page.getByRole('dialog', { name: 'Dumbbell Bench Press' });
  const alternatives = details.getByRole('list', { name: 'Alternatives' });
  await alternatives.scrollIntoViewIfNeeded();
  const first = alternatives.getByRole('listitem').first();
  await expect(first).toContainText('same pattern');
  const firstName = (await first.getByRole('button', { name: /^Show details of / }).getAttribute('aria-label'))!.replace(
    'Show details of ',
    '',
  );
  expect(firstName).not.toBe('Dumbbell Bench Press');
  await first.getByRole('button', { name: `Compare ${firstName}` }).click();
  await page.keyboard.press('Escape');
  const tray = page.getByRole('region', { name: /^Compare \(1\/4\)$/ });
  await expect(tray.getByRole('listitem')).toHaveText([firstName]);
  await tray.getByRole('button', { name: 'Clear All' }).click();
  await page.getByLabel('Search exercises').fill('');

  // Switched off, everything is back, and a card outside the gym says what it needs.
  await onlyMine.click();
  await expect(page).toHaveURL(/gym=all/);
  await expect(libraryBadge(page)).toHaveText(`${everything} exercises`);
  await page.getByLabel('Search exercises').fill('leg press');
  await expect(exerciseCard(page, 'Leg Press').getByText('Needs: Leg Press Machine')).toBeVisible();

  // Nothing the gym can do: the page names the one item that would unlock the most, and adds it in one click.
  await page.goto('/dashboard/exercises?equipment=Leg+Press+Machine');
  await expect(page.getByRole('heading', { name: 'Nothing here at Home' })).toBeVisible();
  const hint = page.getByText(/^Add a Leg Press Machine to Home: \d+ more exercises?$/);
  await expect(hint).toBeVisible();
  const more = Number((await hint.textContent())!.match(/: (\d+)/)![1]);
  await page.getByRole('button', { name: 'Add Leg Press Machine to Home' }).click();
  await expect(libraryBadge(page)).toHaveText(`${more} ${more === 1 ? 'exercise' : 'exercises'} at Home`);
  await expect(exerciseCard(page, 'Seated Leg Press')).toBeVisible();

  // With JavaScript off (a phone still loading the scripts), the server's render is already the gym's page.
  const noScript = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
  await noScript.addCookies(await page.context().cookies());
  const still = await noScript.newPage();
  await still.goto('/dashboard/exercises');
  await expect(still.locator('#root')).toHaveAttribute('data-prerendered', '/dashboard/exercises');
  await expect(libraryBadge(still)).toHaveText(`${unlocks + more} exercises at Home`);
  await expect(still.getByRole('switch', { name: 'Only my equipment' })).toHaveAttribute('aria-checked', 'true');
  await noScript.close();

  // "No gym" in the header shows everything again; deleting the gym asks first.
  await page.getByRole('button', { name: 'Active gym: Home' }).click();
  await page.getByRole('radio', { name: 'No gym — show everything' }).check();
  await expect(page.getByRole('button', { name: 'Active gym: All equipment' })).toBeVisible();
  await openSidebarLink(page, 'My Gyms');
  await gymCard(page, 'Home').getByRole('button', { name: 'Delete Home' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Gym' });
  await expect(confirm).toContainText('Are you sure you want to delete "Home"?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No Gyms Yet' })).toBeVisible();
});

test('from the library a member starts a workout with an exercise, adds an alternative to it from the details, and My Workouts says what their gym lacks', async ({
  page,
}, testInfo) => {
  await signIn(page, demoAccount('admin'));
  await deleteAllGyms(page);
  await deleteStoryWorkouts(page);
  const origin = new URL(page.url()).origin;
  const home = await page.request.post('/api/gyms', {
    data: { name: 'Home', equipment: ['Dumbbells', 'Adjustable Bench', 'Resistance Bands', 'Pull-up Bar'], isActive: true },
    headers: { origin },
  });
  expect(home.status()).toBe(201);
  const name = `${STORY_WORKOUT} ${testInfo.project.name}`;

  // A card, with everything shown: its menu offers New workout, which opens the builder with the exercise first.
  await page.goto('/dashboard/exercises?gym=all&q=leg+press');
  const legPress = exerciseCard(page, 'Leg Press');
  await legPress.getByRole('button', { name: 'Add Leg Press to a workout' }).click();
  const cardMenu = page.getByRole('dialog', { name: 'Add Leg Press to a workout' });
  await expect(cardMenu.getByText('No workouts yet: start one with this exercise.')).toBeVisible();
  await expectNoA11yViolations(page);
  await cardMenu.getByRole('button', { name: 'New workout' }).click();
  await expect(page).toHaveURL(/\/dashboard\/workouts\/create\?exercise=[0-9a-f-]{36}$/);
  const entries = page.getByRole('list', { name: 'Exercises in this workout' }).getByRole('heading', { level: 3 });
  await expect(entries).toHaveText(['1. Leg Press']);
  await expect(page.getByLabel('Sets for Leg Press')).toHaveValue('3');
  await expect(page.getByLabel('Reps for Leg Press')).toHaveValue('10');
  await page.getByLabel('Workout name').fill(name);
  await page.getByRole('button', { name: 'Save Workout' }).click();
  await expect(visibleToast(page).filter({ hasText: 'Workout created successfully' })).toBeVisible();

  // My Workouts says what Home lacks for it.
  const card = page.getByRole('article', { name, exact: true });
  await expect(card).toContainText('1 exercise');
  await expect(card.getByText('1 exercise needs equipment Home lacks')).toBeVisible();
  await expectNoA11yViolations(page);

  // In the gym, the details dialog's alternatives each offer the menu; one goes into the workout just made.
  await openSidebarLink(page, 'Browse Exercises');
  await expect(libraryBadge(page)).toHaveText(/ at Home$/);
  await page.getByLabel('Search exercises').fill('dumbbell bench press');
  await exerciseCard(page, 'Dumbbell Bench Press')
    .getByRole('button', { name: /View details/ })
    .click();
  const details = page.getByRole('dialog', { name: 'Dumbbell Bench Press' });
  const first = details.getByRole('list', { name: 'Alternatives' }).getByRole('listitem').first();
  await first.scrollIntoViewIfNeeded();
  const alternative = (await first.getByRole('button', { name: /^Show details of / }).getAttribute('aria-label'))!.replace(
    'Show details of ',
    '',
  );
  await first.getByRole('button', { name: `Add ${alternative} to a workout` }).click();
  const menu = page.getByRole('dialog', { name: `Add ${alternative} to a workout` });
  const choice = menu.getByRole('list', { name: 'Your workouts' }).getByRole('button', { name, exact: true });
  await expect(choice).toContainText('1 exercise needs equipment Home lacks');
  await expectNoA11yViolations(page);
  await choice.click();
  const toast = visibleToast(page).filter({ hasText: 'Added to workout' });
  await expect(toast).toContainText(`${alternative} is now the last exercise of ${name}.`);
  // The menu says so too, focus on its way to the workout; the toast's button works above the dialog.
  await expect(menu.getByText(`Added to ${name}.`)).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Open workout' })).toBeFocused();
  await toast.getByRole('button', { name: 'Open workout' }).click();

  // The workout lists it after the leg press, at the builder's defaults.
  await expect(page).toHaveURL(/\/dashboard\/workouts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Exercises' }).getByRole('heading', { level: 3 })).toHaveText([
    '1. Leg Press',
    `2. ${alternative}`,
  ]);
});
