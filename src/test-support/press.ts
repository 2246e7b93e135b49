import { fireEvent } from '@testing-library/react';

/** A press of the main button as a browser sends it: Radix waits for the click before it counts a press outside. */
export function press(element: HTMLElement): void {
  fireEvent.pointerDown(element, { button: 0 });
  fireEvent.mouseDown(element, { button: 0 });
  fireEvent.pointerUp(element, { button: 0 });
  fireEvent.mouseUp(element, { button: 0 });
  fireEvent.click(element, { button: 0 });
}
