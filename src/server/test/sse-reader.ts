/** One parsed server-sent event, or a comment line (`: heartbeat`) as `{ comment }`. */
export type SseMessage = { event: string; data: string; retry?: number; comment?: string; receivedAt: number };

export type SseReader = {
  /** Every message so far, in order. */
  readonly messages: SseMessage[];
  /** Resolves with the first message after index `from` (default: all seen so far) that matches; rejects after `timeoutMs`. */
  waitFor(match: (message: SseMessage) => boolean, options?: { timeoutMs?: number; from?: number }): Promise<SseMessage>;
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  /** Stops reading (the client goes away). */
  close(): Promise<void>;
};

/**
 * Reads a `text/event-stream` response the way the HTML spec's EventSource parses it (fields `event`, `data`, `retry`;
 * lines starting with ':' are comments; a blank line ends a message), for tests of /api/events.
 */
export function readSse(response: Response): SseReader {
  if (!response.body) throw new Error('the response has no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const messages: SseMessage[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  let finished = false;

  const parseBlock = (block: string) => {
    const message: SseMessage = { event: 'message', data: '', receivedAt: Date.now() };
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        messages.push({ event: '', data: '', comment: line.slice(1).trim(), receivedAt: message.receivedAt });
        continue;
      }
      const index = line.indexOf(':');
      const field = index === -1 ? line : line.slice(0, index);
      const value = index === -1 ? '' : line.slice(index + 1).replace(/^ /, '');
      if (field === 'event') message.event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'retry') message.retry = Number(value);
    }
    if (data.length > 0 || message.event !== 'message' || message.retry !== undefined) {
      message.data = data.join('\n');
      messages.push(message);
    }
  };

  const ended = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value.replace(/\r\n?/g, '\n');
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        for (const wake of [...waiters]) wake();
      }
    } catch {
      // cancelled by close()
    } finally {
      finished = true;
      for (const wake of [...waiters]) wake();
    }
  })();

  return {
    messages,
    ended,
    waitFor(match, { timeoutMs = 5_000, from = messages.length } = {}) {
      return new Promise<SseMessage>((resolve, reject) => {
        const check = () => {
          const found = messages.slice(from).find(match);
          if (found) {
            cleanup();
            resolve(found);
          } else if (finished) {
            cleanup();
            reject(new Error(`the stream ended without a matching event; got ${JSON.stringify(messages)}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    async close() {
      await reader.cancel().catch(() => {});
      await ended;
    },
  };
}
