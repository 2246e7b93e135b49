import type { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import type { Mailer } from '../../mail/mailer';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/**
 * The dev outbox pages (docs/architecture.md#mail): `/dev/mailbox` lists messages newest first with clickable links, and
 * `/dev/mailbox.json` returns `[{ to, subject, text, html, links, sentAt }]`. Mounted only outside production and only
 * when mail goes to the outbox (main.ts decides); in production `/dev/*` does not exist.
 */
export function registerDevMailboxRoutes(app: Hono<AppEnv>, mailer: Mailer): void {
  app.get('/dev/mailbox.json', (c) => c.json(mailer.outbox() ?? []));
  app.get('/dev/mailbox', (c) => {
    const messages = mailer.outbox() ?? [];
    const items = messages
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</p>
<pre>${escapeHtml(m.text)}</pre><ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul></article>`,
      )
      .join('');
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Equipped</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#111827}
article{border:1px solid #d1d5db;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}.meta{color:#4b5563}
a{color:#0f5e57}</style></head><body><main><h1>Dev mailbox</h1>
<p>Mail the server would have sent, newest first. Configure SMTP_URL to send real mail.</p>
${items || '<p>No messages yet.</p>'}</main></body></html>`);
  });
}
