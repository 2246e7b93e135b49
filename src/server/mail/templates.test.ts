import { describe, expect, it } from 'vitest';
import { extractLinks } from './mailer';
import { emailChangedNotice, maskEmail, passwordChangedNotice } from './templates';

/** The security notices (docs/product.md#security-notices): who they go to, what they say, where they send for help. */
const at = new Date('2026-12-04T16:40:12.345Z');
const contact = 'support@equipped.example';

describe('maskEmail', () => {
  it('keeps the first character of the mailbox and the whole domain', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j***@example.com');
    expect(maskEmail('x@a.b')).toBe('x***@a.b');
  });

  it('hides anything that is not an address', () => {
    expect(maskEmail('')).toBe('***');
    expect(maskEmail('@example.com')).toBe('***');
    expect(maskEmail('no-at-sign')).toBe('***');
  });
});

describe('emailChangedNotice', () => {
  const mail = emailChangedNotice('old@example.test', 'new.address@elsewhere.test', { contact, at });

  it('goes to the old address and names it, the new one masked, and the time in UTC', () => {
    expect(mail.to).toBe('old@example.test');
    expect(mail.subject).toBe('Your Equipped e-mail address was changed');
    expect(mail.text).toContain('from old@example.test to n***@elsewhere.test on 2026-12-04 16:40 UTC');
    expect(mail.text).not.toContain('new.address');
    expect(mail.html).not.toContain('new.address');
  });

  it('says whom to write to if it was not the member, as a link in the HTML', () => {
    expect(mail.text).toContain("If this wasn't you, contact support at support@equipped.example right away");
    expect(mail.html).toContain('<a href="mailto:support@equipped.example">support@equipped.example</a>');
  });

  it('escapes what it quotes', () => {
    const odd = emailChangedNotice('a<b>@example.test', 'c@example.test', { contact, at });
    expect(odd.html).toContain('a&lt;b&gt;@example.test');
    expect(odd.html).not.toContain('a<b>');
  });
});

describe('passwordChangedNotice', () => {
  const resetUrl = 'http://localhost:3000/auth';

  it('says how the password changed, that other devices were signed out, and links the reset page', () => {
    const changed = passwordChangedNotice('member@example.test', { how: 'changed', resetUrl, contact, at });
    expect(changed.to).toBe('member@example.test');
    expect(changed.subject).toBe('Your Equipped password was changed');
    expect(changed.text).toContain('changed in Account Settings on 2026-12-04 16:40 UTC');
    expect(changed.text).toContain('Your other devices were signed out.');
    expect(changed.text).toContain(`If this wasn't you, reset your password at ${resetUrl} (Forgot Password)`);
    expect(changed.text).toContain('and contact support at support@equipped.example.');
    expect(changed.html).toContain('<a href="mailto:support@equipped.example">support@equipped.example</a>');
    expect(extractLinks(changed.text)).toEqual([resetUrl]);
    expect(changed.html).toContain(`<a href="${resetUrl}">${resetUrl}</a>`);
  });

  it('names a reset link as the way it changed', () => {
    const reset = passwordChangedNotice('member@example.test', { how: 'reset', resetUrl, contact, at });
    expect(reset.text).toContain('reset with a link we e-mailed to this address');
    expect(reset.text).not.toContain('Account Settings');
  });
});
