import type { MailMessage } from './mailer';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function actionMail(to: string, subject: string, intro: string, action: string, url: string, outro: string): MailMessage {
  const text = `${intro}\n\n${action}: ${url}\n\n${outro}\n\n— Equipped`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#4b5563">Or open this link: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(outro)}</p><p>— Equipped</p></body></html>`;
  return { to, subject, text, html };
}

/** The sign-up confirmation e-mail (docs/product.md#sign-in: sign-up asks for e-mail confirmation). */
export const verificationMail = (to: string, url: string) =>
  actionMail(
    to,
    'Confirm your Equipped account',
    'Welcome to Equipped! Confirm your e-mail address to start finding the right exercise for any equipment.',
    'Confirm my e-mail',
    url,
    'If you did not sign up, you can ignore this message.',
  );

/** The password-reset e-mail (docs/product.md#sign-in password reset). */
export const resetPasswordMail = (to: string, url: string) =>
  actionMail(
    to,
    'Reset your Equipped password',
    'Someone asked to reset the password of your Equipped account.',
    'Choose a new password',
    url,
    'If it was not you, ignore this message: your password stays as it is. The link expires in one hour.',
  );

/** Sent to the NEW address when a member changes e-mail (docs/product.md#email-links: the change applies only once this is followed). */
export const changeEmailMail = (to: string, url: string) =>
  actionMail(
    to,
    'Confirm your new Equipped e-mail address',
    'You asked to use this address for your Equipped account.',
    'Confirm the new address',
    url,
    'If you did not ask for this, ignore this message: nothing changes.',
  );

/**
 * `jane.doe@example.com` → `j***@example.com`: the first character of the mailbox and the whole domain, enough for the
 * owner to recognise an address without spelling it out to whoever reads the old mailbox. Anything without an `@` → `***`.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address.slice(0, 1)}***${address.slice(at)}`;
}

/** `2026-12-04 16:40 UTC`: the moment of a change, the same in every mail client whatever its time zone. */
const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * A notice: no button to press, a few plain paragraphs and the help a member needs if it was not them. In the HTML every
 * http(s) URL is a link, and so is `contact`, the support address (a `mailto:` link).
 */
function noticeMail(to: string, subject: string, paragraphs: string[], contact: string): MailMessage {
  const text = `${paragraphs.join('\n\n')}\n\n— Equipped`;
  const mailbox = escapeHtml(contact);
  const linked = (paragraph: string) =>
    escapeHtml(paragraph)
      .replace(/https?:\/\/[^\s<>"')]+/g, (url) => `<a href="${url}">${url}</a>`)
      .split(mailbox)
      .join(`<a href="mailto:${mailbox}">${mailbox}</a>`);
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
${paragraphs.map((p) => `<p>${linked(p)}</p>`).join('\n')}
<p>— Equipped</p></body></html>`;
  return { to, subject, text, html };
}

/**
 * Sent to the OLD address once an e-mail change has been confirmed (docs/product.md#security-notices): what it changed to
 * (masked), when, and whom to write to — the old address can no longer reset the password, so support is the way back.
 */
export const emailChangedNotice = (oldAddress: string, newAddress: string, { contact, at }: { contact: string; at: Date }) =>
  noticeMail(
    oldAddress,
    'Your Equipped e-mail address was changed',
    [
      `The e-mail address of your Equipped account was changed from ${oldAddress} to ${maskEmail(newAddress)} on ${utcMinute(at)}. From now on we write to the new address, and you sign in with it.`,
      `If this wasn't you, contact support at ${contact} right away: we can move the account back to this address. Mention the time above.`,
      'If it was you, there is nothing to do.',
    ],
    contact,
  );

/**
 * Sent to the account's address after its password changed (docs/product.md#security-notices): on Account Settings
 * (`how: 'changed'`) or through an e-mailed reset link (`how: 'reset'`). Says the other devices were signed out and, if it
 * was not the member, to reset the password at `resetUrl` (the /auth page with Forgot Password) and write to support.
 */
export const passwordChangedNotice = (
  to: string,
  { how, resetUrl, contact, at }: { how: 'changed' | 'reset'; resetUrl: string; contact: string; at: Date },
) =>
  noticeMail(
    to,
    'Your Equipped password was changed',
    [
      `The password of your Equipped account was ${how === 'reset' ? 'reset with a link we e-mailed to this address' : 'changed in Account Settings'} on ${utcMinute(at)}. Your other devices were signed out.`,
      `If this wasn't you, reset your password at ${resetUrl} (Forgot Password) and contact support at ${contact}.`,
      'If it was you, there is nothing to do.',
    ],
    contact,
  );
