import type { Page } from '@playwright/test';
import {
  expect,
  expectFailedResponse,
  expectHeaderShowsEmail,
  expectNoA11yViolations,
  latestMailTo,
  openSidebarLink,
  signUpMember,
  test,
  visibleToast,
} from './fixtures';

// Account Settings (docs/product.md#account-settings): each story signs up a member of its own, because it changes or deletes the account.

const infoCard = (page: Page) => page.getByRole('region', { name: 'Account Information' });
const emailForm = (page: Page) => page.getByRole('form', { name: 'Update Email Address' });
const passwordForm = (page: Page) => page.getByRole('form', { name: 'Change Password' });

async function openAccountSettings(page: Page) {
  await openSidebarLink(page, 'Account Settings');
  await expect(page).toHaveURL(/\/dashboard\/account-settings$/);
  await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible();
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('a member changes the password, is told about mistakes, and signs in with the new one', async ({ page }, testInfo) => {
  const { email, password } = await signUpMember(page, `password-${testInfo.project.name}`);
  await openAccountSettings(page);
  await expect(infoCard(page).getByText(email)).toBeVisible();
  // Created just now: today's date, written out (date-fns 'MMMM d, yyyy').
  const today = new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
  await expect(infoCard(page).getByText(today)).toBeVisible();
  await expectNoA11yViolations(page);

  const form = passwordForm(page);
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(visibleToast(page)).toContainText('Please fill in all fields');

  // Each field has its own show/hide toggle.
  const newPassword = form.getByLabel('New Password', { exact: true });
  await newPassword.fill('lunge-row-press-1');
  await expect(newPassword).toHaveAttribute('type', 'password');
  const toggle = form.getByRole('button', { name: 'Show new password' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(newPassword).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(form.getByLabel('Confirm New Password', { exact: true })).toHaveAttribute('type', 'password');
  await expectNoA11yViolations(page);

  await form.getByLabel('Current Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm New Password', { exact: true }).fill('lunge-row-press-2');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(visibleToast(page)).toContainText('New passwords do not match');

  await form.getByLabel('Confirm New Password', { exact: true }).fill('lunge-row-press-1');
  await form.getByLabel('Current Password', { exact: true }).fill('not-my-password');
  expectFailedResponse('/api/auth/change-password', 400); // a wrong password is refused
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(visibleToast(page)).toContainText('Current password is incorrect');

  await form.getByLabel('Current Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(visibleToast(page)).toContainText('Password Updated');
  await expect(visibleToast(page)).toContainText('Your password has been successfully updated');
  await expect(form.getByLabel('Current Password', { exact: true })).toHaveValue('');
  // The account's address is told (docs/product.md#security-notices).
  await expect.poll(async () => (await latestMailTo(page, email)).subject).toBe('Your Equipped password was changed');
  // This session stays signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expectFailedResponse('/api/auth/sign-in/email', 401); // the old password no longer signs in
  await signInThroughForm(page, email, password);
  await expect(visibleToast(page)).toContainText('Sign in failed');
  await signInThroughForm(page, email, 'lunge-row-press-1');
  await expect(page).toHaveURL(/\/dashboard\/exercises/);
});

test('a member changes the e-mail through the confirmation link sent to the new address', async ({ page }, testInfo) => {
  const { email, password } = await signUpMember(page, `email-${testInfo.project.name}`);
  const newEmail = `moved-${testInfo.project.name}-${Date.now()}@example.test`;
  await openAccountSettings(page);
  const form = emailForm(page);

  await form.getByLabel('New Email Address').fill(email.toUpperCase());
  await form.getByRole('button', { name: 'Update Email' }).click();
  await expect(visibleToast(page)).toContainText('Please fill in all fields');
  await form.getByLabel('Current Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Update Email' }).click();
  await expect(visibleToast(page)).toContainText('No Changes');
  await expect(visibleToast(page)).toContainText('The new email is the same as your current email');

  await form.getByLabel('New Email Address').fill(newEmail);
  await form.getByLabel('Current Password', { exact: true }).fill('not-my-password');
  expectFailedResponse('/api/auth/change-email', 400); // a wrong password is refused
  await form.getByRole('button', { name: 'Update Email' }).click();
  await expect(visibleToast(page)).toContainText('Current password is incorrect');

  await form.getByLabel('Current Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Update Email' }).click();
  await expect(visibleToast(page)).toContainText('Email Updated');
  await expect(visibleToast(page)).toContainText('Please check your new email address for a confirmation link');
  await expectNoA11yViolations(page);
  // Nothing changes until the link is followed; the page names the address the change waits on, after a reload too.
  await expect(infoCard(page).getByText(email)).toBeVisible();
  const pending = infoCard(page).getByText('Waiting for confirmation:');
  await expect(pending).toHaveText(`Waiting for confirmation: ${newEmail} — check that inbox.`);
  await page.reload();
  await expect(pending).toHaveText(`Waiting for confirmation: ${newEmail} — check that inbox.`);
  await expect(infoCard(page).getByText(email, { exact: true })).toBeVisible();

  const mail = await latestMailTo(page, newEmail);
  expect(mail.subject).toBe('Confirm your new Equipped e-mail address');
  const link = mail.links.find((l) => l.includes('/api/auth/verify-email'));
  expect(link, 'confirmation link').toBeTruthy();
  await page.goto(link!);

  await expect(page).toHaveURL(/\/dashboard\/account-settings$/);
  await expect(visibleToast(page)).toContainText(`Your account now uses ${newEmail}.`);
  await expect(infoCard(page).getByText(newEmail)).toBeVisible();
  await expect(pending).toHaveCount(0);
  await expectHeaderShowsEmail(page, newEmail);
  await expectNoA11yViolations(page);
  // The address it left is told, with the new one masked and where to get help (docs/product.md#security-notices).
  const notice = await latestMailTo(page, email);
  expect(notice.subject).toBe('Your Equipped e-mail address was changed');
  expect(notice.text).toContain(`from ${email} to m***@example.test`);
  expect(notice.text).toContain("If this wasn't you, contact support");

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expectFailedResponse('/api/auth/sign-in/email', 401); // the old address no longer signs in
  await signInThroughForm(page, email, password);
  await expect(visibleToast(page)).toContainText('Sign in failed');
  await signInThroughForm(page, newEmail, password);
  await expect(page).toHaveURL(/\/dashboard\/exercises/);
});

test('an e-mail change link opened where nobody is signed in changes the address and says to sign in with it', async ({
  page,
  browser,
}, testInfo) => {
  const { email, password } = await signUpMember(page, `email-away-${testInfo.project.name}`);
  const newEmail = `away-${testInfo.project.name}-${Date.now()}@example.test`;
  await openAccountSettings(page);
  const form = emailForm(page);
  await form.getByLabel('New Email Address').fill(newEmail);
  await form.getByLabel('Current Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Update Email' }).click();
  await expect(visibleToast(page)).toContainText('Email Updated');
  const link = (await latestMailTo(page, newEmail)).links.find((l) => l.includes('/api/auth/verify-email'));
  expect(link, 'confirmation link').toBeTruthy();

  // The mail is read in another browser (a phone's mail app, say): no session there.
  const elsewhere = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
  try {
    const other = await elsewhere.newPage();
    const linkError = other.getByRole('alert').filter({ hasText: 'That link did not work' });

    // A broken link says so, offers the way forward, and changes nothing.
    await other.goto(link!.replace(/token=([^&]+)/, 'token=$1x'));
    await expect(other).toHaveURL(/\/auth\?email-changed=1&error=INVALID_TOKEN$/);
    await expect(linkError).toContainText(
      'This email change link is invalid or has expired. Sign in and request the change again in Account Settings.',
    );
    await expectNoA11yViolations(other);

    await other.goto(link!);
    await expect(other).toHaveURL(/\/auth$/);
    await expect(visibleToast(other)).toContainText('Email Changed');
    await expect(visibleToast(other)).toContainText('Your email address has been changed. Sign in with your new email address.');
    await expect(linkError).toHaveCount(0);
    await expectNoA11yViolations(other);

    expectFailedResponse('/api/auth/sign-in/email', 401); // the old address no longer signs in
    await signInThroughForm(other, email, password);
    await expect(visibleToast(other)).toContainText('Sign in failed');
    await signInThroughForm(other, newEmail, password);
    await expect(other).toHaveURL(/\/dashboard\/exercises/);
  } finally {
    await elsewhere.close();
  }

  // The first browser is still signed in, now under the new address.
  await page.reload();
  await expect(infoCard(page).getByText(newEmail)).toBeVisible();
});

test('a password reset link works in a signed-in browser, and a link used meanwhile offers Forgot Password again', async ({
  page,
}, testInfo) => {
  const { email } = await signUpMember(page, `reset-${testInfo.project.name}`);
  const newPassword = 'clean-jerk-snatch-1';
  // Asked for on another device (this browser is signed in, and /auth's Forgot Password is for signed-out visitors).
  const origin = new URL(page.url()).origin;
  const requested = await page.request.post('/api/auth/request-password-reset', {
    data: { email, redirectTo: `${origin}/auth?mode=reset` },
    headers: { origin },
  });
  expect(requested.ok()).toBe(true);
  const link = (await latestMailTo(page, email)).links.find((l) => l.includes('/api/auth/reset-password/'));
  expect(link, 'reset link').toBeTruthy();

  // The same link open in two tabs.
  const second = await page.context().newPage();
  for (const tab of [page, second]) {
    await tab.goto(link!);
    await expect(tab).toHaveURL(/\/auth\?mode=reset&token=/);
    await expect(tab.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  }
  await expectNoA11yViolations(page);

  const setPassword = async (tab: Page) => {
    const form = tab.getByRole('form', { name: 'Set a new password' });
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await form.getByRole('button', { name: 'Update Password' }).click();
  };
  await setPassword(page);
  await expect(visibleToast(page)).toContainText('Your password has been reset. Sign in with your new password.');
  // The reset signed every session of the account out, this browser's too: the Sign In form shows.
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();

  // The second tab's token is spent now: it says so and offers Forgot Password instead of the form.
  expectFailedResponse('/api/auth/reset-password', 400); // the spent token is refused
  await setPassword(second);
  await expect(second.getByRole('alert').filter({ hasText: 'That link did not work' })).toContainText(
    'This password reset link is invalid or has expired. Request a new one below.',
  );
  await expect(second.getByRole('form', { name: 'Set a new password' })).toHaveCount(0);
  await expect(second.getByRole('heading', { name: 'Forgot Password?' })).toBeVisible();
  await expectNoA11yViolations(second);
  await second.close();

  await signInThroughForm(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard\/exercises/);
});

test('a member deletes the account after confirming with the password and can no longer sign in', async ({ page }, testInfo) => {
  const { email, password } = await signUpMember(page, `delete-${testInfo.project.name}`);
  await openAccountSettings(page);

  await page.getByRole('button', { name: 'Delete My Account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
  await expect(dialog).toBeVisible();
  for (const removed of ['Your profile information', 'Your favorite exercises', 'Your exercise suggestions', 'Your account settings']) {
    await expect(dialog.getByRole('listitem').filter({ hasText: removed })).toBeVisible();
  }
  const confirm = dialog.getByRole('button', { name: 'Delete Account' });
  await expect(confirm).toBeDisabled();
  await expect(dialog.getByLabel('Enter your password to confirm', { exact: true })).toBeFocused();
  await expectNoA11yViolations(page);

  // Cancel keeps everything.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete My Account' }).click();
  expectFailedResponse('/api/auth/delete-user', 400); // a wrong password is refused
  await dialog.getByLabel('Enter your password to confirm', { exact: true }).fill('not-my-password');
  await confirm.click();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
  await expect(dialog.getByLabel('Enter your password to confirm', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  // Leaving the dashboard signed out logs no error (React's #520 once appeared here). A 401 is the browser's network
  // log, not an app error.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  await dialog.getByLabel('Enter your password to confirm', { exact: true }).fill(password);
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(visibleToast(page)).toContainText('Account Data Cleared');
  await expect(visibleToast(page)).toContainText('Your personal data has been removed. You will now be signed out.');
  await expectNoA11yViolations(page);
  expect(errors).toEqual([]);

  await page.goto('/dashboard/account-settings');
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard%2Faccount-settings$/);
  expectFailedResponse('/api/auth/sign-in/email', 401); // the deleted account's password no longer signs in
  await signInThroughForm(page, email, password);
  await expect(visibleToast(page)).toContainText('Sign in failed');
  await expect(page).toHaveURL(/\/auth$/);
});
