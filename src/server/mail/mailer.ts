import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

/** One e-mail as the product composes it. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

/** A message kept by the dev outbox (docs/architecture.md#mail: `/dev/mailbox.json` shape). `links` are every http(s) URL in the text. */
export type OutboxMessage = MailMessage & { links: string[]; sentAt: string };

/** Sends mail. `send` rejects when the transport fails; callers decide whether the user must hear of it. */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** The dev outbox's messages, newest first; `null` for a real SMTP transport. */
  outbox(): OutboxMessage[] | null;
};

const OUTBOX_CAPACITY = 500;

/**
 * `mailer`, with each `send` counted by `count` as 'sent' or — when the transport refuses it, the error still thrown
 * to the caller — 'failed' (docs/deployment.md#metrics).
 */
export function countedMailer(mailer: Mailer, count: (outcome: 'sent' | 'failed') => void): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        count('failed');
        throw error;
      }
      count('sent');
    },
    outbox: () => mailer.outbox(),
  };
}

/** Every http(s) URL in `text`, in order of appearance. */
export function extractLinks(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
}

/**
 * SMTP through nodemailer (docs/architecture.md#mail). `smtpUrl` is a nodemailer connection URL such as
 * `smtp://user:pass@host:587` or `smtps://…`.
 */
export function createSmtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
    },
    outbox: () => null,
  };
}

/**
 * The development outbox used when no SMTP_URL is configured outside production: each message is kept in memory
 * (newest first, at most 500), and its links are printed to the server log so a developer can click them.
 */
export function createDevOutboxMailer(logger: Logger): Mailer {
  const messages: OutboxMessage[] = [];
  return {
    async send(message) {
      const links = extractLinks(message.text);
      messages.unshift({ ...message, links, sentAt: new Date().toISOString() });
      messages.length = Math.min(messages.length, OUTBOX_CAPACITY);
      logger.info({ to: message.to, subject: message.subject, links }, 'mail kept in the dev outbox (/dev/mailbox)');
    },
    outbox: () => messages,
  };
}
