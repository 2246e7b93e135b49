// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckInbox, RESEND_COOLDOWN_SECONDS } from './check-inbox';

const { sendVerificationEmail } = vi.hoisted(() => ({ sendVerificationEmail: vi.fn() }));
vi.mock('@/web/lib/auth-client', () => ({ authClient: { sendVerificationEmail } }));

/** The screen after a sign-up (docs/product.md#sign-in): where the link went, Send again and its limits, the ways back. */
describe('CheckInbox', () => {
  const onUseAnotherAddress = vi.fn();
  const onBackToSignIn = vi.fn();
  const show = () =>
    render(<CheckInbox email="new@example.test" onUseAnotherAddress={onUseAnotherAddress} onBackToSignIn={onBackToSignIn} />);
  const press = async (name: string | RegExp) => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name }));
    });
  };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    sendVerificationEmail.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('names the address and focuses its heading', () => {
    show();
    const heading = screen.getByRole('heading', { name: 'Check your inbox', level: 1 });
    expect(document.activeElement).toBe(heading);
    expect(heading.parentElement?.textContent).toContain('We sent a confirmation link to new@example.test.');
  });

  it('sends again for the same address, says so, and rests the button before it may send once more', async () => {
    sendVerificationEmail.mockResolvedValue({ data: { status: true }, error: null });
    show();
    await press('Send again');
    expect(sendVerificationEmail).toHaveBeenCalledWith({ email: 'new@example.test', callbackURL: `${window.location.origin}/?verified=1` });
    expect(screen.getByRole('status').textContent).toBe('We sent a new link to new@example.test.');

    const resting = screen.getByRole('button', { name: `Send again in ${RESEND_COOLDOWN_SECONDS.sent} s` });
    expect(resting.getAttribute('aria-disabled')).toBe('true');
    await press(/Send again in/);
    expect(sendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Please wait a minute before sending again.');

    for (let i = 0; i < RESEND_COOLDOWN_SECONDS.sent; i += 1) await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Send again' }).getAttribute('aria-disabled')).toBeNull();
  });

  it("says to wait when the server refuses (429) and rests for the limit's minute", async () => {
    sendVerificationEmail.mockResolvedValue({ data: null, error: { status: 429, message: 'Too many requests. Please try again later.' } });
    show();
    await press('Send again');
    expect(screen.getByRole('status').textContent).toBe('Please wait a minute before sending again.');
    expect(screen.getByRole('button', { name: `Send again in ${RESEND_COOLDOWN_SECONDS.limited} s` })).toBeTruthy();
  });

  it("shows another failure's message and lets the member try again at once", async () => {
    sendVerificationEmail.mockRejectedValue(new Error('Failed to fetch'));
    show();
    await press('Send again');
    expect(screen.getByRole('status').textContent).toBe('Failed to fetch');
    expect(screen.getByRole('button', { name: 'Send again' })).toBeTruthy();
  });

  it('offers both ways back', async () => {
    show();
    await press('Use another address');
    await press('Back to sign in');
    expect(onUseAnotherAddress).toHaveBeenCalledTimes(1);
    expect(onBackToSignIn).toHaveBeenCalledTimes(1);
  });
});
