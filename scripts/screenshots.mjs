// `npm run screenshots`: the README's and docs' pictures of the landing page and the library, at a phone's width
// (390 px) and a laptop's (1280 px), taken from the production build (`npm run build` first) on a fresh embedded
// database with free-exercise-db imported, signed in as the demo admin (who sees the whole library); then the library's
// grouped equipment filter open, cards with Everkinetic drawings (ILLUSTRATIONS_SOURCE, ../shared/data/everkinetic by
// default) and the Barbell Bench Press's start and end drawings, and the details dialog of the Dumbbell Bench Press scrolled to its muscle map; then
// My Gyms with two gyms, the header's gym switcher open, the library in gym mode and switched off, and the
// Dumbbell Bench Press's Alternatives at that gym; then the training log: an import's preview, History, a progress
// chart, a live session and its rest timer. Chromium:
// the system's (/usr/bin/chromium) or CHROMIUM_PATH. Writes docs/screenshots/{landing,library,equipment-filter,
// exercise-details}-{phone,desktop}.png.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const port = 3917;
const origin = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'equipped-screenshots-'));
const source = process.env.EXERCISES_SOURCE ?? path.resolve('../shared/data/free-exercise-db/exercises.json');
const drawings = process.env.ILLUSTRATIONS_SOURCE ?? path.resolve('../shared/data/everkinetic');
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    EXERCISES_SOURCE: source,
    ILLUSTRATIONS_SOURCE: drawings,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForHealth() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server at ${origin} did not become healthy within 2 minutes`);
}

/** Eight weekly push days as Strong exports them, the last two days ago, the bench press and the squat climbing: the chart's story. */
function strongFile() {
  const rows = ['Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE'];
  for (let week = 0; week < 8; week += 1) {
    // Ending two days ago, so the History page's strip of the last five weeks shows them.
    const day = new Date();
    day.setUTCDate(day.getUTCDate() - 2 - (7 - week) * 7);
    day.setUTCHours(17, 30, 0, 0);
    const date = day.toISOString().slice(0, 19).replace('T', ' ');
    const row = (exercise, order, weight, reps) => `${date},"Push Day",1h 4m,"${exercise}",${order},${weight},${reps},0,0,"","",`;
    rows.push(row('Bench Press (Barbell)', 'W', 40, 10));
    for (let set = 1; set <= 3; set += 1) rows.push(row('Bench Press (Barbell)', set, 62.5 + week * 2.5, 9 - set));
    for (let set = 1; set <= 3; set += 1) rows.push(row('Squat (Barbell)', set, 90 + week * 5, 5));
  }
  return `${rows.join('\n')}\n`;
}

/** The id of the catalogue exercise named `name`, from the library's search. */
async function exerciseId(page, name) {
  const found = await (await page.request.get(`/api/exercises?q=${encodeURIComponent(name)}`)).json();
  return found.items.find((item) => item.exerciseName === name).id;
}

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  await waitForHealth();
  const admin = JSON.parse(readFileSync(path.join(dataDir, 'demo-accounts.json'), 'utf8')).find((account) => account.role === 'admin');
  for (const { name, ...device } of sizes) {
    const context = await browser.newContext({ ...device, baseURL: origin });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.screenshot({ path: `docs/screenshots/landing-${name}.png` });

    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(admin.email);
    await form.getByLabel('Password').fill(admin.password);
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/dashboard\/exercises/);
    // A fresh load, as a member opening the library would see it: without the sign-in toast.
    await page.goto('/dashboard/exercises');
    await page.getByRole('article').first().waitFor();
    // The announcement bar says 'Loading announcement...' until its request answers; the shot shows the settled page.
    await page.getByText('Loading announcement...').waitFor({ state: 'detached' });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `docs/screenshots/library-${name}.png` });

    await page.getByRole('button', { name: /^Equipment/ }).click();
    await page.getByRole('list', { name: 'Machines' }).waitFor();
    // The popover fades and zooms in: the picture is of it once open, not half-way.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
    await page.screenshot({ path: `docs/screenshots/equipment-filter-${name}.png` });
    await page.keyboard.press('Escape');

    // Drawings: cards of a search with them, and the details' start and end positions (docs/product.md#illustrations).
    await page.goto('/dashboard/exercises?q=bench+press');
    const drawn = page.getByRole('article', { name: 'Barbell Bench Press', exact: true });
    await drawn.getByRole('img').evaluate((image) => image.decode());
    await page.evaluate(() =>
      Promise.all(
        [...document.images]
          .filter((image) => image.getBoundingClientRect().top < innerHeight)
          .map((image) => image.decode().catch(() => undefined)),
      ),
    );
    await page.getByText('Loading announcement...').waitFor({ state: 'detached' });
    await page.screenshot({ path: `docs/screenshots/library-drawings-${name}.png` });
    await drawn.getByRole('button', { name: /View details/ }).click();
    const end = page.getByRole('dialog').getByRole('img', { name: 'Barbell Bench Press: end position' });
    await end.evaluate((image) => image.decode());
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
    await page.screenshot({ path: `docs/screenshots/exercise-drawings-${name}.png` });
    await page.keyboard.press('Escape');

    await page.goto('/dashboard/exercises?q=dumbbell+bench+press');
    await page
      .getByRole('article', { name: 'Dumbbell Bench Press', exact: true })
      .getByRole('button', { name: /View details/ })
      .click();
    const map = page.getByRole('dialog').locator('[data-muscle-map]');
    await map.waitFor();
    await map.scrollIntoViewIfNeeded();
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
    await page.screenshot({ path: `docs/screenshots/exercise-details-${name}.png` });
    await page.keyboard.press('Escape');

    // The search as it is typed: a corrected typo said above marked names, and the autocomplete under the box.
    await page.goto('/dashboard/exercises');
    const box = page.getByRole('combobox', { name: 'Search exercises' });
    await box.fill('romanain deadlift');
    await page.getByText('Showing results for').waitFor();
    await page.getByRole('listbox', { name: 'Exercise suggestions' }).waitFor();
    await page.getByRole('article').first().locator('mark').first().waitFor();
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
    await page.screenshot({ path: `docs/screenshots/search-autocomplete-${name}.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('listbox', { name: 'Exercise suggestions' }).waitFor({ state: 'hidden' });
    await page.screenshot({ path: `docs/screenshots/search-${name}.png` });

    // Nothing found with a filter in use: the library names the filter to drop and what it would find.
    await page.goto('/dashboard/exercises?q=romanian+deadlift&equipment=Treadmill');
    await page.getByRole('button', { name: /^Remove the Equipment filter/ }).waitFor();
    await page.screenshot({ path: `docs/screenshots/search-no-results-${name}.png` });

    // My Gyms: a gym from a preset, the header's switcher open, and the library in gym mode.
    await page.goto('/dashboard/gyms');
    await page.getByRole('heading', { name: 'No Gyms Yet' }).waitFor();
    for (const preset of ['Home with dumbbells', 'Hotel gym']) {
      await page.getByRole('button', { name: 'New Gym' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'New Gym' });
      await dialog.getByRole('button', { name: new RegExp(`^${preset}`) }).click();
      if (preset === 'Home with dumbbells') await dialog.getByLabel('Gym name').fill('Home');
      await dialog.getByRole('button', { name: 'Create Gym' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await page.getByText('Unlocks').nth(1).waitFor();
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
    await page.screenshot({ path: `docs/screenshots/my-gyms-${name}.png` });
    await page.getByRole('button', { name: /^Active gym:/ }).click();
    await page.getByRole('radio', { name: 'No gym — show everything' }).waitFor();
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
    await page.screenshot({ path: `docs/screenshots/gym-switcher-${name}.png` });
    await page.keyboard.press('Escape');
    await page.goto('/dashboard/exercises');
    await page.getByRole('switch', { name: 'Only my equipment' }).waitFor();
    await page.getByRole('article').first().waitFor();
    await page.getByText('Loading announcement...').waitFor({ state: 'detached' });
    await page.screenshot({ path: `docs/screenshots/library-gym-${name}.png` });
    await page.getByRole('switch', { name: 'Only my equipment' }).click();
    await page.getByLabel('Search exercises').fill('leg press');
    await page
      .getByRole('article', { name: 'Leg Press', exact: true })
      .getByText(/^Needs:/)
      .waitFor();
    await page.getByText('Sorted by relevance').waitFor({ state: 'attached' });
    await page.screenshot({ path: `docs/screenshots/library-gym-needs-${name}.png` });
    // Back in gym mode, the Dumbbell Bench Press's details with its Alternatives at the Home gym.
    await page.getByRole('switch', { name: 'Only my equipment' }).click();
    await page.getByLabel('Search exercises').fill('dumbbell bench press');
    await page
      .getByRole('article', { name: 'Dumbbell Bench Press', exact: true })
      .getByRole('button', { name: /View details/ })
      .click();
    const alternatives = page.getByRole('dialog').getByRole('list', { name: 'Alternatives' });
    await alternatives.getByRole('listitem').first().waitFor();
    await alternatives.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `docs/screenshots/alternatives-${name}.png` });
    await page.keyboard.press('Escape');
    for (const gym of (await (await page.request.get('/api/gyms')).json()).items) {
      await page.request.delete(`/api/gyms/${gym.id}`, { headers: { origin } });
    }

    // The training log: an import's preview, History and a progress chart from eight weeks of a Strong file, then a
    // live session with the rest timer running. Importing the same file again for the second size adds nothing.
    await page.goto('/dashboard/history/import');
    await page
      .getByLabel('Strong or Hevy export (CSV)')
      .setInputFiles({ name: 'strong.csv', mimeType: 'text/csv', buffer: Buffer.from(strongFile()) });
    await page.getByRole('button', { name: 'Preview import' }).click();
    await page.getByRole('list', { name: 'Exercises in the file' }).waitFor();
    await page.screenshot({ path: `docs/screenshots/import-preview-${name}.png` });
    await page.request.post('/api/sessions/import', { headers: { origin }, data: { csv: strongFile(), weightUnit: 'kg' } });
    await page.goto('/dashboard/history');
    await page.getByRole('article').first().waitFor();
    await page.getByText('Loading announcement...').waitFor({ state: 'detached' });
    await page.screenshot({ path: `docs/screenshots/history-${name}.png` });
    await page.goto('/dashboard/exercises?q=barbell+bench+press');
    await page
      .getByRole('article', { name: 'Barbell Bench Press', exact: true })
      .getByRole('button', { name: /View details/ })
      .click();
    const chart = page.getByRole('dialog').getByRole('region', { name: 'Your history' });
    await chart.locator('canvas').first().waitFor();
    await chart.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `docs/screenshots/progress-chart-${name}.png` });
    await page.keyboard.press('Escape');
    const workout = await (
      await page.request.post('/api/workouts', {
        headers: { origin },
        data: {
          name: 'Push day',
          entries: [
            { exerciseId: await exerciseId(page, 'Barbell Bench Press'), sets: 3, reps: '8', weight: 80, weightUnit: 'kg' },
            { exerciseId: await exerciseId(page, 'Barbell Back Squat'), sets: 3, reps: '5', weight: 120, weightUnit: 'kg' },
          ],
        },
      })
    ).json();
    await page.goto(`/dashboard/workouts/${workout.id}/start`);
    const bench = page.getByRole('group', { name: 'Barbell Bench Press' });
    await bench.getByLabel('Weight for set 1').waitFor();
    await page.screenshot({ path: `docs/screenshots/session-${name}.png` });
    await bench.getByRole('checkbox', { name: 'Complete set 1' }).click();
    await page.getByRole('timer', { name: 'Rest' }).waitFor();
    await page.screenshot({ path: `docs/screenshots/rest-timer-${name}.png` });
    const open = await (await page.request.get('/api/sessions/open')).json();
    await page.request.delete(`/api/sessions/${open.session.id}`, { headers: { origin } });
    await page.request.delete(`/api/workouts/${workout.id}`, { headers: { origin } });
    await context.close();
    console.log(
      `docs/screenshots/{landing,library,equipment-filter,library-drawings,exercise-drawings,exercise-details,search,search-autocomplete,search-no-results,my-gyms,gym-switcher,library-gym,library-gym-needs,alternatives,import-preview,history,progress-chart,session,rest-timer}-${name}.png`,
    );
  }
  // At the narrowest phones too (docs/product.md#phone-navigation): the library with its bottom bar, an exercise opened
  // at its address (docs/product.md#exercise-address) and three exercises compared side by side.
  for (const width of [320, 390]) {
    const context = await browser.newContext({
      viewport: { width, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      baseURL: origin,
    });
    const page = await context.newPage();
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(admin.email);
    await form.getByLabel('Password').fill(admin.password);
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/dashboard\/exercises/);
    await page.goto('/dashboard/exercises');
    await page.getByRole('article').first().waitFor();
    await page.getByText('Loading announcement...').waitFor({ state: 'detached' });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `docs/screenshots/library-bottom-bar-${width}.png` });

    const ids = await Promise.all(['Dumbbell Bench Press', 'Barbell Bench Press', 'Push-Up'].map((exercise) => exerciseId(page, exercise)));
    await page.goto(`/dashboard/exercises?exercise=${ids[0]}`);
    await page.getByRole('dialog').getByRole('heading', { name: 'Dumbbell Bench Press' }).waitFor();
    await page.getByRole('dialog').getByText('Benefits').waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `docs/screenshots/exercise-address-${width}.png` });

    await page.goto(`/dashboard/compare-exercises?ids=${ids.join(',')}`);
    await page
      .getByRole('columnheader', { name: /Push-Up/ })
      .first()
      .waitFor();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `docs/screenshots/compare-${width}.png` });
    await context.close();
    console.log(`docs/screenshots/{library-bottom-bar,exercise-address,compare}-${width}.png`);
  }
} finally {
  await browser.close();
  server.kill();
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
