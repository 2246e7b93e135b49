import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpReceiver, startSmtpReceiver } from '../test/smtp-receiver';
import { createDevOutboxMailer, createSmtpMailer, extractLinks } from './mailer';
import { resetPasswordMail, verificationMail } from './templates';

const logger = pino({ level: 'silent' });

describe('extractLinks', () => {
  it('finds every http(s) URL in order, without the surrounding text', () => {
    expect(extractLinks('Open https://a.example/x?y=1&z=2 or (http://b.example/p) now\nhttps://c.example')).toEqual([
      'https://a.example/x?y=1&z=2',
      'http://b.example/p',
      'https://c.example',
    ]);
    expect(extractLinks('no links here')).toEqual([]);
  });
});

describe('dev outbox mailer', () => {
  it('keeps messages newest first with their links and send time, at most 500', async () => {
    const mailer = createDevOutboxMailer(logger);
    await mailer.send(verificationMail('a@example.test', 'http://localhost:3000/api/auth/verify-email?token=t&callbackURL=%2F'));
    await mailer.send(resetPasswordMail('b@example.test', 'http://localhost:3000/api/auth/reset-password/abc?callbackURL='));
    const [newest, oldest] = mailer.outbox()!;
    expect(newest).toMatchObject({
      to: 'b@example.test',
      subject: 'Reset your Equipped password',
      links: ['http://localhost:3000/api/auth/reset-password/abc?callbackURL='],
    });
    expect(oldest?.links).toEqual(['http://localhost:3000/api/auth/verify-email?token=t&callbackURL=%2F']);
    expect(Number.isNaN(Date.parse(newest!.sentAt))).toBe(false);

    for (let i = 0; i < 510; i += 1) await mailer.send({ to: `n${i}@example.test`, subject: 's', text: 't', html: 'h' });
    expect(mailer.outbox()).toHaveLength(500);
    expect(mailer.outbox()![0]!.to).toBe('n509@example.test');
  });
});

describe('SMTP mailer', () => {
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
  });
  afterAll(() => smtp.close());

  it('delivers a multipart message from MAIL_FROM with the link in both parts, and has no outbox', async () => {
    const mailer = createSmtpMailer(smtp.url, 'Equipped <no-reply@gym.example>', logger);
    expect(mailer.outbox()).toBeNull();
    const url = 'https://gym.example/api/auth/verify-email?token=abc&callbackURL=https%3A%2F%2Fgym.example%2Fauth%3Fverified%3D1';
    await mailer.send(verificationMail('member@example.test', url));
    const { envelopeFrom, envelopeTo, mail } = await smtp.waitFor('member@example.test');
    expect(envelopeFrom).toBe('no-reply@gym.example');
    expect(envelopeTo).toEqual(['member@example.test']);
    expect(mail.from?.value).toEqual([{ name: 'Equipped', address: 'no-reply@gym.example' }]);
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url.replaceAll('&', '&amp;')}"`);
  });

  it('rejects when the server cannot be reached, so callers can log it', async () => {
    const down = await startSmtpReceiver();
    await down.close();
    const mailer = createSmtpMailer(down.url, 'x <x@example.test>', logger);
    await expect(mailer.send({ to: 'a@example.test', subject: 's', text: 't', html: 'h' })).rejects.toThrow();
  });
});
