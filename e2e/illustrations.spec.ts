import type { Locator } from '@playwright/test';
import { demoAccount, exerciseCard, expect, expectNoA11yViolations, signIn, test } from './fixtures';

/** True once `image` has loaded a picture (not a broken one). */
const loaded = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

test('a member sees how an exercise is done: its drawing on the card, start and end in the details, the movement played, and the credit', async ({
  page,
}) => {
  await signIn(page, demoAccount('user'));
  const card = exerciseCard(page, 'Barbell Bench Press');
  const thumbnail = card.getByRole('img', { name: 'Drawing of Barbell Bench Press' });
  await thumbnail.scrollIntoViewIfNeeded();
  await expect.poll(() => loaded(thumbnail)).toBe(true);
  // An exercise without a drawing keeps its card as it was.
  await expect(exerciseCard(page, 'Kettlebell Turkish Get-Up').getByRole('img')).toHaveCount(0);

  await card.getByRole('button', { name: 'View details for Barbell Bench Press' }).click();
  const dialog = page.getByRole('dialog', { name: 'Barbell Bench Press' });
  const start = dialog.getByRole('img', { name: 'Barbell Bench Press: start position' });
  const end = dialog.getByRole('img', { name: 'Barbell Bench Press: end position' });
  await expect(start).toBeVisible();
  await expect(end).toBeVisible();
  await expect.poll(() => loaded(end)).toBe(true);
  await expect(dialog.getByText('Illustration: Everkinetic, CC BY-SA 4.0')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by-sa/4.0/',
  );
  await expectNoA11yViolations(page);

  // Play movement shows one frame that alternates between the two positions; Stop puts them side by side again.
  const play = dialog.getByRole('button', { name: 'Play movement' });
  await play.click();
  const stop = dialog.getByRole('button', { name: 'Stop movement' });
  await expect(stop).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('img', { name: /: (start|end) position$/ })).toHaveCount(1);
  await expect(end).toBeVisible();
  await expect(start).toBeVisible();
  await stop.click();
  await expect(dialog.getByRole('img', { name: /: (start|end) position$/ })).toHaveCount(2);
});

test('with reduced motion asked for, the drawings stay still: both positions, no movement to play', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, demoAccount('user'));
  await exerciseCard(page, 'Leg Press').getByRole('button', { name: 'View details for Leg Press' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leg Press' });
  await expect(dialog.getByRole('img', { name: 'Leg Press: start position' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Leg Press: end position' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Play movement' })).toHaveCount(0);
});
