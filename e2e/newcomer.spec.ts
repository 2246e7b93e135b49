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
  await form.getByLabel('Password').fill('short');
  await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(visibleToast(page)).toContainText('Password must be at least 8 characters long');

  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(visibleToast(page)).toContainText('Please check your email to confirm your account.');
  await expect(form.getByLabel('Email')).toHaveValue('');

  // Signing in before confirming is refused.
  await page.getByRole('tab', { name: 'Sign In' }).click();
  const signInForm = page.getByRole('form', { name: 'Sign in' });
  await signInForm.getByLabel('Email').fill(email);
  await signInForm.getByLabel('Password').fill(password);
  await signInForm.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(visibleToast(page)).toContainText('Sign in failed');

  const mail = await latestMailTo(page, email);
  expect(mail.subject).toBe('Confirm your Equipped account');
  const link = mail.links.find((l) => l.includes('/api/auth/verify-email'));
  expect(link, 'verification link').toBeTruthy();
  await page.goto(link!);

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
