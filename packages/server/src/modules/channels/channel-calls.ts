import type { JobRow } from '../jobs/index.ts';
import type { ChannelConnections } from './channel-connections.ts';
import { ChannelError, type PushAnswer } from './channel-manager.ts';
import type { ChannelsRepository } from './channels.repository.ts';

/** Channex: 10 availability and 10 restriction calls per minute per property (docs.channex.io, API Rate Limits). */
export const CALLS_PER_WINDOW = 10;
export const WINDOW_MS = 60_000;

/** When a call of `kind` may go again: null now, else when the oldest of the window's calls leaves it. */
export async function limitWait(
  repository: ChannelsRepository,
  propertyId: string,
  kind: string,
  now: Date,
): Promise<Date | null> {
  const window = await repository.callsSince(propertyId, kind, new Date(now.getTime() - WINDOW_MS));
  return window.calls >= CALLS_PER_WINDOW && window.oldest
    ? new Date(window.oldest.getTime() + WINDOW_MS + 1)
    : null;
}

/** The job's range of nights, [from, to): the payload's, else today and `days` on. */
export function rangeOf(job: JobRow, today: string, days: (from: string) => string) {
  const from = typeof job.payload.from === 'string' ? job.payload.from : today;
  const to = typeof job.payload.to === 'string' ? job.payload.to : days(from);
  return { from, to };
}

/**
 * One call to the channel, logged with its answer for the health panel: answers whether it was
 * taken. A refused key marks the connection failing; a retryable failure (its limit, its own
 * failure, the network) is thrown again for the jobs mechanism's backoff, a refusal of the values
 * waits for the operator.
 */
export async function loggedCall(
  repository: ChannelsRepository,
  connections: ChannelConnections,
  log: Omit<Parameters<ChannelsRepository['recordPush']>[0], 'state' | 'answer'>,
  call: () => Promise<PushAnswer>,
): Promise<boolean> {
  try {
    const answer = await call();
    await repository.recordPush({ ...log, state: 'ok', answer: answer.warnings.join('; ') });
    await connections.checked(true, answer.message);
    return true;
  } catch (error) {
    if (!(error instanceof ChannelError)) throw error;
    await repository.recordPush({
      ...log,
      state: error.retryable ? 'retrying' : 'failed',
      answer: error.answer,
    });
    if (error.refusedConnection) await connections.checked(false, error.answer);
    if (error.retryable) throw error;
    return false;
  }
}
