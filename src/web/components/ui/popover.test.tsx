// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { press } from '@/test-support/press';
import { Button } from './button';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

afterEach(cleanup);

const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function EquipmentPopover() {
  return (
    <>
      <Popover>
        <PopoverTrigger asChild>
          <Button variant="outline">Equipment</Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Equipment filter">
          <label>
            <input type="checkbox" /> Kettlebells
          </label>
        </PopoverContent>
      </Popover>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('Popover', () => {
  it('renders nothing of its panel before the first open, and gives the trigger the state a screen reader announces', () => {
    render(<EquipmentPopover />);
    const trigger = screen.getByRole('button', { name: 'Equipment' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('data-state')).toBe('closed');
    expect(trigger.hasAttribute('aria-controls')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Kettlebells')).toBeNull();
  });

  it('opens on a click, names its panel from the trigger, and closes on Escape with focus back on the trigger', async () => {
    render(<EquipmentPopover />);
    const trigger = screen.getByRole('button', { name: 'Equipment' });
    trigger.focus();
    press(trigger);
    const panel = screen.getByRole('dialog', { name: 'Equipment filter' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toContain('Kettlebells');
    await nextTask();

    fireEvent.keyDown(document.activeElement ?? panel, { key: 'Escape' });
    await nextTask();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on a press elsewhere and leaves focus where the member moved it', async () => {
    render(<EquipmentPopover />);
    const trigger = screen.getByRole('button', { name: 'Equipment' });
    press(trigger);
    await nextTask();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    press(elsewhere);
    elsewhere.focus();
    await nextTask();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(elsewhere);
  });
});
