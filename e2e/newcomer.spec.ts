import {
  demoAccount,
  expect,
  expectConsoleMessage,
  expectFailedResponse,
  expectHeaderShowsEmail,
  expectNoA11yViolations,
  isParsedElementKept,
  keepParsedElement,
  latestMailTo,
  test,
  visibleToast,
  waitForHydration,
} from './fixtures';

test('a newcomer lands, signs up, confirms the e-mail from the outbox and reaches the sample library', async ({ page }, testInfo) => {
  const email = `newcomer-${testInfo.project.name}-${Date.now()}@example.test`;
  const password = 'squat-bench-deadlift';

  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Find the Right Exercise for\s*Any Equipment/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await page
    .getByRole('link', { name: /Browse Exercises/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/auth$/);
  await expectNoA11yViolations(page);

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email').fill(email);
  // docs/product.md#sign-in: the length rule is there before the first try, and a too-short password is refused when sent.
  await expect(form.getByLabel('Password')).toHaveAccessibleDescription('At least 8 characters.');
  await form.getByLabel('Password').fill('short');
  await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(visibleToast(page)).toContainText('Password must be at least 8 characters long');

  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(visibleToast(page)).toContainText('Please check your email to confirm your account.');

  // docs/product.md#sign-in: the page says where the link went, its heading focused for keyboard and screen reader.
  await expect(page.getByRole('heading', { name: 'Check your inbox', level: 1 })).toBeFocused();
  await expect(page.getByText(`We sent a confirmation link to ${email}.`)).toBeVisible();
  await expectNoA11yViolations(page);
  await latestMailTo(page, email);
  const mailsTo = async (to: string) =>
    ((await (await page.request.get('/dev/mailbox.json')).json()) as Array<{ to: string }>).filter((m) => m.to === to).length;
  expect(await mailsTo(email)).toBe(1);
  // Send again, from the keyboard: the next stop after the heading. A second link lands in the outbox.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send again' })).toBeFocused();
  await page.keyboard.press('Enter');
  const inboxStatus = page.getByRole('region', { name: 'Check your inbox' }).getByRole('status');
  await expect(inboxStatus).toHaveText(`We sent a new link to ${email}.`);
  await expect.poll(() => mailsTo(email)).toBe(2);
  // The button rests a while (the server limits it too: rate-limit.api.test.ts); a press meanwhile only says to wait.
  const resting = page.getByRole('button', { name: /^Send again in \d+ s$/ });
  await expect(resting).toBeFocused();
  await resting.press('Enter');
  await expect(inboxStatus).toHaveText('Please wait a minute before sending again.');
  expect(await mailsTo(email)).toBe(2);

  // Signing in before confirming is refused, and the server mails a fresh link, which the toast says.
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeFocused();
  const signInForm = page.getByRole('form', { name: 'Sign in' });
  await signInForm.getByLabel('Email').fill(email);
  await signInForm.getByLabel('Password').fill(password);
  expectFailedResponse('/api/auth/sign-in/email', 403);
  await signInForm.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(visibleToast(page)).toContainText('Sign in failed');
  await expect(visibleToast(page)).toContainText('We have sent you a new confirmation link');

  const mail = await latestMailTo(page, email);
  expect(mail.subject).toBe('Confirm your Equipped account');
  const link = mail.links.find((l) => l.includes('/api/auth/verify-email'));
  expect(link, 'verification link').toBeTruthy();

  // A broken link lands on the site root too, and says it did not work.
  await page.goto(link!.replace(/token=([^&]+)/, 'token=$1x'));
  await expect(page).toHaveURL(/\/$/);
  await expect(visibleToast(page)).toContainText('That link did not work');
  await expect(visibleToast(page)).toContainText('This confirmation link is invalid or has expired.');

  // docs/product.md#routes: '/' is also the target of the sign-up confirmation redirect. The link signs the newcomer in.
  await page.goto(link!);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Find the Right Exercise for\s*Any Equipment/ })).toBeVisible();
  await expect(visibleToast(page)).toContainText('Email confirmed!');
  await expect(visibleToast(page)).toContainText('Your email address is confirmed and you are now signed in.');
  await expectNoA11yViolations(page);
  // Signed in, the landing page offers the library instead of the sign-up calls to action.
  await expect(page.getByRole('link', { name: /Browse Exercises|Start Exploring Movements|View Sample Exercises|^Sign In$/ })).toHaveCount(
    0,
  );
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your library' }).first().click();

  await expect(page).toHaveURL(/\/dashboard\/exercises/);
  await expect(page.getByRole('heading', { name: 'Exercise Library' })).toBeVisible();
  await expectHeaderShowsEmail(page, email);
  await expect(page.getByText('Limited Access - Sample Exercises Only')).toBeVisible();
  await expect(page.getByText(/You are viewing 14 sample exercises/)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(12);
  await expectNoA11yViolations(page);

  // Signing out from the dashboard logs no error (React's #520 once appeared here) and the landing page is the signed-out
  // one again.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(visibleToast(page)).toContainText('You have been successfully signed out');
  await expect(page.getByRole('link', { name: /Browse Exercises/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your library' })).toHaveCount(0);
  expect(errors).toEqual([]);
  await page.goto('/dashboard/exercises');
  await expect(page).toHaveURL(/\/auth$/);
});

test('the Terms of Service, the Privacy Policy and the Credits are pages of their own, linked from the landing page (and the first two from the sign-up form)', async ({
  page,
}) => {
  await page.goto('/');
  const legal = page.getByRole('navigation', { name: 'Legal' });
  await legal.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
  await expect(page.getByText('Last updated: November 25, 2026')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Subscriptions and billing/ })).toBeVisible();
  await expect(page).toHaveTitle('Terms of Service · Equipped');
  await expectNoA11yViolations(page);

  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await expect(page.getByText('Last updated: November 25, 2026')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Who else handles your data/ })).toBeVisible();
  await expectNoA11yViolations(page);

  // The credits name each data source with its licence.
  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Credits' }).click();
  await expect(page).toHaveURL(/\/credits$/);
  await expect(page.getByRole('heading', { name: 'Credits', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /free-exercise-db/ })).toBeVisible();
  await expect(page.getByText(/public domain under the Unlicense/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Everkinetic drawings' })).toBeVisible();
  await expect(page.getByText(/Attribution-ShareAlike 4.0/)).toBeVisible();
  await expect(page).toHaveTitle('Credits · Equipped');
  await expectNoA11yViolations(page);

  // The sign-up notice links both; they open beside the form, so nothing typed is lost.
  await page.goto('/auth');
  // The notice is the Sign Up tab's: signing in agrees to nothing new.
  await expect(page.getByText(/By signing up, you agree to our/)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const notice = page.getByText(/By signing up, you agree to our/);
  const [terms] = await Promise.all([page.waitForEvent('popup'), notice.getByRole('link', { name: /Terms of Service/ }).click()]);
  await expect(terms.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
  await terms.close();
  const [privacy] = await Promise.all([page.waitForEvent('popup'), notice.getByRole('link', { name: /Privacy Policy/ }).click()]);
  await expect(privacy.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await privacy.close();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  expectConsoleMessage('404 Error: User attempted to access non-existent route: /no-such-page');
  await page.goto('/no-such-page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the landing page is painted from its HTML before any script runs, and the app takes it over in place', async ({
  browser,
  page,
}, testInfo) => {
  // With JavaScript off, what a phone shows while the scripts are still on their way: the prerendered page.
  const noScript = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto('/');
  await expect(still.getByRole('heading', { level: 1, name: /Find the Right Exercise for\s*Any Equipment/ })).toBeVisible();
  await expect(still.getByRole('link', { name: /Browse Exercises/ }).first()).toHaveAttribute('href', '/auth');
  await expect(still.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms of Service' })).toBeVisible();
  await expect(still.locator('#root')).toHaveAttribute('data-prerendered', '/');
  // Its HTML names one small script, which loads the app once the page has painted: no module preload competes with
  // the stylesheet and the font for a slow network.
  const html = await (await still.request.get('/')).text();
  expect(html.match(/<script\b[^>]*>/g)).toEqual([expect.stringMatching(/src="\/assets\/hydrate-[\w-]+\.js"/)]);
  expect(html).not.toContain('rel="modulepreload"');
  // Any other page has no such markup: it is the app's to render.
  await still.goto('/auth');
  await expect(still.locator('#root')).toBeEmpty();
  await noScript.close();

  // With scripts, the heading the HTML parser made (kept aside before any script ran) is the one the app hydrates: a
  // mismatch would replace it (and the console guard fails on one); then links are the client router's, so following
  // one keeps this document.
  await keepParsedElement(page, 'h1');
  await page.goto('/');
  await waitForHydration(page);
  expect(await isParsedElementKept(page, 'h1')).toBe(true);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a filtered library link opened signed out leads through sign-in back to the same view', async ({ page }) => {
  await page.goto('/dashboard/exercises?equipment=Kettlebells&q=swing');
  // docs/product.md#sign-in: /auth carries the address, and signing in returns there.
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard%2Fexercises%3Fequipment%3DKettlebells%26q%3Dswing$/);
  const account = demoAccount('user');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/exercises\?/);
  const address = new URL(page.url());
  expect(address.searchParams.get('equipment')).toBe('Kettlebells');
  expect(address.searchParams.get('q')).toBe('swing');
  await expect(page.getByLabel('Search exercises')).toHaveValue('swing');

  // An address of another site in `next` is never followed: a signed-in member goes to the library instead.
  await page.goto('/auth?next=https%3A%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/\/dashboard\/exercises$/);
});
