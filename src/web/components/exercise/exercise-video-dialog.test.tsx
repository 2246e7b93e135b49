// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Exercise } from '@/shared/schemas/exercise';
import { withoutCuratedModel } from '@/test-support/exercise-fixture';
import { ExerciseCard } from './exercise-card';
import { ExerciseDetailsDialog } from './exercise-details-dialog';

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const exercise = (videoUrl: string | null, exerciseName = 'Goblet Squat'): Exercise => ({
  id: '00000000-0000-4000-8000-000000000001',
  exerciseName,
  equipmentType: 'Dumbbells',
  targetMuscleGroups: 'Quadriceps, Glutes',
  description: 'Hold the bell at the chest and sit down between the heels.',
  difficultyLevel: 'beginner',
  pros: null,
  cons: null,
  tags: null,
  videoUrl,
  isSample: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...withoutCuratedModel('Dumbbells'),
});

const renderCard = (videoUrl: string | null) => render(<ExerciseCard exercise={exercise(videoUrl)} onViewDetails={() => {}} />);
const watchButton = () => screen.queryByRole('button', { name: 'Watch video: Goblet Squat' });
const videoDialog = () => screen.findByRole('dialog', { name: 'Goblet Squat — Video' });

/** Presses Escape where the focus is, as a keyboard would (Radix listens on the document). */
const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

afterEach(cleanup);

describe("the card's video indicator (docs/product.md#video-dialog)", () => {
  it.each([
    ['no video', null],
    ['an empty URL', ''],
    ['an unsafe URL', 'javascript:alert(1)'],
    ['plain text', 'not a link'],
  ])('is absent with %s: no button, no dialog', (_, videoUrl) => {
    renderCard(videoUrl);
    expect(watchButton()).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Goblet Squat' })).queryByText(/video/i)).toBeNull();
  });

  it.each([
    ['YouTube', YOUTUBE],
    ['Vimeo', 'https://vimeo.com/76979871'],
    ['a video file', 'https://cdn.example.com/squat.mp4'],
    ['an external page', 'https://www.example.com/how-to-squat'],
  ])('shows a play button with %s, a native button a keyboard reaches and presses', (_, videoUrl) => {
    renderCard(videoUrl);
    const button = watchButton();
    expect(button).not.toBeNull();
    // A native <button type="button"> in the tab order: Enter and Space press it (the e2e story presses Enter).
    expect(button!.tagName).toBe('BUTTON');
    expect(button!.getAttribute('type')).toBe('button');
    expect(button!.tabIndex).toBe(0);
    expect(button!.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button!.getAttribute('title')).toBe('Watch video');
    expect(button!.querySelector('svg')).not.toBeNull(); // the visible play icon
  });

  it('opens the video dialog on a click, closes it on Escape and gives focus back to the play button', async () => {
    renderCard(YOUTUBE);
    const button = watchButton()!;
    button.focus();
    fireEvent.click(button);
    const dialog = await videoDialog();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByTitle('Goblet Squat video').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');

    pressEscape();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('closes on its Close button too', async () => {
    renderCard(YOUTUBE);
    fireEvent.click(watchButton()!);
    fireEvent.click(within(await videoDialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(watchButton());
  });
});

describe('the video dialog shows the player the rules choose (docs/product.md#video-links)', () => {
  const open = async (videoUrl: string) => {
    renderCard(videoUrl);
    fireEvent.click(watchButton()!);
    return videoDialog();
  };

  it('YouTube: the privacy-enhanced embedded player', async () => {
    const dialog = await open('https://youtu.be/dQw4w9WgXcQ?t=42');
    const frame = within(dialog).getByTitle('Goblet Squat video');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42');
  });

  it('Vimeo: the Vimeo player', async () => {
    const dialog = await open('https://vimeo.com/76979871');
    const frame = within(dialog).getByTitle('Goblet Squat video');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871');
  });

  it("a video file: the page's own <video> player, with controls", async () => {
    const dialog = await open('https://cdn.example.com/squat.webm?v=2');
    const video = within(dialog).getByLabelText('Goblet Squat video');
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe('https://cdn.example.com/squat.webm?v=2');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(dialog.querySelector('iframe')).toBeNull();
  });

  it("any other page: the 'Watch Video (External Link)' button, explained, and no player", async () => {
    const dialog = await open('https://www.example.com/how-to-squat');
    expect(within(dialog).getByRole('button', { name: 'Watch Video (External Link)' })).toBeTruthy();
    expect(dialog.getAttribute('aria-describedby')).not.toBeNull();
    expect(within(dialog).getByText('This video is on another website: the button opens it in a new tab.')).toBeTruthy();
    expect(dialog.querySelector('iframe, video')).toBeNull();
  });
});

describe("the details dialog's 'Watch video' (docs/product.md#exercise-details)", () => {
  const renderDetails = (videoUrl: string | null) => render(<ExerciseDetailsDialog exercise={exercise(videoUrl)} onClose={() => {}} />);
  const details = () => screen.getByRole('dialog', { name: 'Goblet Squat' });

  it('opens the video dialog above the details; Escape closes only the video and focus returns to the button', async () => {
    renderDetails(YOUTUBE);
    const section = within(details()).getByRole('heading', { name: 'Video Guide' });
    expect(section).toBeTruthy();
    // The player lives in the video dialog, not inline.
    expect(details().querySelector('iframe')).toBeNull();
    const button = within(details()).getByRole('button', { name: 'Watch video: Goblet Squat' });
    expect(button.textContent).toBe('Watch video');
    button.focus();
    fireEvent.click(button);
    const dialog = await videoDialog();
    expect(within(dialog).getByTitle('Goblet Squat video').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');

    pressEscape();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Goblet Squat — Video' })).toBeNull());
    expect(details()).toBeTruthy();
    expect(document.activeElement).toBe(button);
  });

  it("keeps an external page's one button in place instead of a dialog holding only that button", () => {
    renderDetails('https://www.example.com/how-to-squat');
    expect(within(details()).getByRole('button', { name: 'Watch Video (External Link)' })).toBeTruthy();
    expect(within(details()).queryByRole('button', { name: /^Watch video:/ })).toBeNull();
  });

  it('shows no Video Guide and no button without a usable video', () => {
    renderDetails('javascript:alert(1)');
    expect(within(details()).queryByRole('heading', { name: 'Video Guide' })).toBeNull();
    expect(within(details()).queryByRole('button', { name: /watch video/i })).toBeNull();
  });
});
