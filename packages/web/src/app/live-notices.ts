import { DEFAULT_NOTIFICATION_KINDS, type LiveEvent } from '@seaberth/domain';
import { useEffect, useState } from 'react';
import { onLiveEvent } from './live-events.ts';
import { useSession } from './session-context.ts';
import { readStored, writeStored } from './storage.ts';

/** A change heard on the stream, shown in the bell until read. */
export interface LiveNotice {
  key: string;
  type: LiveEvent['type'];
  booking?: string;
  mail?: string;
  /** An OTA sale that needs a hand: which, why, and what the operator knows it by. */
  otaUpdate?: string;
  otaState?: LiveEvent['otaState'];
  reference?: string;
  guest?: string;
  at: string;
}

/** A busy day must not grow the list without end; a week-old change is no news. */
const MAX = 50;
const KEEP_MS = 7 * 24 * 3600_000;
/** Every open tab hears the same change on its own stream, within moments of the others. */
const SAME_CHANGE_MS = 10_000;

const storageKey = (user: string) => `seaberth.bell.${user}`;

function stored(key: string | undefined, now = Date.now()): LiveNotice[] {
  const list = key ? readStored<LiveNotice[]>(key) : undefined;
  if (!Array.isArray(list)) return [];
  return list.filter((n) => n && typeof n.key === 'string' && now - Date.parse(n.at) < KEEP_MS).slice(0, MAX);
}

const sameChange = (a: LiveNotice, b: LiveNotice) =>
  a.type === b.type &&
  a.booking === b.booking &&
  a.mail === b.mail &&
  a.otaUpdate === b.otaUpdate &&
  Math.abs(Date.parse(a.at) - Date.parse(b.at)) < SAME_CHANGE_MS;

/**
 * The stream's changes for the bell (issue 38), of the kinds the user wants now. Kept in this
 * browser per user (local storage), so a reload keeps them and every tab shows the same list:
 * a change every tab heard is kept once, and one marked read in a tab is read in all.
 */
export function useLiveNotices() {
  const { user } = useSession();
  const kinds: readonly string[] = user?.notifications ?? DEFAULT_NOTIFICATION_KINDS;
  const key = user?.id ? storageKey(user.id) : undefined;
  const [notices, setNotices] = useState<LiveNotice[]>(() => stored(key));

  const save = (next: LiveNotice[]) => {
    if (key) writeStored(key, next);
    setNotices(next);
  };

  useEffect(() => {
    setNotices(stored(key));
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) setNotices(stored(key));
    };
    window.addEventListener('storage', onStorage);
    const off = onLiveEvent((event) => {
      if (!event.bell) return;
      const notice: LiveNotice = {
        key: `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
        type: event.type,
        booking: event.booking,
        mail: event.mail,
        otaUpdate: event.otaUpdate,
        otaState: event.otaState,
        reference: event.reference,
        guest: event.guest,
        at: new Date().toISOString(),
      };
      // Read again what other tabs stored meanwhile, and keep the change once.
      const known = key ? stored(key) : [];
      if (known.some((n) => sameChange(n, notice))) return setNotices(known);
      const next = [notice, ...known].slice(0, MAX);
      if (key) writeStored(key, next);
      setNotices(next);
    });
    return () => {
      window.removeEventListener('storage', onStorage);
      off();
    };
  }, [key]);

  const dismiss = (noticeKey: string) => save(stored(key).filter((n) => n.key !== noticeKey));
  return { notices: notices.filter((n) => kinds.includes(n.type)), dismiss };
}
