import { useSession } from '../../app/session-context.ts';

export type RoomMode = 'resort' | 'vessel';

/** The modes this installation has: resort rooms with the resort feature, cabins with vessels. */
export function useRoomModes(): RoomMode[] {
  const { features } = useSession();
  const modes: RoomMode[] = [];
  if (features.resort !== false) modes.push('resort');
  if (features.vessel !== false) modes.push('vessel');
  return modes.length ? modes : ['resort'];
}
