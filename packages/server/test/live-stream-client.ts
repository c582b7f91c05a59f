import type { LiveEvent } from '@seaberth/domain';

/** A live stream read as a browser would (fetch, bearer): the events so far, and waiting for one. */
export interface StreamReader {
  status: number;
  events: LiveEvent[];
  /** Resolves with the first event (past or coming) that fits, or rejects after `ms`. */
  next(fits: (event: LiveEvent) => boolean, ms?: number): Promise<LiveEvent>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openStream(baseUrl: string, token: string): Promise<StreamReader> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/events/notifications`, {
    headers: { authorization: `Bearer ${token}` },
    signal: abort.signal,
  });
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  let ended: Promise<void> = Promise.resolve();
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    ended = (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          buffer += value;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            for (const line of buffer.slice(0, end).split('\n'))
              if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
          }
          for (const wake of waiters) wake();
        }
      } catch {
        // Aborted by close().
      }
    })();
  } else await response.body?.cancel();
  const next = (fits: (event: LiveEvent) => boolean, ms = 1000) =>
    new Promise<LiveEvent>((resolve, reject) => {
      const check = () => {
        const found = events.find(fits);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no fitting event within ${ms} ms; heard ${JSON.stringify(events)}`));
      }, ms);
      waiters.add(check);
      check();
    });
  return { status: response.status, events, next, ended, close: () => abort.abort() };
}
