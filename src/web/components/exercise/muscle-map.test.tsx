// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MUSCLE_NAMES } from '@/shared/catalogue/muscle-vocabulary';
import { MuscleMap } from './muscle-map';
import { REGION_MUSCLES } from './muscle-map-regions';

afterEach(cleanup);

const region = (container: HTMLElement, muscle: string) => container.querySelector(`[data-muscle="${muscle}"]`)!;

describe('MuscleMap (docs/product.md#muscle-map)', () => {
  it('has one region for every muscle of the vocabulary but Cardiovascular', () => {
    expect([...REGION_MUSCLES].sort()).toEqual(MUSCLE_NAMES.filter((name) => name !== 'Cardiovascular').sort());
    const { container } = render(<MuscleMap primary={[]} secondary={[]} />);
    for (const muscle of REGION_MUSCLES) expect(region(container, muscle).querySelectorAll('path').length, muscle).toBeGreaterThan(0);
  });

  it('marks the primary and secondary regions and leaves the others untrained', () => {
    const { container } = render(<MuscleMap primary={['Quadriceps', 'Glutes']} secondary={['Hamstrings', 'Lower Back']} />);
    expect(region(container, 'Quadriceps').getAttribute('data-tone')).toBe('primary');
    expect(region(container, 'Glutes').getAttribute('data-tone')).toBe('primary');
    expect(region(container, 'Hamstrings').getAttribute('data-tone')).toBe('secondary');
    expect(region(container, 'Lower Back').getAttribute('data-tone')).toBe('secondary');
    const untrained = REGION_MUSCLES.filter((m) => !['Quadriceps', 'Glutes', 'Hamstrings', 'Lower Back'].includes(m));
    for (const muscle of untrained) expect(region(container, muscle).getAttribute('data-tone'), muscle).toBe('none');
    expect(region(container, 'Quadriceps').getAttribute('class')).toContain('fill-primary');
    expect(region(container, 'Hamstrings').getAttribute('class')).toContain('fill-emerald-200');
  });

  it('exposes the text alternative on the image and as a visible list', () => {
    render(<MuscleMap primary={['Quadriceps', 'Glutes']} secondary={['Hamstrings', 'Lower Back']} />);
    const image = screen.getByRole('img', { name: 'Muscles worked — primary: Quadriceps, Glutes; secondary: Hamstrings, Lower Back' });
    expect(image.querySelector('title')?.textContent).toContain(
      'Muscles worked — primary: Quadriceps, Glutes; secondary: Hamstrings, Lower Back',
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const definitions = screen.getAllByRole('definition').map((definition) => definition.textContent);
    expect(terms).toEqual(['Primary', 'Secondary']);
    expect(definitions).toEqual(['Quadriceps, Glutes', 'Hamstrings, Lower Back']);
    // Display mode has no buttons.
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('names an empty map and leaves out an empty list', () => {
    render(<MuscleMap primary={['Chest']} secondary={[]} />);
    expect(screen.getByRole('img', { name: 'Muscles worked — primary: Chest' })).toBeTruthy();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Primary']);
    cleanup();
    render(<MuscleMap primary={[]} secondary={[]} />);
    expect(screen.getByRole('img', { name: 'Muscles worked — none listed' })).toBeTruthy();
  });

  it('shows Cardiovascular, which has no region, as a heart chip and in the list', () => {
    const { container } = render(<MuscleMap primary={['Cardiovascular']} secondary={['Calves']} />);
    expect(screen.getByRole('img', { name: 'Muscles worked — primary: Cardiovascular; secondary: Calves' })).toBeTruthy();
    expect(container.querySelector('[title="Cardiovascular"]')?.textContent).toContain('Cardio');
    expect(screen.getAllByRole('definition')[0]?.textContent).toContain('Cardiovascular');
    cleanup();
    const { container: without } = render(<MuscleMap primary={['Chest']} secondary={[]} />);
    expect(without.querySelector('[title="Cardiovascular"]')).toBeNull();
  });

  describe('interactive mode', () => {
    it('makes every region a focusable toggle named by its muscle, pressed when selected', () => {
      render(<MuscleMap primary={[]} secondary={[]} selected={['Chest']} onToggle={() => {}} />);
      const group = screen.getByRole('group', { name: 'Muscles worked — none listed' });
      const buttons = within(group).getAllByRole('button');
      expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(REGION_MUSCLES);
      for (const button of buttons) expect(button.getAttribute('tabindex')).toBe('0');
      expect(screen.getByRole('button', { name: 'Chest' }).getAttribute('aria-pressed')).toBe('true');
      expect(screen.getByRole('button', { name: 'Chest' }).getAttribute('data-tone')).toBe('primary');
      expect(screen.getByRole('button', { name: 'Biceps' }).getAttribute('aria-pressed')).toBe('false');
    });

    it('calls onToggle with the muscle on a click, Enter and Space, and on no other key', () => {
      const onToggle = vi.fn();
      render(<MuscleMap primary={[]} secondary={[]} onToggle={onToggle} />);
      fireEvent.click(screen.getByRole('button', { name: 'Lats' }));
      expect(onToggle).toHaveBeenLastCalledWith('Lats');

      const calves = screen.getByRole('button', { name: 'Calves' });
      calves.focus();
      expect(document.activeElement).toBe(calves);
      fireEvent.keyDown(calves, { key: 'Enter' });
      expect(onToggle).toHaveBeenLastCalledWith('Calves');
      const space = fireEvent.keyDown(screen.getByRole('button', { name: 'Side Delts' }), { key: ' ' });
      expect(onToggle).toHaveBeenLastCalledWith('Side Delts');
      expect(space).toBe(false); // the page does not scroll
      fireEvent.keyDown(calves, { key: 'a' });
      expect(onToggle).toHaveBeenCalledTimes(3);
    });
  });
});
