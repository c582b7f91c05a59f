import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { BURST_MS, onLiveEvent } from '../../app/live-events.ts';
import { api } from '../../api/client.ts';
import { bookingKeys } from '../bookings/index.ts';

/**
 * An edit not saved yet: an open dialog, or an inline form of the page that marks itself with
 * `data-live-editing` while it holds input (a reference being typed, a room being changed).
 */
const editing = () => document.querySelector('[role="dialog"], [data-live-editing="true"]') !== null;

/** The name of who made `version` (the stream's `by` picks among equal versions), from the history. */
async function changerOf(id: string, version: number, by: string | undefined): Promise<string | undefined> {
  const history = await api.GET('/api/bookings/{id}/history', { path: { id } });
  const made = history.filter((entry) => entry.version <= version);
  const theirs = (by && made.find((entry) => entry.actor?.id === by)) || made[0];
  return theirs?.actor?.name || undefined;
}

/**
 * Keeps a booking's page current while others change the booking (issue 38): a change heard on
 * the live stream refetches the page, unless the user is in the middle of an edit. Then the page
 * keeps what the edit was opened with (its save carries that version, so the server refuses to
 * overwrite) and `changedElsewhere` asks to reload once the edit is done, naming who changed it
 * (`changedBy`, when the stream said and the history knows). The user's own save brings the page
 * to the same version, which ends the notice by itself.
 */
export function useLiveBooking(id: string | undefined, version: number | undefined) {
  const client = useQueryClient();
  const [theirs, setTheirs] = useState<{ version: number; by?: string }>();
  const reload = useCallback(() => {
    setTheirs(undefined);
    if (id) void client.invalidateQueries({ queryKey: bookingKeys.detail(id) });
  }, [client, id]);

  useEffect(() => {
    if (!id) return;
    // A burst of changes to the booking (a sweep's to-dos and mails) refetches the page once.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      timer = undefined;
      void client.invalidateQueries({ queryKey: bookingKeys.detail(id) });
    };
    const off = onLiveEvent((event) => {
      if (event.type !== 'resync' && (!event.booking || event.booking !== id)) return;
      if (!editing()) {
        timer ??= setTimeout(refetch, BURST_MS);
        return;
      }
      api
        .GET('/api/bookings/{id}', { path: { id } })
        .then(async (latest) => {
          const by = await changerOf(id, latest.version, event.by).catch(() => undefined);
          setTheirs((known) =>
            known && known.version > latest.version ? known : { version: latest.version, by },
          );
        })
        .catch(() => undefined);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [client, id]);

  const changedElsewhere = theirs !== undefined && version !== undefined && theirs.version > version;
  return { changedElsewhere, changedBy: changedElsewhere ? theirs.by : undefined, reload };
}
