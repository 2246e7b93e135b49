import type { Locator, Page } from '@playwright/test';
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

/** The workouts a story made (deleted after it, whatever its outcome). */
const madeWorkouts: string[] = [];

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
  const origin = new URL(page.url()).origin;
  for (const id of madeWorkouts.splice(0)) await page.request.delete(`/api/workouts/${id}`, { headers: { origin } });
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
  // A choice closes the popover at once (the radio is gone before it could read as checked), so this clicks it.
  await page.getByRole('radio', { name: 'No gym — show everything' }).click();
  await expect(page.getByRole('button', { name: 'Active gym: All equipment' })).toBeVisible();
  await openSidebarLink(page, 'My Gyms');
  await gymCard(page, 'Home').getByRole('button', { name: 'Delete Home' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Gym' });
  await expect(confirm).toContainText('Are you sure you want to delete "Home"?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No Gyms Yet' })).toBeVisible();
});

// Workouts that fit the gym (docs/product.md#workout-builder: Swap, Adapt to my gym; docs/product.md#workout-view).

/** The Home with dumbbells preset (docs/product.md#my-gyms). */
const HOME_EQUIPMENT = ['Dumbbells', 'Adjustable Bench', 'Resistance Bands', 'Pull-up Bar'];

/** A planned entry; `weight` in kg. */
type PlannedEntry = { name: string; sets: number; reps: string; weight?: number; bodyweight?: boolean; notes?: string };
/** The planned weight as the workout view says it. */
const weightText = (entry: PlannedEntry) =>
  entry.bodyweight ? 'Body\u00ADweight' : entry.weight !== undefined ? `${entry.weight} kg` : /Not set/;

/** Makes `Home` (the preset's equipment) the member's active gym, as a new member's first gym is. */
async function createHomeGym(page: Page): Promise<string> {
  const answer = await page.request.post('/api/gyms', { data: { name: 'Home', equipment: HOME_EQUIPMENT, isActive: true } });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { gym: { id: string } }).gym.id;
}

/** The id of the catalogue exercise called exactly `name`. */
async function exerciseId(page: Page, name: string): Promise<string> {
  const list = (await (await page.request.get(`/api/exercises?q=${encodeURIComponent(name)}`)).json()) as {
    items: Array<{ id: string; exerciseName: string }>;
  };
  const found = list.items.find((item) => item.exerciseName === name);
  expect(found, `the catalogue has ${name}`).toBeTruthy();
  return found!.id;
}

/** Saves a workout of `entries` through the API and returns its id (deleted after the story). */
async function createWorkout(page: Page, name: string, entries: PlannedEntry[]): Promise<{ id: string; ids: string[] }> {
  const ids = await Promise.all(entries.map((entry) => exerciseId(page, entry.name)));
  const answer = await page.request.post('/api/workouts', {
    data: {
      name,
      description: '',
      entries: entries.map((entry, index) => ({
        exerciseId: ids[index],
        sets: entry.sets,
        reps: entry.reps,
        weight: entry.weight ?? null,
        weightUnit: 'kg',
        bodyweight: entry.bodyweight ?? false,
        notes: entry.notes ?? '',
      })),
    },
  });
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  madeWorkouts.push(id);
  return { id, ids };
}

/** The builder's entries, in the order on screen, read from their headings ('1. Pull-Up'). */
const builderHeadings = (page: Page) => page.getByRole('list', { name: 'Exercises in this workout' }).getByRole('heading', { level: 3 });
/** The workout view's entries' headings. */
const viewHeadings = (page: Page) => page.getByRole('region', { name: 'Exercises' }).getByRole('heading', { level: 3 });
/** The workout view's entry whose heading is '{position}. {name}'. */
const viewEntry = (page: Page, position: number, name: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${position}. ${name}`, exact: true }) });
const outsideLine = (page: Page) => page.getByText(/^\d+ exercises? needs? equipment Home lacks$/);

test('with a gym active, a member swaps a workout entry for what the gym can do, keeping its sets, reps, weight and notes', async ({
  page,
}, testInfo) => {
  await signIn(page, demoAccount('admin'));
  await deleteAllGyms(page);
  await createHomeGym(page);
  const workout = await createWorkout(page, `Fit swap ${testInfo.project.name}`, [
    { name: 'Leg Press', sets: 4, reps: '8-12', weight: 100, notes: 'Feet high on the plate' },
    { name: 'Dumbbell Bench Press', sets: 3, reps: '10', weight: 22 },
  ]);

  // The view says which entry the gym cannot do.
  await page.goto(`/dashboard/workouts/${workout.id}`);
  await expect(outsideLine(page)).toHaveText('1 exercise needs equipment Home lacks');
  await expect(viewEntry(page, 1, 'Leg Press').getByText(/^Needs: Leg Press Machine/)).toBeVisible();
  await expect(viewEntry(page, 2, 'Dumbbell Bench Press').getByText(/^Needs:/)).toHaveCount(0);

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit Workout', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Swap Leg Press' }).click();
  const dialog = page.getByRole('dialog', { name: 'Swap Leg Press' });
  await expect(dialog.getByRole('switch', { name: 'Only my equipment at Home' })).toBeChecked();
  const choices = dialog.getByRole('list', { name: 'Alternatives' }).getByRole('button', { disabled: false });
  await expect(choices.first()).toContainText('same pattern');
  const replacement = (await choices.first().getAttribute('aria-label'))!.replace(/^Use (.+) instead$/, '$1');
  expect(replacement).not.toBe('Leg Press');
  await expectNoA11yViolations(page);
  await choices.first().click();
  await expect(dialog).toHaveCount(0);

  // The entry keeps its place and the member's plan; the gym can do everything now.
  await expect(builderHeadings(page)).toHaveText([`1. ${replacement}`, '2. Dumbbell Bench Press']);
  await expect(page.getByLabel(`Sets for ${replacement}`)).toHaveValue('4');
  await expect(page.getByLabel(`Reps for ${replacement}`)).toHaveValue('8-12');
  await expect(page.getByLabel(`Weight for ${replacement}`)).toHaveValue('100');
  await expect(page.getByLabel(`Notes for ${replacement}`)).toHaveValue('Feet high on the plate');
  await expect(page.getByRole('button', { name: `Swap ${replacement}` })).toBeFocused();
  await expect(outsideLine(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Update Workout' }).click();
  await expect(visibleToast(page).filter({ hasText: 'Workout updated successfully' })).toBeVisible();

  // Read back from the server.
  await page.goto(`/dashboard/workouts/${workout.id}`);
  await expect(viewHeadings(page)).toHaveText([`1. ${replacement}`, '2. Dumbbell Bench Press']);
  await expect(viewEntry(page, 1, replacement).getByRole('definition')).toHaveText(['4', '8-12', '100 kg']);
  await expect(viewEntry(page, 1, replacement)).toContainText('Feet high on the plate');
  await expect(viewEntry(page, 2, 'Dumbbell Bench Press').getByRole('definition')).toHaveText(['3', '10', '22 kg']);
  await expect(outsideLine(page)).toHaveCount(0);
});

test('with a gym active, a member adapts a whole workout to it from the view page: before → after, Cancel keeps it, confirming swaps them all', async ({
  page,
}, testInfo) => {
  await signIn(page, demoAccount('admin'));
  await deleteAllGyms(page);
  const gymId = await createHomeGym(page);
  const planned: PlannedEntry[] = [
    { name: 'Leg Press', sets: 4, reps: '8-12', weight: 100, notes: 'Feet high on the plate' },
    { name: 'Hack Squat', sets: 5, reps: '5', weight: 80 },
    { name: 'Pull-Up', sets: 3, reps: 'AMRAP', bodyweight: true },
    { name: 'Seated Cable Row', sets: 3, reps: '12', weight: 50, notes: 'Squeeze' },
  ];
  const workout = await createWorkout(page, `Fit adapt ${testInfo.project.name}`, planned);

  // What the dialog should propose, from the gym's alternatives: the first of each not in the workout and not
  // proposed already (docs/product.md#workout-builder).
  const taken = new Set(workout.ids);
  const expected: Array<{ before: PlannedEntry; after: string | null }> = [];
  for (const [index, entry] of planned.entries()) {
    if (entry.name === 'Pull-Up') continue;
    const answer = (await (await page.request.get(`/api/exercises/${workout.ids[index]}/alternatives?gym=${gymId}`)).json()) as {
      items: Array<{ exercise: { id: string; exerciseName: string } }>;
    };
    const pick = answer.items.find((item) => !taken.has(item.exercise.id));
    if (pick) taken.add(pick.exercise.id);
    expected.push({ before: entry, after: pick?.exercise.exerciseName ?? null });
  }
  const swaps = expected.filter((item) => item.after !== null);
  expect(swaps.length, 'Home can stand in for the squats and the row').toBeGreaterThanOrEqual(2);
  // The two squats share alternatives, and never get the same one.
  expect(new Set(swaps.map((item) => item.after)).size).toBe(swaps.length);

  await page.goto(`/dashboard/workouts/${workout.id}`);
  await expect(outsideLine(page)).toHaveText('3 exercises need equipment Home lacks');
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Adapt to my gym' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/workouts/${workout.id}/edit$`));
  const dialog = page.getByRole('dialog', { name: 'Adapt to Home' });
  const list = dialog.getByRole('list', { name: 'Swaps' }).getByRole('listitem');
  await expect(list).toHaveCount(swaps.length);
  for (const [index, swap] of swaps.entries()) {
    await expect(list.nth(index)).toContainText(`Now: ${swap.before.name}`);
    await expect(list.nth(index)).toContainText(`Becomes: ${swap.after}`);
  }
  const unchanged = expected.filter((item) => item.after === null);
  if (unchanged.length > 0) {
    await expect(dialog.getByRole('list', { name: 'Left as they are' }).getByRole('listitem')).toHaveCount(unchanged.length);
  }
  await expectNoA11yViolations(page);

  // Cancel changes nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(builderHeadings(page)).toHaveText(planned.map((entry, index) => `${index + 1}. ${entry.name}`));

  // Confirmed, every swap lands at once, each entry keeping its plan.
  await page.getByRole('button', { name: 'Adapt to my gym' }).click();
  await expect(list).toHaveCount(swaps.length);
  await dialog.getByRole('button', { name: `Swap ${swaps.length} exercises` }).click();
  await expect(dialog).toHaveCount(0);
  const after = planned.map((entry) => expected.find((item) => item.before === entry)?.after ?? entry.name);
  await expect(builderHeadings(page)).toHaveText(after.map((name, index) => `${index + 1}. ${name}`));
  for (const [index, entry] of planned.entries()) {
    await expect(page.getByLabel(`Sets for ${after[index]}`)).toHaveValue(String(entry.sets));
    await expect(page.getByLabel(`Reps for ${after[index]}`)).toHaveValue(entry.reps);
  }
  await page.getByRole('button', { name: 'Update Workout' }).click();
  await expect(visibleToast(page).filter({ hasText: 'Workout updated successfully' })).toBeVisible();

  // Reloaded: the replacements with the kept sets, reps, weight and notes.
  await page.goto(`/dashboard/workouts/${workout.id}`);
  await expect(viewHeadings(page)).toHaveText(after.map((name, index) => `${index + 1}. ${name}`));
  for (const [index, entry] of planned.entries()) {
    const card = viewEntry(page, index + 1, after[index]!);
    await expect(card.getByRole('definition')).toHaveText([String(entry.sets), entry.reps, weightText(entry)]);
    if (entry.notes) await expect(card).toContainText(entry.notes);
  }
  if (unchanged.length === 0) await expect(outsideLine(page)).toHaveCount(0);
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
