import type { Locator, Page } from '@playwright/test';
import { dragByPointer, expect, expectNoA11yViolations, openSidebarLink, signUpMember, test, visibleToast } from './fixtures';

// Workouts belong to a member and count against their limit of 10, so each story signs up a member of its own (the
// honest way, through the form and the outbox) and still deletes what it made.

const countBadge = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+\/10 workouts$/ });
const workoutCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** The builder's entries, in the order on screen, read from their headings ('1. Pull-Up'). */
const entryHeadings = (page: Page) => page.getByRole('list', { name: 'Exercises in this workout' }).getByRole('heading', { level: 3 });

/**
 * Presses a key on the focused drag handle and waits until dnd-kit's live region says what a screen reader hears for
 * it, so the next key acts on the move this one made (docs/architecture.md#stack-notes). dnd-kit's keyboard sensor
 * listens for the arrow keys only from a `setTimeout` after the pick-up (KeyboardSensor.attach), which a loaded machine
 * may run after the announcement: a timer of ours, queued later, runs after it.
 */
async function press(page: Page, key: string, heard: string) {
  await page.keyboard.press(key);
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText(heard);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** The read-only view's entry whose heading is '{position}. {name}'. */
function viewEntry(page: Page, position: number, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${position}. ${name}`, exact: true }) });
}

test('a member builds a workout of three exercises, reorders it by keyboard and by pointer, saves, opens the view page, edits it and deletes it', async ({
  page,
}, testInfo) => {
  await signUpMember(page, `builder-${testInfo.project.name}`);
  await openSidebarLink(page, 'My Workouts');
  await expect(page).toHaveURL(/\/dashboard\/workouts$/);
  await expect(page.getByRole('heading', { name: 'My Workouts', level: 1 })).toBeVisible();
  await expect(countBadge(page)).toHaveText('0/10 workouts');
  await expect(page.getByRole('heading', { name: 'No Workouts Created Yet' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Create Workout' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/workouts\/create$/);
  await expect(page.getByRole('heading', { name: 'Create Workout', level: 1 })).toBeVisible();
  const name = `Push and Pull ${testInfo.project.name}`;
  await page.getByLabel('Workout name').fill(name);
  await page.getByLabel('Description', { exact: true }).fill('Upper body, then legs to finish.');

  // Three exercises through the 'Add Exercise' dialog's search; it stays open between additions.
  // The header's button (the empty list offers a second one).
  await page.getByRole('button', { name: 'Add Exercise' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Exercise' });
  const search = dialog.getByRole('searchbox', { name: 'Search exercises' });
  await search.fill('dumbbell bench');
  await dialog.getByRole('button', { name: 'Add Dumbbell Bench Press', exact: true }).click();
  await search.fill('pull up');
  await dialog.getByRole('button', { name: 'Add Pull-Up', exact: true }).click();
  await search.fill('leg press');
  await dialog.getByRole('button', { name: 'Add Leg Press', exact: true }).click();
  await expect(dialog.getByText('3 exercises in this workout')).toBeVisible();
  await expectNoA11yViolations(page);
  // Adding one twice is refused.
  await search.fill('pull up');
  await dialog.getByRole('button', { name: 'Add Pull-Up', exact: true }).click();
  await expect(visibleToast(page).filter({ hasText: 'Already Added' })).toContainText('This exercise is already in your workout');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  // A toast covers no part of the Save bar it follows, so Save takes the next tap at once (docs/product.md#limits): Save
  // without a name says what is wrong in a toast, which leaves Save clear.
  const save = page.getByRole('button', { name: 'Save Workout' });
  await page.getByLabel('Workout name').fill('');
  await save.click();
  const refusal = visibleToast(page).filter({ hasText: 'Validation Error' });
  await expect(refusal).toBeVisible();
  // Where it comes to rest, once it has slid in.
  let toastBox = (await refusal.boundingBox())!;
  await expect
    .poll(async () => {
      const before = toastBox;
      await page.waitForTimeout(150);
      toastBox = (await refusal.boundingBox())!;
      return before.y === toastBox.y && before.x === toastBox.x;
    })
    .toBe(true);
  const saveBox = (await save.boundingBox())!;
  const apart =
    toastBox.x + toastBox.width <= saveBox.x ||
    saveBox.x + saveBox.width <= toastBox.x ||
    toastBox.y + toastBox.height <= saveBox.y ||
    saveBox.y + saveBox.height <= toastBox.y;
  expect(apart, `toast ${JSON.stringify(toastBox)} over Save ${JSON.stringify(saveBox)}`).toBe(true);
  expect(
    await save.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    }),
  ).toBe(true);
  await page.getByLabel('Workout name').fill(name);

  await expect(entryHeadings(page)).toHaveText(['1. Dumbbell Bench Press', '2. Pull-Up', '3. Leg Press']);
  // New entries start at 3 sets of 10, no weight.
  await expect(page.getByLabel('Sets for Leg Press')).toHaveValue('3');
  await expect(page.getByLabel('Reps for Leg Press')).toHaveValue('10');
  await expect(page.getByLabel('Weight for Leg Press')).toHaveValue('');
  // The weight box shows its whole placeholder beside its unit box, on a 390 px phone too: the text, measured in the
  // box's own font, fits between its paddings.
  const weightFit = await page.getByLabel('Weight for Leg Press').evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return {
      placeholder: input.placeholder,
      text: context.measureText(input.placeholder).width,
      room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    };
  });
  expect(weightFit.placeholder).toBe('50');
  await expect(page.getByLabel('Weight unit for Leg Press')).toHaveValue('kg');
  expect(weightFit.text, `placeholder ${weightFit.text}px in a ${weightFit.room}px box`).toBeLessThanOrEqual(weightFit.room);
  await page.getByLabel('Sets for Pull-Up').fill('4');
  await page.getByLabel('Reps for Pull-Up').fill('8-12');
  await page.getByLabel('Weight unit for Pull-Up').selectOption('bodyweight');
  await expect(page.getByLabel('Weight for Pull-Up')).toBeDisabled();
  await page.getByLabel('Notes for Pull-Up').fill('Full hang at the bottom');
  await page.getByLabel('Weight for Dumbbell Bench Press').fill('22,5');
  await page.getByLabel('Weight unit for Dumbbell Bench Press').selectOption('lb');

  // By keyboard: pick up the first entry, move it down one place, drop it.
  await page.getByRole('button', { name: 'Reorder Dumbbell Bench Press' }).focus();
  await press(page, 'Space', 'Picked up Dumbbell Bench Press. It is in position 1 of 3.');
  await press(page, 'ArrowDown', 'Dumbbell Bench Press was moved into position 2 of 3.');
  await press(page, 'Space', 'Dumbbell Bench Press was dropped at position 2 of 3.');
  await expect(entryHeadings(page)).toHaveText(['1. Pull-Up', '2. Dumbbell Bench Press', '3. Leg Press']);
  await expect(page.getByRole('button', { name: 'Reorder Dumbbell Bench Press' })).toBeFocused();

  // By pointer: drag the last entry up onto the second.
  await dragByPointer(
    page,
    page.getByRole('button', { name: 'Reorder Leg Press' }),
    page.getByRole('button', { name: 'Reorder Dumbbell Bench Press' }),
  );
  await expect(entryHeadings(page)).toHaveText(['1. Pull-Up', '2. Leg Press', '3. Dumbbell Bench Press']);
  // The values travelled with their exercises (the weight as the number it reads as).
  await expect(page.getByLabel('Sets for Pull-Up')).toHaveValue('4');
  await expect(page.getByLabel('Reps for Pull-Up')).toHaveValue('8-12');
  await expect(page.getByLabel('Weight for Dumbbell Bench Press')).toHaveValue('22.5');
  await expect(page.getByLabel('Weight unit for Dumbbell Bench Press')).toHaveValue('lb');
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Save Workout' }).click();
  await expect(visibleToast(page).filter({ hasText: 'Workout created successfully' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/workouts$/);
  await expect(countBadge(page)).toHaveText('1/10 workouts');
  const card = workoutCard(page, name);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Upper body, then legs to finish.');
  await expect(card).toContainText('3 exercises');
  await expect(card.getByRole('list', { name: 'Equipment' }).getByRole('listitem')).toHaveText([
    'Pull-up Bar',
    'Leg Press Machine',
    '+1 more',
  ]);
  await expectNoA11yViolations(page);

  // The card opens the read-only view: entries in the saved order with their values.
  await card.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/workouts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Upper body, then legs to finish.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Exercises' }).getByRole('heading', { level: 3 })).toHaveText([
    '1. Pull-Up',
    '2. Leg Press',
    '3. Dumbbell Bench Press',
  ]);
  await expect(viewEntry(page, 1, 'Pull-Up').getByRole('definition')).toHaveText(['4', '8-12', 'Body\u00ADweight']);
  await expect(viewEntry(page, 1, 'Pull-Up')).toContainText('Full hang at the bottom');
  await expect(viewEntry(page, 2, 'Leg Press').getByRole('definition')).toHaveText(['3', '10', /Not set/]);
  await expect(viewEntry(page, 3, 'Dumbbell Bench Press').getByRole('definition')).toHaveText(['3', '10', '22.5 lb']);
  await expectNoA11yViolations(page);

  // Edit: rename it and update.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/workouts\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole('heading', { name: 'Edit Workout', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Workout name')).toHaveValue(name);
  await expect(entryHeadings(page)).toHaveText(['1. Pull-Up', '2. Leg Press', '3. Dumbbell Bench Press']);
  await expect(page.getByLabel('Notes for Pull-Up')).toHaveValue('Full hang at the bottom');
  await expectNoA11yViolations(page);
  const renamed = `Pull and Push ${testInfo.project.name}`;
  await page.getByLabel('Workout name').fill(renamed);
  await page.getByRole('button', { name: 'Update Workout' }).click();
  await expect(visibleToast(page).filter({ hasText: 'Workout updated successfully' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/workouts$/);
  await expect(workoutCard(page, renamed)).toBeVisible();
  await expect(workoutCard(page, name)).toHaveCount(0);
  await expect(countBadge(page)).toHaveText('1/10 workouts');

  // Delete, confirmed in the 'Delete Workout' dialog.
  await workoutCard(page, renamed).hover();
  await workoutCard(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Workout' });
  await expect(confirm).toContainText(`Are you sure you want to delete "${renamed}"? This action cannot be undone.`);
  await expectNoA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(visibleToast(page).filter({ hasText: 'Workout deleted successfully' })).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(workoutCard(page, renamed)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No Workouts Created Yet' })).toBeVisible();
  await expect(countBadge(page)).toHaveText('0/10 workouts');
});

test('the eleventh workout is refused with the toast', async ({ page }, testInfo) => {
  await signUpMember(page, `limit-${testInfo.project.name}`);
  // The browser's own session: page.request shares its cookies.
  const exercises = (await (await page.request.get('/api/exercises')).json()) as { items: Array<{ id: string }> };
  const exerciseId = exercises.items[0]?.id;
  expect(exerciseId, 'a visible sample exercise').toBeTruthy();
  const created: string[] = [];
  try {
    for (let i = 1; i <= 10; i += 1) {
      const response = await page.request.post('/api/workouts', {
        data: {
          name: `Session ${i}`,
          description: '',
          entries: [{ exerciseId, sets: 3, reps: '10', weight: null, weightUnit: 'kg', bodyweight: false, notes: '' }],
        },
      });
      expect(response.status(), `workout ${i}`).toBe(201);
      created.push(((await response.json()) as { id: string }).id);
    }

    await openSidebarLink(page, 'My Workouts');
    await expect(countBadge(page)).toHaveText('10/10 workouts');
    await expect(page.getByRole('article')).toHaveCount(10);
    await page.getByRole('button', { name: 'Create Workout' }).click();
    const toast = visibleToast(page).filter({ hasText: 'Workout Limit Reached' });
    await expect(toast).toContainText('You can create up to 10 workouts. Delete some existing workouts to create new ones.');
    await expect(page).toHaveURL(/\/dashboard\/workouts$/);
    await expectNoA11yViolations(page);

    // The server refuses it too, whatever the page does.
    const eleventh = await page.request.post('/api/workouts', {
      data: { name: 'Session 11', description: '', entries: [{ exerciseId }] },
    });
    expect(eleventh.status()).toBe(409);
    // The refusal names its request, as its X-Request-Id header does (docs/architecture.md#request-ids).
    expect(await eleventh.json()).toEqual({
      error: {
        code: 'LIMIT_REACHED',
        message: 'You can create up to 10 workouts. Delete some existing workouts to create new ones.',
        requestId: eleventh.headers()['x-request-id'],
      },
    });
    expect(eleventh.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  } finally {
    // A body-less DELETE counts as a plain-text write for the CSRF guard, which then wants the Origin a browser's fetch
    // would send; Playwright's request client sends none by itself.
    const origin = new URL(page.url()).origin;
    for (const id of created) {
      expect((await page.request.delete(`/api/workouts/${id}`, { headers: { origin } })).status()).toBe(204);
    }
  }
  const after = (await (await page.request.get('/api/workouts')).json()) as { items: unknown[] };
  expect(after.items).toHaveLength(0);
});
