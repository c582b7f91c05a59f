import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { onLiveEvent } from '../../app/live-events.ts';
import { api } from '../../api/client.ts';
import { bookingKeys } from '../bookings/index.ts';

/** An open dialog holds input not saved yet (every edit of the booking page is one). */
const editing = () => document.querySelector('[role="dialog"]') !== null;

/**
 * Keeps a booking's page current while others change the booking (issue 38): a change heard on
 * the live stream refetches the page, unless the user is in the middle of an edit. Then the page
 * keeps what the edit was opened with (its save carries that version, so the server refuses to
 * overwrite) and `changedElsewhere` asks to reload once the edit is done. The user's own save
 * brings the page to the same version, which ends the notice by itself.
 */
export function useLiveBooking(id: string | undefined, version: number | undefined) {
  const client = useQueryClient();
  const [theirs, setTheirs] = useState<number>();
  const reload = useCallback(() => {
    setTheirs(undefined);
    if (id) void client.invalidateQueries({ queryKey: bookingKeys.detail(id) });
  }, [client, id]);

  useEffect(() => {
    if (!id) return;
    return onLiveEvent((event) => {
      if (event.type !== 'resync' && (!event.booking || event.booking !== id)) return;
      if (!editing()) {
        void client.invalidateQueries({ queryKey: bookingKeys.detail(id) });
        return;
      }
      api
        .GET('/api/bookings/{id}', { path: { id } })
        .then((latest) => setTheirs((known) => Math.max(known ?? 0, latest.version)))
        .catch(() => undefined);
    });
  }, [client, id]);

  return { changedElsewhere: theirs !== undefined && version !== undefined && theirs > version, reload };
}
