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
