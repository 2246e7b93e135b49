import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export type DemoAccount = { email: string; password: string; role: 'admin' | 'user' };

/** The demo accounts the server created on its first start (issue 2 §1), read from DATA_DIR. */
export function demoAccount(role: 'admin' | 'user'): DemoAccount {
  const file = path.join(path.resolve(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data'), 'demo-accounts.json');
  const accounts = JSON.parse(readFileSync(file, 'utf8')) as DemoAccount[];
  const account = accounts.find((a) => a.role === role);
  if (!account) throw new Error(`no ${role} demo account in ${file}`);
  return account;
}

/** Waits (at most 6 s) until no animation runs and every visible toast is fully shown and not leaving. */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.getAnimations().every((a) => a.playState !== 'running') &&
        [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]:not([data-visible="false"])')].every(
          (toast) => toast.dataset.removed !== 'true' && getComputedStyle(toast).opacity === '1',
        ),
      undefined,
      { timeout: 6_000 },
    )
    .catch(() => {});
}

/**
 * Fails the test with the list of violations when axe-core finds any on the current page (WCAG 2.1 A and AA).
 *
 * Entrance and exit animations are let finish first (dialogs zooming, toasts fading): mid-fade colours are not what a
 * person reads. A toast can still start leaving (its 4 s are up) while axe runs — the colour-contrast check then reads
 * its half-faded text, and by the time the result is read the toast may already be gone from the page. So when every
 * violating element is inside a toast or no longer on the page, the page is settled and checked again (three times at
 * most). A violation that persists, in a toast or anywhere else, fails.
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await settle(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const targets = results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
    const onlyTransient =
      targets.length > 0 &&
      (await page
        .evaluate(
          (selectors) =>
            selectors.every((selector) =>
              [...document.querySelectorAll(selector)].every((element) => element.closest('[data-sonner-toast]') != null),
            ),
          targets,
        )
        .catch(() => false));
    if (onlyTransient && attempt < 4) {
      await page.waitForTimeout(700);
      continue;
    }
    const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
    expect(summary, 'axe-core violations').toEqual([]);
    return;
  }
}

/**
 * Checks the header names the signed-in member: written out at desktop widths, inside the Account menu on a phone
 * (which is opened, checked and closed again with Escape).
 */
export async function expectHeaderShowsEmail(page: Page, email: string): Promise<void> {
  const header = page.getByRole('banner');
  const accountMenu = header.getByRole('button', { name: 'Account' });
  if (await accountMenu.isVisible()) {
    await accountMenu.click();
    await expect(page.getByRole('dialog').getByText(email, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } else {
    await expect(header.getByText(email)).toBeVisible();
  }
}

/** Signs in through the /auth form, as a person would, and waits for the library. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/exercises/);
  await expect(page.getByRole('heading', { name: 'Exercise Library' })).toBeVisible();
}

export type OutboxMessage = { to: string; subject: string; text: string; html: string; links: string[]; sentAt: string };

/** The newest dev-outbox message to `to`, polling briefly while the server sends it. */
export async function latestMailTo(page: Page, to: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await page.request.get('/dev/mailbox.json')).json()) as OutboxMessage[];
      found = messages.find((m) => m.to === to);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** Follows a sidebar link, opening the slide-over first on a phone (spec §2: under 768 px the sidebar is a sheet). */
export async function openSidebarLink(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize();
  if (viewport && viewport.width < 768) await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await page.getByRole('link', { name, exact: true }).click();
}

/** The toast on screen (sonner keeps dismissed ones in the DOM, hidden). */
export const visibleToast = (page: Page) => page.locator('[data-sonner-toast][data-visible="true"]');

/** The exercise card whose heading is `name`. */
export const exerciseCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/**
 * Removes the catalogue exercise called `name` through the admin API, as the signed-in admin of `page` (cleanup for
 * stories that add exercises, so later stories still count the imported catalogue: 917). The Origin header is what
 * a browser sends with every write; the API's CSRF guard needs it on a body-less DELETE.
 */
export async function deleteExerciseNamed(page: Page, name: string): Promise<void> {
  const list = await page.request.get(`/api/admin/exercises?q=${encodeURIComponent(name)}`);
  expect(list.status()).toBe(200);
  const { items } = (await list.json()) as { items: { id: string; exerciseName: string }[] };
  const exercise = items.find((item) => item.exerciseName === name);
  expect(exercise, `exercise "${name}" to clean up`).toBeDefined();
  const removed = await page.request.delete(`/api/admin/exercises/${exercise!.id}`, { headers: { origin: new URL(page.url()).origin } });
  expect(removed.ok()).toBe(true);
}

export const test = base;
export { expect };

/**
 * Signs a brand-new member up through the /auth form, follows the confirmation link from the dev outbox (which signs
 * them in and lands on the site root) and opens the sample library, as e2e/newcomer.spec.ts does step by step. For
 * stories that change what a member owns (workouts), so they never depend on, or leave anything in, the shared demo
 * accounts.
 */
export async function signUpMember(page: Page, label: string): Promise<{ email: string; password: string }> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const password = 'squat-bench-deadlift';
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(visibleToast(page)).toContainText('Please check your email to confirm your account.');
  const link = (await latestMailTo(page, email)).links.find((l) => l.includes('/api/auth/verify-email'));
  expect(link, 'verification link').toBeTruthy();
  await page.goto(link!);
  // spec §2 route table: the site root is the confirmation redirect's target; its toast clears the flag once shown.
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard/exercises');
  await expect(page.getByRole('heading', { name: 'Exercise Library' })).toBeVisible();
  return { email, password };
}

/**
 * Moves the sortable item whose drag handle is `handle` onto `target` with the mouse, in small steps as a hand would
 * (dnd-kit's pointer sensor needs a few pixels of travel before a drag starts, then follows pointermove events).
 * Both are scrolled into view first; the drop lands a little past the target's centre so the order really changes.
 */
export async function dragByPointer(page: Page, handle: Locator, target: Locator): Promise<void> {
  // 'instant': the page may scroll smoothly, and the boxes must be read where the elements will stay.
  await target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag handle or target is not on screen');
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const direction = Math.sign(to.y - from.y) || 1;
  const end = { x: start.x, y: to.y + to.height / 2 + direction * 10 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y + direction * 8, { steps: 4 });
  await page.mouse.move(end.x, end.y, { steps: 20 });
  await page.waitForTimeout(250);
  await page.mouse.up();
}
