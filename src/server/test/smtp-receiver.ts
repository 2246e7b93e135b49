import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the receiver accepted: the SMTP envelope plus the parsed MIME message. */
export type ReceivedMail = { envelopeFrom: string; envelopeTo: string[]; mail: ParsedMail };

export type SmtpReceiver = {
  /** `smtp://127.0.0.1:<port>`, for `SMTP_URL` / `createTestContext({ smtpUrl })`. */
  url: string;
  /** Every message received so far, oldest first. */
  messages: ReceivedMail[];
  /**
   * Resolves with the first message to `to` at or after position `since` of {@link messages} (already received or still
   * to come); rejects after `timeoutMs`. Pass `messages.length` as `since` to wait for the next one.
   */
  waitFor(to: string, timeoutMs?: number, since?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/**
 * A real SMTP server on 127.0.0.1 and a free port, for tests that prove mail leaves the app over SMTP (docs/architecture.md#tests:
 * "the auth flows with real SMTP delivery to an smtp-server receiver"). Plain SMTP without STARTTLS or AUTH, like a
 * local relay, so nodemailer's opportunistic TLS has nothing to upgrade to. Messages are parsed with mailparser.
 * `delayMs` holds each message that long before accepting it, like a slow mail server.
 */
export async function startSmtpReceiver(options: { delayMs?: number } = {}): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  const waiters: Array<{ to: string; since: number; resolve: (mail: ReceivedMail) => void }> = [];
  const matches = (received: ReceivedMail, to: string) => received.envelopeTo.includes(to.toLowerCase());

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
          const received: ReceivedMail = {
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            mail,
          };
          messages.push(received);
          const position = messages.length - 1;
          for (const waiter of waiters.filter((w) => position >= w.since && matches(received, w.to))) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(received);
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(to, timeoutMs = 5_000, since = 0) {
      const already = messages.slice(since).find((m) => matches(m, to));
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ to, since, resolve: (mail) => (clearTimeout(timer), resolve(mail)) });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
