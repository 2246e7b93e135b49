import { expect, expectNoA11yViolations, latestMailTo, test, visibleToast } from './fixtures';

test('a newcomer lands, signs up, confirms the e-mail from the outbox and reaches the sample library', async ({ page }, testInfo) => {
  const email = `newcomer-${testInfo.project.name}-${Date.now()}@example.test`;
  const password = 'squat-bench-deadlift';

  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Find the Right Exercise for\s*Any Equipment/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: /Browse Exercises/ }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await expectNoA11yViolations(page);

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email').fill(email);
  // spec §5: no length rule is shown at sign-up; a too-short password is refused when sent.
  await expect(form.getByText(/at least \d+ characters/i)).toHaveCount(0);
  await form.getByLabel('Password').fill('short');
  await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(visibleToast(page)).toContainText('Password must be at least 8 characters long');

  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(visibleToast(page)).toContainText('Please check your email to confirm your account.');
  await expect(form.getByLabel('Email')).toHaveValue('');

  // Signing in before confirming is refused, and the server mails a fresh link, which the toast says.
  await page.getByRole('tab', { name: 'Sign In' }).click();
  const signInForm = page.getByRole('form', { name: 'Sign in' });
  await signInForm.getByLabel('Email').fill(email);
  await signInForm.getByLabel('Password').fill(password);
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

  // spec §2 route table: '/' is also the target of the sign-up confirmation redirect. The link signs the newcomer in.
  await page.goto(link!);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Find the Right Exercise for\s*Any Equipment/ })).toBeVisible();
  await expect(visibleToast(page)).toContainText('Email confirmed!');
  await expect(visibleToast(page)).toContainText('Your email address is confirmed and you are now signed in.');
  await expectNoA11yViolations(page);
  // The landing page's buttons lead to /auth, which sends a signed-in member on to the library (spec §2, §6).
  await page.getByRole('link', { name: /Browse Exercises/ }).first().click();

  await expect(page).toHaveURL(/\/dashboard\/exercises/);
  await expect(page.getByRole('heading', { name: 'Exercise Library' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Limited Access - Sample Exercises Only')).toBeVisible();
  await expect(page.getByText(/You are viewing 12 sample exercises/)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(12);
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard/exercises');
  await expect(page).toHaveURL(/\/auth$/);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
