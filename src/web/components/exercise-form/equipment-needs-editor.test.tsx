// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Exercise } from '@/shared/schemas/exercise';
import { withoutCuratedModel } from '@/test-support/exercise-fixture';
import { ExerciseForm } from './exercise-form';
import type { ExerciseContent, ExerciseOptionsInput } from './exercise-form-schema';
import { useExerciseForm } from './use-exercise-form';

// Radix Select reaches for pointer capture and scrolling, which jsdom lacks.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(cleanup);

const benchPress: Exercise = {
  id: '00000000-0000-4000-8000-000000000001',
  exerciseName: 'Barbell Bench Press',
  equipmentType: 'Barbells',
  targetMuscleGroups: 'Chest, Triceps',
  description: 'Lower the bar to the chest and press it up.',
  difficultyLevel: 'intermediate',
  pros: null,
  cons: null,
  tags: null,
  videoUrl: null,
  isSample: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...withoutCuratedModel('Barbells'),
  requiredEquipment: [['Barbells'], ['Flat Bench', 'Adjustable Bench']],
  optionalEquipment: ['Power Rack'],
  equipment: ['Barbells', 'Flat Bench', 'Adjustable Bench'],
};

const ACTIONS = { submitLabel: 'Save', busyLabel: 'Saving...', busy: false, secondaryLabel: 'Cancel', onSecondary: () => {} };

function AdminForm({ exercise, onSubmit }: { exercise: Exercise | null; onSubmit: (content: ExerciseContent) => void }) {
  const controller = useExerciseForm('catalogue', exercise);
  return <ExerciseForm controller={controller} onSubmit={onSubmit} actions={ACTIONS} aria-label="Exercise" />;
}

function SuggestForm({ onSubmit }: { onSubmit: (input: ExerciseOptionsInput) => void }) {
  const controller = useExerciseForm('options');
  return <ExerciseForm controller={controller} onSubmit={onSubmit} actions={ACTIONS} aria-label="Suggest" />;
}

// Role queries over the whole form are slow in jsdom, so the helpers look inside the editor's fieldsets (found by their
// legends) and the open listbox.
/** The fieldset whose legend reads `legend`, case aside ('Required Equipment' in the admin form, 'Required equipment' on Suggest). */
const fieldset = (legend: RegExp) => screen.getByText(legend, { selector: 'legend' }).parentElement!;
const requiredPart = () => fieldset(/^Required equipment$/i);
const helpfulPart = () => fieldset(/^Helpful equipment$/i);
/** The select named `label` in the editor, or anywhere in the form when `scope` says so (the Equipment Type field). */
const select = (label: string, scope: HTMLElement = requiredPart().parentElement!) => within(scope).getByRole('combobox', { name: label });

/** The open select's listbox (rendered in a portal), once it is there. */
const openListbox = () =>
  waitFor(() => {
    const listbox = document.body.querySelector<HTMLElement>('[role="listbox"]');
    if (!listbox) throw new Error('no listbox open');
    return listbox;
  });
const listboxClosed = () => waitFor(() => expect(document.body.querySelector('[role="listbox"]')).toBeNull());

/** Opens `trigger` from the keyboard and picks `option` with Enter, as a keyboard user does. */
async function pick(trigger: HTMLElement, option: string) {
  trigger.focus();
  fireEvent.keyDown(trigger, { key: 'ArrowDown' });
  fireEvent.keyDown(within(await openListbox()).getByRole('option', { name: option }), { key: 'Enter' });
  await listboxClosed();
}

/** What `trigger` offers, then closes it with Escape. */
async function offered(trigger: HTMLElement): Promise<string[]> {
  fireEvent.keyDown(trigger, { key: 'ArrowDown' });
  const listbox = await openListbox();
  const names = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  fireEvent.keyDown(listbox, { key: 'Escape' });
  await listboxClosed();
  return names;
}

/** The items of the group whose heading starts 'Group {n}', as listed (the equipment type's chip carries its mark). */
const groupItems = (n: number) =>
  within(within(requiredPart()).getByRole('list', { name: new RegExp(`^Group ${n} `) }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const groupHeadings = () =>
  within(requiredPart())
    .queryAllByText(/^Group \d · any one of$/)
    .map((heading) => heading.textContent);
const helpful = () =>
  within(helpfulPart())
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const announced = () => document.querySelector('[aria-live="polite"].sr-only')?.textContent;
const inRequired = (name: string) => within(requiredPart()).getByRole('button', { name });
const inHelpful = (name: string) => within(helpfulPart()).getByRole('button', { name });
const save = () => fireEvent.submit(document.querySelector('form')!);
const focused = (element: HTMLElement) => waitFor(() => expect(document.activeElement).toBe(element));

describe('the equipment editor of the exercise form (docs/product.md#exercise-form)', () => {
  it('shows what an edited exercise needs, a group at a time with its equipment type first, and what helps', () => {
    render(<AdminForm exercise={benchPress} onSubmit={() => {}} />);
    expect(screen.getByRole('group', { name: 'Required Equipment' })).toBeTruthy();
    expect(groupHeadings()).toEqual(['Group 1 · any one of', 'Group 2 · any one of']);
    expect(groupItems(1)).toEqual(['Barbellsequipment type']);
    expect(groupItems(2)).toEqual(['Flat Bench', 'orAdjustable Bench']);
    // The equipment type cannot be removed here, and its group cannot go.
    const buttons = within(requiredPart())
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(buttons).toEqual(['Remove group 2', 'Remove Flat Bench from group 2', 'Remove Adjustable Bench from group 2']);
    expect(helpful()).toEqual(['Power Rack']);
  });

  it('adds an alternative to a group and a new group from the keyboard, then saves them', async () => {
    const onSubmit = vi.fn();
    render(<AdminForm exercise={benchPress} onSubmit={onSubmit} />);

    await pick(select('Add an alternative to group 1'), 'Trap Bar');
    expect(groupItems(1)).toEqual(['Barbellsequipment type', 'orTrap Bar']);
    expect(announced()).toBe('Trap Bar added to group 1');

    await pick(select('Add a required group'), 'Weight Plates');
    expect(groupHeadings()).toHaveLength(3);
    expect(groupItems(3)).toEqual(['Weight Plates']);
    expect(announced()).toBe('Group 3 added: Weight Plates');

    // What is named already is not offered again, nor Bodyweight (which stands alone).
    const choices = await offered(select('Add an alternative to group 2'));
    for (const taken of ['Barbells', 'Trap Bar', 'Flat Bench', 'Weight Plates', 'Power Rack', 'Bodyweight'])
      expect(choices).not.toContain(taken);
    expect(choices).toContain('Plyo Box');

    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      equipmentType: 'Barbells',
      requiredEquipment: [['Barbells', 'Trap Bar'], ['Flat Bench', 'Adjustable Bench'], ['Weight Plates']],
      optionalEquipment: ['Power Rack'],
    });
  });

  it('removes an item, a whole group and a group left empty, moving the focus to the nearest select', async () => {
    const onSubmit = vi.fn();
    render(
      <AdminForm
        exercise={{ ...benchPress, requiredEquipment: [...benchPress.requiredEquipment, ['Weight Plates']] }}
        onSubmit={onSubmit}
      />,
    );

    fireEvent.click(inRequired('Remove Flat Bench from group 2'));
    expect(groupItems(2)).toEqual(['Adjustable Bench']);
    expect(announced()).toBe('Flat Bench removed from group 2');
    await focused(select('Add an alternative to group 2'));

    // The last item of a group takes the group with it.
    fireEvent.click(inRequired('Remove Weight Plates from group 3'));
    expect(groupHeadings()).toHaveLength(2);
    expect(announced()).toBe('Group 3 removed');
    await focused(select('Add a required group'));

    fireEvent.click(inRequired('Remove group 2'));
    expect(groupHeadings()).toEqual(['Group 1 · any one of']);
    expect(announced()).toBe('Group 2 removed');

    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ requiredEquipment: [['Barbells']], optionalEquipment: ['Power Rack'] });
  });

  it('adds and removes helpful items, never one that is required', async () => {
    const onSubmit = vi.fn();
    render(<AdminForm exercise={benchPress} onSubmit={onSubmit} />);
    await pick(select('Add helpful equipment'), 'Exercise Mat');
    expect(helpful()).toEqual(['Power Rack', 'Exercise Mat']);
    expect(announced()).toBe('Exercise Mat added as helpful');

    fireEvent.click(inHelpful('Remove helpful Power Rack'));
    expect(helpful()).toEqual(['Exercise Mat']);
    await focused(select('Add helpful equipment'));

    const choices = await offered(select('Add helpful equipment'));
    for (const taken of ['Barbells', 'Flat Bench', 'Adjustable Bench', 'Exercise Mat', 'Bodyweight']) expect(choices).not.toContain(taken);
    expect(choices).toContain('Power Rack');

    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ optionalEquipment: ['Exercise Mat'] });
  });

  it('puts a new equipment type in the old one’s place, and takes it out of the helpful items', async () => {
    const onSubmit = vi.fn();
    render(<AdminForm exercise={{ ...benchPress, optionalEquipment: ['Power Rack', 'Dumbbells'] }} onSubmit={onSubmit} />);
    await pick(select('Equipment Type', document.body), 'Dumbbells');
    expect(groupItems(1)).toEqual(['Dumbbellsequipment type']);
    expect(groupItems(2)).toEqual(['Flat Bench', 'orAdjustable Bench']);
    expect(helpful()).toEqual(['Power Rack']);

    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      equipmentType: 'Dumbbells',
      requiredEquipment: [['Dumbbells'], ['Flat Bench', 'Adjustable Bench']],
      optionalEquipment: ['Power Rack'],
    });
  });

  it('shows the refusal of the groups under the editor and points the fieldset at it', async () => {
    const onSubmit = vi.fn();
    render(<AdminForm exercise={{ ...benchPress, requiredEquipment: [['Barbells'], ['Sandbag']] }} onSubmit={onSubmit} />);
    save();
    const message = await within(requiredPart()).findByText('Unknown equipment: Sandbag');
    expect(requiredPart().getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('the equipment editor of Suggest an Exercise (docs/product.md#suggest)', () => {
  it('waits for the equipment type, starts the first group with it, and sends the groups with the suggestion', async () => {
    const onSubmit = vi.fn();
    render(<SuggestForm onSubmit={onSubmit} />);
    expect(within(requiredPart()).getByText('Choose the equipment type first: it is always needed.')).toBeTruthy();
    expect(within(requiredPart()).queryByRole('combobox')).toBeNull();

    await pick(select('Equipment type', document.body), 'Dumbbells');
    expect(groupItems(1)).toEqual(['Dumbbellsequipment type']);
    await pick(select('Add a required group'), 'Flat Bench');
    await pick(select('Add an alternative to group 2'), 'Adjustable Bench');
    await pick(select('Add helpful equipment'), 'Exercise Mat');

    fireEvent.change(screen.getByPlaceholderText('e.g. Landmine Press'), { target: { value: 'Dumbbell Bench Press' } });
    fireEvent.change(document.querySelector('textarea')!, { target: { value: 'Press the dumbbells up.' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Chest' }));
    await act(async () => save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      equipmentType: 'Dumbbells',
      requiredEquipment: [['Dumbbells'], ['Flat Bench', 'Adjustable Bench']],
      optionalEquipment: ['Exercise Mat'],
    });
  });

  it('says Bodyweight needs nothing else and offers no required item beside it', async () => {
    render(<SuggestForm onSubmit={() => {}} />);
    await pick(select('Equipment type', document.body), 'Bodyweight');
    expect(groupItems(1)).toEqual(['Bodyweightequipment type']);
    expect(within(requiredPart()).getByText('Bodyweight needs nothing else.')).toBeTruthy();
    expect(within(requiredPart()).queryByRole('combobox')).toBeNull();
  });
});
