import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type ConsoleMessage, type Locator, type Page } from '@playwright/test';

export type DemoAccount = { email: string; password: string; role: 'admin' | 'user' };

/** The demo accounts the server created on its first start (docs/decisions/0003-first-start-data.md), read from DATA_DIR. */
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
    const summary = results.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
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

/**
 * Waits until React has hydrated the prerendered page, which happens after the page has loaded and painted
 * (docs/architecture.md#prerendered-landing-page): until then the first element matching `selector` (the page's
 * heading unless told) is plain HTML, its links load a new document and its buttons do nothing.
 */
export async function waitForHydration(page: Page, selector = 'h1'): Promise<void> {
  await page.waitForFunction((wanted) => {
    const element = document.querySelector(wanted);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}

/**
 * Keeps aside, on every page `page` loads from now on, the first element matching `selector` as the HTML parser made it
 * (when the document becomes interactive, before any module script runs); {@link isParsedElementKept} then tells
 * whether hydration kept that very element — a hydration mismatch makes React replace it.
 */
export async function keepParsedElement(page: Page, selector: string): Promise<void> {
  await page.addInitScript((wanted) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') Object.assign(window, { parsedElement: document.querySelector(wanted) });
    });
  }, selector);
}

/** Whether the first element matching `selector` is still the one {@link keepParsedElement} kept aside (and not null). */
export async function isParsedElementKept(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((wanted) => {
    const kept = (window as { parsedElement?: Element | null }).parsedElement;
    return kept != null && document.querySelector(wanted) === kept;
  }, selector);
}

/**
 * Follows a sidebar link, opening the slide-over first on a phone with the bottom bar's More (docs/product.md#screens,
 * docs/product.md#phone-navigation: under 768 px the sidebar is a sheet).
 */
export async function openSidebarLink(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize();
  if (viewport && viewport.width < 768) {
    // A member's library is painted from its HTML: the toggle does nothing until the app has taken it over.
    const more = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' });
    await waitForHydration(page, '[data-bottom-nav] button');
    await more.click();
    await page.getByRole('link', { name, exact: true }).click();
    // The slide-over is a modal dialog until its closing animation ends: its focus trap takes focus back from a field
    // filled meanwhile, and the text typed goes nowhere.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    return;
  }
  await page.getByRole('link', { name, exact: true }).click();
}

/** The toast on screen (sonner keeps dismissed ones in the DOM, hidden). */
export const visibleToast = (page: Page) => page.locator('[data-sonner-toast][data-visible="true"]');

/** The exercise card whose heading is `name`. */
export const exerciseCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/**
 * Removes the catalogue exercise called `name` through the admin API, as the signed-in admin of `page` (cleanup for
 * stories that add exercises, so later stories still count the imported catalogue: 1034). The Origin header is what
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

/** A substring of the console message's text, a pattern it must match, or a predicate over it. */
export type ConsoleMatcher = string | RegExp | ((text: string) => boolean);

type MessageExpectation = { matcher: ConsoleMatcher; seen: number };
type ResponseExpectation = { url: string | RegExp; status: number | undefined; seen: number };

/**
 * Failures every test may meet without declaring them. (A page opened signed out asks who the visitor is with
 * GET /api/viewer, which answers a visitor with 200: no failure is logged for it, and none may be.) The dashboard's
 * live announcement and banner ads refetch when the event stream reconnects (docs/architecture.md#live-updates); a
 * reconnect that races the end of a session (Sign Out, a confirmed e-mail change, which ends the other sessions) is
 * answered 401 the same way, and the app treats it the same way.
 */
const ALWAYS_EXPECTED_RESPONSES: { url: RegExp; status: number }[] = [
  { url: /\/api\/announcements\/active$/, status: 401 },
  { url: /\/api\/banner-ads$/, status: 401 },
];

const FAILED_RESOURCE = /^Failed to load resource: (?:the server responded with a status of (\d{3})|net::)/;

function matchesText(matcher: ConsoleMatcher | string | RegExp, text: string): boolean {
  if (typeof matcher === 'string') return text.includes(matcher);
  if (matcher instanceof RegExp) return matcher.test(text);
  return matcher(text);
}

/**
 * Collects, for one test, every console error or warning and every uncaught page error of every browser context the
 * test opens, and the declarations of those it expects (the unit tests' console guard, src/test-support/console-guard.ts,
 * does the same in Vitest): the page must not log what nobody declared.
 */
class ConsoleGuard {
  private readonly messages: MessageExpectation[] = [];
  private readonly responses: ResponseExpectation[] = [];
  private readonly problems: string[] = [];

  expectMessage(matcher: ConsoleMatcher): void {
    this.messages.push({ matcher, seen: 0 });
  }

  expectResponse(url: string | RegExp, status: number | undefined): void {
    this.responses.push({ url, status, seen: 0 });
  }

  watch(context: BrowserContext): void {
    context.on('console', (message) => this.onConsole(message));
    context.on('weberror', (error) => this.onText(`uncaught page error: ${error.error().message}`));
  }

  private onConsole(message: ConsoleMessage): void {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    // Chromium logs every 4xx/5xx and aborted request as "Failed to load resource", with the request's URL as location.
    const failed = FAILED_RESOURCE.exec(text);
    if (failed) {
      const url = message.location().url;
      const status = failed[1] ? Number(failed[1]) : undefined;
      if (ALWAYS_EXPECTED_RESPONSES.some((r) => r.url.test(url) && r.status === status)) return;
      const expectation = this.responses.find((r) => matchesText(r.url, url) && (r.status === undefined || r.status === status));
      if (expectation) {
        expectation.seen += 1;
        return;
      }
      this.problems.push(`console.${message.type()}: ${text} (${url})`);
      return;
    }
    this.onText(`console.${message.type()}: ${text}`);
  }

  private onText(text: string): void {
    const expectation = this.messages.find((m) => matchesText(m.matcher, text));
    if (expectation) expectation.seen += 1;
    else this.problems.push(text);
  }

  /** Throws with every unexpected message and every declaration nothing matched. */
  check(): void {
    const problems = [
      ...this.problems.map((p) => `unexpected ${p}`),
      ...this.messages
        .filter((m) => m.seen === 0)
        .map((m) => `expectConsoleMessage(${String(m.matcher)}) was declared but nothing matched`),
      ...this.responses
        .filter((r) => r.seen === 0)
        .map(
          (r) => `expectFailedResponse(${String(r.url)}${r.status ? `, ${r.status}` : ''}) was declared but no such response was logged`,
        ),
    ];
    if (problems.length > 0) {
      throw new Error(
        'The browser logged what the test did not declare (declare it with expectConsoleMessage / expectFailedResponse ' +
          `from e2e/fixtures.ts, or fix its cause):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
      );
    }
  }
}

/** The running test's guard: a worker runs one test at a time. */
let currentGuard: ConsoleGuard | undefined;

function guard(): ConsoleGuard {
  if (!currentGuard) throw new Error('expectConsoleMessage / expectFailedResponse can only be called inside a test');
  return currentGuard;
}

/**
 * Declares a console error or warning, or an uncaught page error ("uncaught page error: <message>"), that the current
 * test provokes on purpose: matching messages no longer fail it, and the test fails if none is logged.
 */
export function expectConsoleMessage(matcher: ConsoleMatcher): void {
  guard().expectMessage(matcher);
}

/**
 * Declares a request the current test expects to fail: Chromium logs every 4xx/5xx answer (and every aborted request)
 * as a console error, "Failed to load resource". `url` is a substring of the request's URL or a pattern; without
 * `status`, any failure of that URL (an aborted request too) matches. The test fails if no such failure is logged.
 */
export function expectFailedResponse(url: string | RegExp, status?: number): void {
  guard().expectResponse(url, status);
}

/**
 * The suite's `test`: every test fails on an unexpected console error or warning, or an uncaught page error, in the
 * page's context or any context the test opens with `browser.newContext()`.
 */
export const test = base.extend<{ consoleGuard: void }>({
  consoleGuard: [
    async ({ browser, context }, use) => {
      const current = new ConsoleGuard();
      currentGuard = current;
      current.watch(context);
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const opened = await newContext.apply(browser, args);
        current.watch(opened);
        return opened;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
        currentGuard = undefined;
      }
      current.check();
    },
    { auto: true },
  ],
});
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
  // docs/product.md#routes: the site root is the confirmation redirect's target; its toast clears the flag once shown.
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

/**
 * A photo-sized PNG (1200 × 900: a white field with a green block) drawn by the page's own canvas, as a file a test
 * can hand to a file input: what a member's or an admin's picture upload starts from.
 */
export async function drawnPng(page: Page): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 900;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 1200, 900);
    context.fillStyle = '#0a7';
    context.fillRect(300, 200, 600, 500);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  return { name: 'picture.png', mimeType: 'image/png', buffer: Buffer.from(bytes) };
}
