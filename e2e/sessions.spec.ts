import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  demoAccount,
  expect,
  expectFailedResponse,
  expectNoA11yViolations,
  openSidebarLink,
  signIn,
  signUpMember,
  test,
  visibleToast,
} from './fixtures';
import { type CuttableProxy, startCuttableProxy } from './cuttable-proxy';

// The training log's live session (docs/product.md#training-log) as the demo member: Start Workout from a workout,
// last time's numbers, sets logged and completed, the rest timer, the "Workout in progress" bar, Finish with its summary
// and a personal record; Quick Start and Discard. Each story deletes the sessions and workouts it made.

const STORY_WORKOUT = 'Session story';
const madeSessions = new Set<string>();

async function api(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(path, { method, data, headers: { origin } });
  return { status: response.status(), body: response.status() === 204 ? null : await response.json().catch(() => null) };
}

async function cleanUp(page: Page) {
  const open = await api(page, 'GET', '/api/sessions/open');
  if (open.status === 200 && open.body.session) madeSessions.add(open.body.session.id);
  for (const id of madeSessions) await api(page, 'DELETE', `/api/sessions/${id}`);
  madeSessions.clear();
  await api(page, 'PUT', '/api/training-preferences', { weightUnit: 'kg', barWeight: null, plates: null });
  const workouts = await api(page, 'GET', '/api/workouts');
  for (const workout of workouts.body?.items ?? []) {
    if (workout.name.startsWith(STORY_WORKOUT)) await api(page, 'DELETE', `/api/workouts/${workout.id}`);
  }
}

test.afterEach(async ({ page }) => cleanUp(page));

/** The session page's id, remembered for clean-up. */
async function onSessionPage(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/dashboard\/sessions\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').at(-1)!;
  madeSessions.add(id);
  return id;
}

test('a member starts a workout, logs sets with last time beside them, and finishing shows the summary and a new record', async ({
  page,
}) => {
  await signIn(page, demoAccount('user'));
  await cleanUp(page);
  const samples = (await api(page, 'GET', '/api/exercises')).body.items as Array<{ id: string; exerciseName: string }>;
  const [first, second] = samples;
  const name = `${STORY_WORKOUT} ${test.info().project.name}`;
  const workout = await api(page, 'POST', '/api/workouts', {
    name,
    entries: [
      { exerciseId: first!.id, sets: 2, reps: '5', weight: 40, weightUnit: 'kg', bodyweight: false },
      { exerciseId: second!.id, sets: 1, reps: '10', weight: null, weightUnit: 'kg', bodyweight: false },
    ],
  });
  expect(workout.status).toBe(201);

  await openSidebarLink(page, 'My Workouts');
  await page.getByRole('link', { name: `Start Workout: ${name}` }).click();
  await onSessionPage(page);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const firstGroup = page.getByRole('group', { name: first!.exerciseName });
  const secondGroup = page.getByRole('group', { name: second!.exerciseName });
  // The plan fills the sets: 2 × 5 at 40 kg; nothing was logged before.
  await expect(firstGroup.getByLabel('Weight for set 1')).toHaveValue('40');
  await expect(firstGroup.getByLabel('Reps for set 2')).toHaveValue('5');
  await expectNoA11yViolations(page);

  // Completing a set starts the rest timer and moves on to the next set's weight.
  await firstGroup.getByRole('checkbox', { name: 'Complete set 1' }).click();
  await expect(firstGroup.getByRole('checkbox', { name: 'Complete set 1' })).toBeChecked();
  await expect(page.getByRole('timer', { name: 'Rest' })).toBeVisible();
  await expect(firstGroup.getByLabel('Weight for set 2')).toBeFocused();
  await page.getByRole('button', { name: 'Skip rest' }).click();
  await expect(page.getByRole('timer', { name: 'Rest' })).toHaveCount(0);
  await firstGroup.getByRole('checkbox', { name: 'Complete set 2' }).click();

  // What the log cannot take is said under the row and not saved; a good value is.
  const weight = secondGroup.getByLabel('Weight for set 1');
  await weight.fill('2000');
  await secondGroup.getByLabel('Reps for set 1').focus();
  await expect(secondGroup.getByText('Weight must be a number from 0 to 1,000 kg (2,204.62 lb)')).toBeVisible();
  await weight.fill('20');
  await secondGroup.getByRole('checkbox', { name: 'Complete set 1' }).click();
  await expect(secondGroup.getByRole('checkbox', { name: 'Complete set 1' })).toBeChecked();
  await expect(secondGroup.getByText('Weight must be')).toHaveCount(0);

  // Leaving keeps the session open: every dashboard page leads back to it.
  await openSidebarLink(page, 'Browse Exercises');
  const bar = page.getByRole('link', { name: new RegExp(`Workout in progress · ${name}`) });
  await expect(bar).toBeVisible();
  await bar.click();
  await onSessionPage(page);
  await expect(firstGroup.getByRole('checkbox', { name: 'Complete set 2' })).toBeChecked();

  // Finish: 3 sets, 40 × 5 × 2 + 20 × 10 = 600 kg, and no record on a first time.
  await page.getByRole('button', { name: 'Finish Workout' }).click();
  const summary = page.getByRole('dialog', { name: 'Workout complete' });
  await expect(summary.getByText('600 kg')).toBeVisible();
  await expect(summary.getByRole('definition').filter({ hasText: /^3$/ })).toBeVisible();
  await expect(summary.getByText('No new records this time.')).toBeVisible();
  await summary.getByRole('button', { name: 'Done' }).click();
  // History lists it, with today marked among the training days.
  await expect(page).toHaveURL(/\/dashboard\/history$/);
  await expect(page.getByRole('link', { name: /Workout in progress/ })).toHaveCount(0);
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('600 kg · 3 sets');
  await expect(card).toContainText(`${first!.exerciseName}, ${second!.exerciseName}`);
  await expect(page.getByRole('heading', { name: /Training days, last 5 weeks: [1-9]/ })).toBeVisible();
  await expectNoA11yViolations(page);

  // The next time, last time's numbers stand beside each set; a heavier set is a record, said at once and in the summary.
  await openSidebarLink(page, 'My Workouts');
  await page.getByRole('link', { name: `Start Workout: ${name}` }).click();
  await onSessionPage(page);
  await expect(firstGroup.getByRole('button', { name: "Use last time's 40 kg × 5 for set 1" })).toBeVisible();
  await firstGroup.getByLabel('Weight for set 1').fill('45');
  await firstGroup.getByRole('checkbox', { name: 'Complete set 1' }).click();
  await expect(visibleToast(page).filter({ hasText: 'New personal record' })).toContainText('Heaviest weight');
  await page.getByRole('button', { name: 'Finish Workout' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Finish Workout' });
  await expect(confirm).toContainText('2 sets are not completed and will be dropped');
  await confirm.getByRole('button', { name: 'Finish Workout' }).click();
  await expect(summary.getByText(`${first!.exerciseName}: Heaviest weight 45 kg`)).toBeVisible();
  await expectNoA11yViolations(page);
  await summary.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/dashboard\/history$/);

  // The exercise's details now carry the member's history: records, the best set and a chart of the two workouts.
  await openSidebarLink(page, 'My Workouts');
  await page.getByRole('link', { name, exact: true }).click();
  await page.getByRole('button', { name: `View details for ${first!.exerciseName}` }).click();
  const details = page.getByRole('dialog', { name: first!.exerciseName });
  const history = details.getByRole('region', { name: 'Your history' });
  await expect(history.getByRole('definition').first()).toHaveText('45 kg');
  await expect(history.getByRole('definition').last()).toHaveText('45 kg × 5');
  await expect(history.locator('canvas').first()).toBeVisible();
  await expect(history.getByRole('table', { name: /Progress/ }).getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('list', { name: 'Your last workouts with this exercise' }).getByRole('listitem')).toHaveCount(2);
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await openSidebarLink(page, 'History');

  // A past session opens from History to be corrected, and is deleted after confirmation.
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('article').first().getByRole('link', { name }).click();
  await onSessionPage(page);
  await expect(page.getByText(/^Finished /)).toBeVisible();
  await expect(firstGroup.getByRole('checkbox', { name: 'Complete set 1' })).toBeDisabled();
  await firstGroup.getByLabel('Reps for set 1').fill('6');
  await firstGroup.getByLabel('Weight for set 1').focus();
  await expect
    .poll(async () => (await api(page, 'GET', `/api/sessions/${page.url().split('/').at(-1)}`)).body.exercises[0].sets[0].reps)
    .toBe(6);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Delete Workout' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/dashboard\/history$/);
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('Quick Start begins an empty workout; an exercise is added from the search, and Discard asks first', async ({ page }) => {
  await signIn(page, demoAccount('user'));
  await cleanUp(page);
  await openSidebarLink(page, 'My Workouts');
  await page.getByRole('link', { name: 'Quick Start' }).click();
  await onSessionPage(page);
  await expect(page.getByRole('heading', { name: 'An empty workout' })).toBeVisible();

  await page.getByRole('button', { name: 'Add exercise' }).first().click();
  const picker = page.getByRole('dialog', { name: 'Add exercise' });
  await picker.getByLabel('Search exercises').fill('bench');
  const choice = picker
    .getByRole('button')
    .filter({ hasText: /Bench Press/ })
    .first();
  const exercise = (await choice.locator('span span').first().textContent())!;
  await choice.click();
  await expect(picker).toHaveCount(0);
  const group = page.getByRole('group', { name: exercise });
  await group.getByLabel('Weight for set 1').fill('50');
  await group.getByLabel('Reps for set 1').fill('8');
  await group.getByRole('button', { name: 'Add set' }).click();
  // A new set repeats the last one's numbers.
  await expect(group.getByLabel('Weight for set 2')).toHaveValue('50');
  await expect(group.getByLabel('Reps for set 2')).toHaveValue('8');

  // The plate calculator starts from the next set's weight, on the standard 20 kg bar.
  await group.getByRole('button', { name: `Options for ${exercise}` }).click();
  await page.getByRole('button', { name: 'Plate calculator' }).click();
  const plates = page.getByRole('dialog', { name: 'Plate calculator' });
  await expect(plates.getByLabel('Weight on the bar (kg)')).toHaveValue('50');
  await expect(plates.getByRole('status')).toHaveText('Each side: 15 kg, on the 20 kg bar.');
  await expectNoA11yViolations(page);
  // A 15 kg bar and no 15 kg plates, set in Account Settings, change the answer.
  await plates.getByRole('link', { name: 'Change your bar and plates in Account Settings' }).click();
  const settings = page.getByRole('form', { name: 'Plate calculator' });
  await settings.getByLabel('Bar weight (kg)').fill('15');
  await settings.getByRole('button', { name: '15', exact: true }).click();
  await expect(settings.getByRole('button', { name: '15', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await settings.getByRole('button', { name: 'Save bar and plates' }).click();
  await expect(visibleToast(page).filter({ hasText: 'Your bar and plates are saved.' })).toBeVisible();
  await page.getByRole('link', { name: /Workout in progress/ }).click();
  await group.getByRole('button', { name: `Options for ${exercise}` }).click();
  await page.getByRole('button', { name: 'Plate calculator' }).click();
  await expect(plates.getByRole('status')).toHaveText('Each side: 10 + 5 + 2.5 kg, on the 15 kg bar.');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Discard Workout' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Discard Workout' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(group).toBeVisible();
  await page.getByRole('button', { name: 'Discard Workout' }).click();
  await confirm.getByRole('button', { name: 'Discard Workout' }).click();
  await expect(page).toHaveURL(/\/dashboard\/workouts$/);
  expect((await api(page, 'GET', '/api/sessions/open')).body.session).toBeNull();
});

test('a Strong export is imported with a preview and a chosen exercise; our own export then moves the log to a fresh account', async ({
  page,
}) => {
  const strong = readFileSync(new URL('../src/server/features/sessions/csv/fixtures/strong.csv', import.meta.url), 'utf8');
  await signUpMember(page, 'import-from');
  await openSidebarLink(page, 'History');
  await page.getByRole('link', { name: 'Import from Strong or Hevy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import workouts' })).toBeVisible();
  // Nothing chosen yet: said, nothing sent.
  await page.getByRole('button', { name: 'Preview import' }).click();
  await expect(page.getByRole('alert')).toContainText('Choose a CSV file first.');
  // A file that breaks a rule: the line is named and nothing is imported.
  expectFailedResponse(/\/api\/sessions\/import\/preview$/, 422);
  await page.getByLabel('Strong or Hevy export (CSV)').setInputFiles({
    name: 'broken.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(strong.replace('"Pull Up",2,,7', '"Pull Up",2,,seven')),
  });
  await page.getByRole('button', { name: 'Preview import' }).click();
  await expect(page.getByRole('alert')).toContainText('Line 16: "Reps" must be a whole number');

  await page
    .getByLabel('Strong or Hevy export (CSV)')
    .setInputFiles({ name: 'strong.csv', mimeType: 'text/csv', buffer: Buffer.from(strong) });
  await page.getByRole('button', { name: 'Preview import' }).click();
  const preview = page.getByRole('region', { name: /^Strong export: 3 workouts and 25 sets, Mar 5, 2024 – Mar 9, 2024/ });
  await expect(preview).toBeVisible();
  await expect(preview).toContainText('3 timed or distance sets have no weight or reps');
  const names = preview.getByRole('list', { name: 'Exercises in the file' });
  await expect(names.getByRole('listitem').filter({ hasText: 'Bench Press (Barbell)' })).toContainText('Logged as Barbell Bench Press');
  const row = names.getByRole('listitem').filter({ hasText: 'Bent Over Row (Barbell)' });
  await expect(row).toContainText('No match: kept by its name');
  await expectNoA11yViolations(page);
  // A name without a match gets an exercise from the library.
  await row.getByRole('button', { name: 'Choose the exercise for Bent Over Row (Barbell)' }).click();
  const picker = page.getByRole('dialog', { name: 'Log "Bent Over Row (Barbell)" as' });
  await picker.getByLabel('Search exercises').fill('squat');
  const choice = picker.getByRole('button').filter({ hasText: /Squat/ }).first();
  const chosen = (await choice.locator('span span').first().textContent())!;
  await choice.click();
  await expect(row).toContainText(`Logged as ${chosen}`);
  await preview.getByRole('button', { name: 'Import 3 workouts' }).click();
  await expect(visibleToast(page).filter({ hasText: 'Imported 3 workouts (25 sets)' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/history$/);
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('article', { name: 'Push Day' })).toContainText('Tue, Mar 5, 2024');

  // Download the log from Account Settings …
  await openSidebarLink(page, 'Account Settings');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download your workouts (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('equipped-workouts-kg.csv');
  const exported = readFileSync((await download.path())!, 'utf8');
  // Everything else the member keeps comes as one JSON document beside it.
  const [everything] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download everything (JSON)' }).click(),
  ]);
  expect(everything.suggestedFilename()).toMatch(/^equipped-account-\d{4}-\d{2}-\d{2}\.json$/);
  const document = JSON.parse(readFileSync((await everything.path())!, 'utf8'));
  expect([document.format, document.version, document.sessions.length]).toEqual(['equipped-account-export', 1, 3]);

  // … and read it into a brand-new account: the same three workouts, the chosen exercise kept by its name.
  await page.context().clearCookies();
  await signUpMember(page, 'import-to');
  await page.goto('/dashboard/history/import');
  await page
    .getByLabel('Strong or Hevy export (CSV)')
    .setInputFiles({ name: 'equipped.csv', mimeType: 'text/csv', buffer: Buffer.from(exported) });
  await page.getByRole('button', { name: 'Preview import' }).click();
  await expect(page.getByRole('region', { name: /^Strong export: 3 workouts and 25 sets/ })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Exercises in the file' }).getByRole('listitem').filter({ hasText: chosen }).first(),
  ).toContainText(`Logged as ${chosen}`);
  await page.getByRole('button', { name: 'Import 3 workouts' }).click();
  await expect(page).toHaveURL(/\/dashboard\/history$/);
  await expect(page.getByRole('article')).toHaveCount(3);
  // The same file again adds nothing.
  await page.goto('/dashboard/history/import');
  await page
    .getByLabel('Strong or Hevy export (CSV)')
    .setInputFiles({ name: 'equipped.csv', mimeType: 'text/csv', buffer: Buffer.from(exported) });
  await page.getByRole('button', { name: 'Preview import' }).click();
  await expect(page.getByText('3 workouts are already in your log and will be skipped.')).toBeVisible();
  await expect(page.getByText('Every workout of this file is already in your log.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import 0 workouts' })).toBeDisabled();
});

/** Opens `path` of the app through `proxy` once its service worker controls the page, so its reads are kept. */
async function openThroughProxy(page: Page, proxy: CuttableProxy, path: string) {
  await page.goto(`${proxy.origin}${path}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The page's first reads went out before the worker took it: read once more through it.
  await page.reload();
}

test('the installed app opens a workout in progress with no network, and sets logged there reach the server once', async ({ page }) => {
  // With the network cut, the browser logs every request that finds nothing at the address: the page's reads, the
  // outbox's tries, the live updates' stream.
  expectFailedResponse(/^http:\/\/localhost:\d+\//);
  const proxy = await startCuttableProxy(Number(new URL(test.info().project.use.baseURL!).port));
  try {
    await signIn(page, demoAccount('user'));
    await cleanUp(page);
    const [exercise] = (await api(page, 'GET', '/api/exercises')).body.items as Array<{ id: string; exerciseName: string }>;
    const name = `${STORY_WORKOUT} offline ${test.info().project.name}`;
    const workout = await api(page, 'POST', '/api/workouts', {
      name,
      entries: [{ exerciseId: exercise!.id, sets: 3, reps: '5', weight: 40, weightUnit: 'kg', bodyweight: false }],
    });
    expect(workout.status).toBe(201);

    // Installable: the manifest names the app, its icons and its start page, and a service worker takes the page.
    await openThroughProxy(page, proxy, `/dashboard/workouts/${workout.body.id}/start`);
    const sessionId = await onSessionPage(page);
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link
        ? ((await (await fetch(link.href)).json()) as { name: string; display: string; start_url: string; icons: { sizes: string }[] })
        : null;
    });
    expect(manifest).toMatchObject({ name: 'Equipped', display: 'standalone', start_url: '/dashboard/exercises' });
    expect(manifest!.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    const group = page.getByRole('group', { name: exercise!.exerciseName });
    await expect(group.getByLabel('Weight for set 1')).toHaveValue('40');

    // The network goes: the page's requests and the service worker's alike find nothing.
    await proxy.cut();
    expect(
      await page.evaluate(() =>
        fetch('/api/health').then(
          (answer) => answer.headers.get('Content-Type'),
          () => 'no answer',
        ),
      ),
    ).toBe('no answer');
    // The app opens again from the device: the app page, who is signed in, and the session as the page left it.
    await page.reload();
    await expect(group.getByLabel('Weight for set 1')).toHaveValue('40');
    await group.getByRole('checkbox', { name: 'Complete set 1' }).click();
    await page.getByRole('button', { name: 'Skip rest' }).click();
    await group.getByRole('checkbox', { name: 'Complete set 2' }).click();
    await page.getByRole('button', { name: 'Skip rest' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Offline — 2 changes waiting' })).toBeVisible();
    // Finishing needs the server: said, and nothing is lost.
    await page.getByRole('button', { name: 'Finish Workout' }).click();
    await page.getByRole('alertdialog', { name: 'Finish Workout' }).getByRole('button', { name: 'Finish Workout' }).click();
    await expect(visibleToast(page).filter({ hasText: 'You are offline.' })).toBeVisible();
    // Left and opened again, still offline: the two sets are still done on the page, and still waiting.
    await page.goto('about:blank');
    await page.goto(`${proxy.origin}/dashboard/sessions/${sessionId}`);
    await expect(group.getByRole('checkbox', { name: 'Complete set 2' })).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: 'Offline — 2 changes waiting' })).toBeVisible();
    const sets = async () => (await api(page, 'GET', `/api/sessions/${sessionId}`)).body.exercises[0].sets as Array<{ completed: boolean }>;
    expect((await sets()).map((set) => set.completed)).toEqual([false, false, false]);

    // The network returns: the outbox's next try sends both, once each.
    await proxy.restore();
    await expect(page.getByRole('status').filter({ hasText: 'Synced' })).toBeVisible({ timeout: 20_000 });
    expect((await sets()).map((set) => set.completed)).toEqual([true, true, false]);
  } finally {
    await proxy.close();
  }
});

test('a new version of the app waits while a workout is in progress, and is offered once it is over', async ({ page }) => {
  const proxy = await startCuttableProxy(Number(new URL(test.info().project.use.baseURL!).port));
  const offer = visibleToast(page).filter({ hasText: 'A new version of Equipped is ready.' });
  const waitingVersion = () => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
  try {
    await signIn(page, demoAccount('user'));
    await cleanUp(page);
    await openThroughProxy(page, proxy, '/dashboard/sessions/new');
    await onSessionPage(page);

    // A deploy: the service worker reads as a new version, which installs and waits.
    proxy.nextServiceWorker('the next version');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect.poll(waitingVersion).toBe(true);
    // Not offered on the session page, nor on another page while the workout is in progress.
    await expect(offer).toHaveCount(0);
    await openSidebarLink(page, 'Browse Exercises');
    await expect(page.getByRole('link', { name: /Workout in progress/ })).toBeVisible();
    await expect(offer).toHaveCount(0);

    // Once the workout is discarded, the new version is offered; taking it reloads the page under it.
    await page.getByRole('link', { name: /Workout in progress/ }).click();
    await page.getByRole('button', { name: 'Discard Workout' }).click();
    await page.getByRole('alertdialog', { name: 'Discard Workout' }).getByRole('button', { name: 'Discard Workout' }).click();
    await expect(offer).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await offer.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect.poll(waitingVersion).toBe(false);
    await expect(offer).toHaveCount(0);
  } finally {
    // The page leaves before the proxy closes, so its live-updates stream is not cut mid-answer.
    await page.goto('about:blank');
    await proxy.close();
  }
});

test('an exercise moves up, joins the next in a superset that waits with the rest, and is swapped for an alternative', async ({ page }) => {
  await signIn(page, demoAccount('admin'));
  await cleanUp(page);
  const named = async (name: string) =>
    (
      (await api(page, 'GET', `/api/exercises?q=${encodeURIComponent(name)}`)).body.items as Array<{ id: string; exerciseName: string }>
    ).find((item) => item.exerciseName === name)!;
  const [bench, squat] = [await named('Barbell Bench Press'), await named('Barbell Back Squat')];
  const name = `${STORY_WORKOUT} order ${test.info().project.name}`;
  const made = await api(page, 'POST', '/api/workouts', {
    name,
    entries: [
      { exerciseId: bench.id, sets: 1, reps: '5', weight: 60, weightUnit: 'kg', bodyweight: false },
      { exerciseId: squat.id, sets: 1, reps: '5', weight: 80, weightUnit: 'kg', bodyweight: false },
    ],
  });
  expect(made.status).toBe(201);
  await page.goto(`/dashboard/workouts/${made.body.id}/start`);
  await onSessionPage(page);
  const order = page.locator('section[role="group"] h2');
  await expect(order).toHaveText([bench.exerciseName, squat.exerciseName]);

  await page.getByRole('button', { name: `Options for ${squat.exerciseName}` }).click();
  await page.getByRole('button', { name: 'Move up' }).click();
  await expect(order).toHaveText([squat.exerciseName, bench.exerciseName]);

  // The bench press is swapped for one of its alternatives: its planned set stays.
  await page.getByRole('button', { name: `Options for ${bench.exerciseName}` }).click();
  await page.getByRole('button', { name: 'Swap exercise' }).click();
  const swap = page.getByRole('dialog', { name: `Swap ${bench.exerciseName}` });
  const alternative = swap.getByRole('list', { name: 'Alternatives' }).getByRole('button').first();
  const replacement = (await alternative.locator('span span').first().textContent())!;
  await alternative.click();
  await expect(swap).toHaveCount(0);
  await expect(order).toHaveText([squat.exerciseName, replacement]);
  await expect(page.getByRole('group', { name: replacement }).getByLabel('Weight for set 1')).toHaveValue('60');

  // A superset: both marked, and no rest between its exercises, only after the last.
  await page.getByRole('button', { name: `Options for ${squat.exerciseName}` }).click();
  await page.getByRole('button', { name: 'Superset with the next exercise' }).click();
  await expect(page.getByText('Superset A')).toHaveCount(2);
  await page.getByRole('group', { name: squat.exerciseName }).getByRole('checkbox', { name: 'Complete set 1' }).click();
  await expect(page.getByRole('group', { name: squat.exerciseName }).getByRole('checkbox', { name: 'Complete set 1' })).toBeChecked();
  await expect(page.getByRole('timer', { name: 'Rest' })).toHaveCount(0);
  await page.getByRole('group', { name: replacement }).getByRole('checkbox', { name: 'Complete set 1' }).click();
  await expect(page.getByRole('timer', { name: 'Rest' })).toBeVisible();
  await expectNoA11yViolations(page);
  // A completed exercise is no longer offered for a swap; the server has the order, the superset and the swap.
  await page.getByRole('button', { name: `Options for ${replacement}` }).click();
  await expect(page.getByRole('button', { name: 'Swap exercise' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect
    .poll(async () => {
      const session = (await api(page, 'GET', `/api/sessions/${page.url().split('/').at(-1)}`)).body;
      return session.exercises.map((entry: { exerciseName: string; supersetGroup: number | null }) => [
        entry.exerciseName,
        entry.supersetGroup,
      ]);
    })
    .toEqual([
      [squat.exerciseName, 1],
      [replacement, 1],
    ]);
  await api(page, 'DELETE', `/api/workouts/${made.body.id}`);
});
