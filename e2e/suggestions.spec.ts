import type { Page } from '@playwright/test';
import {
  deleteExerciseNamed,
  demoAccount,
  drawnPng,
  expect,
  expectNoA11yViolations,
  exerciseCard,
  openSidebarLink,
  signIn,
  signUpMember,
  test,
  visibleToast,
} from './fixtures';

// Suggestions belong to a member and count against their hourly allowance, so each member story signs up a member of
// its own (docs/product.md#suggest, docs/product.md#my-suggestions, docs/product.md#add-exercise; docs/architecture.md#tests).

const suggestionCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const countBadge = (page: Page) => page.getByRole('status').filter({ hasText: /suggestions?$/ });

/** Picks `option` in the Radix select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label })).toHaveText(option);
}

/** Fills the required fields of the exercise form (the muscles are ticked one by one). */
async function fillRequired(page: Page, fields: { name: string; equipment: string; description: string; muscles: string[] }) {
  await page.getByLabel('Exercise name').fill(fields.name);
  await choose(page, 'Equipment type', fields.equipment);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill(fields.description);
  for (const muscle of fields.muscles) await page.getByRole('checkbox', { name: muscle, exact: true }).check();
}

const tagList = (page: Page) => page.getByRole('list', { name: 'Tags' }).getByRole('listitem');

test('a member suggests an exercise with tags, finds it in My Suggestions, filters the list and deletes it', async ({ page }, testInfo) => {
  // The longest member story (seven accessibility scans, the equipment editor, two lists): about 50 s on the shared
  // 2-core machine, too close to the 60 s default.
  test.slow();
  await signUpMember(page, `suggest-${testInfo.project.name}`);
  await openSidebarLink(page, 'Suggest Exercise');
  await expect(page).toHaveURL(/\/dashboard\/suggest-exercise$/);
  await expect(page.getByRole('heading', { name: 'Suggest an Exercise', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Difficulty level' })).toHaveText('Beginner');
  await expectNoA11yViolations(page);

  // Nothing filled: each required field says what it needs, and the first one takes focus.
  await page.getByRole('button', { name: 'Submit Suggestion' }).click();
  await expect(page.getByText('Exercise name is required')).toBeVisible();
  await expect(page.getByText('Equipment type is required')).toBeVisible();
  await expect(page.getByText('Description is required')).toBeVisible();
  await expect(page.getByText('Target muscle groups are required')).toBeVisible();
  await expect(page.getByLabel('Exercise name')).toBeFocused();
  await expectNoA11yViolations(page);

  const name = `Landmine Press ${testInfo.project.name}`;
  await fillRequired(page, {
    name,
    equipment: 'Barbells',
    description: 'Press the end of a barbell anchored in a corner.',
    muscles: ['Front Delts', 'Chest'],
  });
  // What it needs beyond the barbell: a landmine (a power rack's attachment would do too, then not), and a mat helps
  // the kneeling version. A removal hands the focus to the group's picker.
  await expect(page.getByRole('list', { name: /^Group 1 / }).getByRole('listitem')).toHaveText(['Barbellsequipment type']);
  await page.getByRole('combobox', { name: 'Add a required group', exact: true }).click();
  await page.getByRole('option', { name: 'Landmine', exact: true }).click();
  await page.getByRole('combobox', { name: 'Add an alternative to group 2', exact: true }).click();
  await page.getByRole('option', { name: 'Power Rack', exact: true }).click();
  await page.getByRole('combobox', { name: 'Add helpful equipment', exact: true }).click();
  await page.getByRole('option', { name: 'Exercise Mat', exact: true }).click();
  await expect(page.getByRole('list', { name: /^Group 2 / }).getByRole('listitem')).toHaveText(['Landmine', 'orPower Rack']);
  await page.getByRole('button', { name: 'Remove Power Rack from group 2' }).click();
  await expect(page.getByRole('list', { name: /^Group 2 / }).getByRole('listitem')).toHaveText(['Landmine']);
  await expect(page.getByRole('combobox', { name: 'Add an alternative to group 2' })).toBeFocused();
  await expect(page.getByRole('list', { name: 'Helpful equipment' }).getByRole('listitem')).toHaveText(['Exercise Mat']);
  await choose(page, 'Difficulty level', 'Intermediate');
  await page.getByLabel('Pros (benefits)').fill('Kind to the shoulders');
  await page.getByLabel('Cons (considerations)').fill('Needs a corner or a landmine attachment');
  await expect(page.getByLabel('Video URL')).toHaveAttribute('type', 'url');
  await page.getByLabel('Video URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');

  // One picture: a file that is not a picture is refused under the field; a PNG drawn in the page shows as a preview.
  const pictureInput = page.getByLabel('Picture', { exact: true });
  await pictureInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(page.getByText('A picture must be a PNG, JPEG or WebP image.')).toBeVisible();
  await pictureInput.setInputFiles(await drawnPng(page));
  await expect(page.getByRole('img', { name: 'The picture you chose' })).toBeVisible();
  await expect(page.getByText('A picture must be a PNG, JPEG or WebP image.')).toHaveCount(0);

  // Tags: Enter or the plus button adds one, trimmed; a duplicate is ignored; each one can be removed.
  const tagInput = page.getByRole('textbox', { name: 'Tags' });
  await tagInput.fill('  strength ');
  await tagInput.press('Enter');
  await tagInput.fill('Unilateral');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await tagInput.fill('Strength');
  await tagInput.press('Enter');
  await expect(page.getByText('strength is already a tag')).toBeVisible();
  await tagInput.fill('temporary');
  await tagInput.press('Enter');
  await expect(tagList(page)).toHaveText(['strength', 'Unilateral', 'temporary']);
  await page.getByRole('button', { name: 'Remove tag temporary' }).click();
  await expect(tagList(page)).toHaveText(['strength', 'Unilateral']);
  // Enter in the tag field never submitted the form.
  await expect(page).toHaveURL(/\/dashboard\/suggest-exercise$/);
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Submit Suggestion' }).click();
  await expect(visibleToast(page).filter({ hasText: 'Success!' })).toContainText(
    'Your exercise suggestion has been submitted successfully',
  );
  await expect(page).toHaveURL(/\/dashboard\/my-suggestions$/);
  await expect(page.getByRole('heading', { name: 'My Suggestions', level: 1 })).toBeVisible();
  const card = suggestionCard(page, name);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Intermediate');
  await expect(card).toContainText('Barbells');
  await expect(card.getByRole('list', { name: 'Target muscles' }).getByRole('listitem')).toHaveText(['Front Delts', 'Chest']);
  await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['strength', 'Unilateral']);
  // The picture, as the server stored it (re-encoded WebP), decoded and shown.
  const picture = card.getByRole('img', { name: `Your picture of ${name}` });
  await expect(picture).toHaveAttribute('src', /^\/api\/illustrations\/[0-9a-f]{32}\.webp$/);
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(800);
  await expect(card).toContainText('Kind to the shoulders');
  await expect(card.getByRole('link', { name: /Watch video/ })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(card.getByText('Submitted less than a minute ago')).toBeVisible();
  await expect(countBadge(page)).toHaveText('1 suggestion');
  await expectNoA11yViolations(page);

  // A second suggestion, filed through the API with the browser's session; the list shows the newest first.
  const second = `Kettlebell Halo ${testInfo.project.name}`;
  const filed = await page.request.post('/api/suggestions', {
    data: {
      exerciseName: second,
      equipmentType: 'Kettlebells',
      targetMuscleGroups: 'Shoulders, Core',
      description: 'Circle the bell around the head.',
    },
  });
  expect(filed.status()).toBe(201);
  await page.reload();
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText([second, name]);
  await expect(countBadge(page)).toHaveText('2 suggestions');

  // Search, then the difficulty filter; both live in the URL.
  const search = page.getByRole('searchbox', { name: 'Search your suggestions' });
  await search.fill('landmine');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(suggestionCard(page, name)).toBeVisible();
  await expect(countBadge(page)).toHaveText('1 of 2 suggestions');
  await expect(page).toHaveURL(/[?&]q=landmine/);
  await choose(page, 'Filter by difficulty', 'Advanced');
  await expect(page.getByRole('heading', { name: 'No suggestions found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria.')).toBeVisible();
  await expect(page).toHaveURL(/difficulty=advanced/);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('article')).toHaveCount(2);
  await choose(page, 'Filter by difficulty', 'Beginner');
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText([second]);
  await search.fill('delts');
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText([second]);
  await choose(page, 'Filter by difficulty', 'All Levels');
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText([second, name]);
  await search.fill('');

  // Delete, confirmed in the 'Delete Suggestion' dialog; the other one stays.
  await suggestionCard(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Suggestion' });
  await expect(confirm).toContainText(`Are you sure you want to delete "${name}"? This action cannot be undone.`);
  await expectNoA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(visibleToast(page).filter({ hasText: 'Suggestion deleted successfully' })).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(suggestionCard(page, name)).toHaveCount(0);
  await expect(countBadge(page)).toHaveText('1 suggestion');

  await suggestionCard(page, second)
    .getByRole('button', { name: `Delete ${second}` })
    .click();
  await page.getByRole('alertdialog', { name: 'Delete Suggestion' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No suggestions yet' })).toBeVisible();
  await expect(page.getByText('Start by suggesting your first exercise!')).toBeVisible();
  await expect(countBadge(page)).toHaveText('0 suggestions');
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Suggest Your First Exercise' }).click();
  await expect(page).toHaveURL(/\/dashboard\/suggest-exercise$/);
});

test("the Add Exercise page files a member's exercise as a suggestion", async ({ page }, testInfo) => {
  await signUpMember(page, `add-${testInfo.project.name}`);
  await page.goto('/dashboard/add-exercise');
  await expect(page.getByRole('heading', { name: 'Add Exercise', level: 1 })).toBeVisible();
  await expect(page.getByText('Your exercise is sent to the admins as a suggestion')).toBeVisible();
  await expectNoA11yViolations(page);

  // docs/product.md#validation: name, description and equipment first, with the spec's sentence.
  await page.getByRole('button', { name: 'Submit Suggestion' }).click();
  await expect(visibleToast(page).filter({ hasText: 'Missing Required Fields' })).toContainText(
    'Please fill in exercise name, description, and equipment type.',
  );
  const name = `Cable Woodchop ${testInfo.project.name}`;
  await fillRequired(page, { name, equipment: 'Cable Machine', description: 'Rotate against the cable from high to low.', muscles: [] });
  await page.getByRole('button', { name: 'Submit Suggestion' }).click();
  await expect(visibleToast(page).filter({ hasText: 'Please choose at least one target muscle group.' })).toBeVisible();

  await page.getByRole('checkbox', { name: 'Abs', exact: true }).check();
  const tagInput = page.getByRole('textbox', { name: 'Tags' });
  await tagInput.fill('rotation');
  await tagInput.press('Enter');
  await page.getByRole('button', { name: 'Submit Suggestion' }).click();
  const result = page.getByRole('alert').filter({ hasText: 'Suggestion submitted' });
  await expect(result).toContainText(`"${name}" was sent to the admins as a suggestion.`);
  // The form is ready for the next one.
  await expect(page.getByLabel('Exercise name')).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'Abs', exact: true })).not.toBeChecked();
  await expectNoA11yViolations(page);

  await result.getByRole('link', { name: 'View My Suggestions' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-suggestions$/);
  const card = suggestionCard(page, name);
  await expect(card).toContainText('Cable Machine');
  await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['rotation']);
});

test("the Add Exercise page puts an admin's exercise straight into the library", async ({ page }, testInfo) => {
  await signIn(page, demoAccount('admin'));
  await page.goto('/dashboard/add-exercise');
  await expect(page.getByRole('heading', { name: 'Add Exercise', level: 1 })).toBeVisible();
  await expect(page.getByText('As an admin, the exercise you add goes straight into the exercise library.')).toBeVisible();

  const name = `Zercher Carry ${testInfo.project.name}`;
  await fillRequired(page, {
    name,
    equipment: 'Barbells',
    description: 'Carry a barbell in the crooks of the elbows.',
    muscles: ['Abs', 'Upper Back'],
  });
  await choose(page, 'Difficulty level', 'Advanced');
  await page.getByRole('button', { name: 'Create Exercise' }).click();
  const result = page.getByRole('alert').filter({ hasText: 'Exercise created' });
  await expect(result).toContainText(`"${name}" is now in the exercise library.`);
  await expectNoA11yViolations(page);

  await result.getByRole('link', { name: 'Browse Exercises' }).click();
  await expect(page).toHaveURL(/\/dashboard\/exercises/);
  await page.getByRole('combobox', { name: 'Search exercises' }).fill(name);
  const card = exerciseCard(page, name);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Advanced');
  await expect(card).toContainText('Barbells');
  await deleteExerciseNamed(page, name);
});
