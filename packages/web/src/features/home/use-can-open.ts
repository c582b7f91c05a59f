import { decideNavigation } from '@seaberth/domain';
import { useCallback } from 'react';
import { findRoute } from '../../app/route-match.ts';
import { useSession } from '../../app/session-context.ts';

/** Whether the reader may open an address (the route guard's verdict): a figure links only then. */
export function useCanOpen(): (to: string) => boolean {
  const { principal, features, views } = useSession();
  return useCallback(
    (to: string) => {
      const path = to.split('?')[0] ?? to;
      const route = findRoute(path);
      return (
        decideNavigation({ principal, features, views, path, meta: route.meta, previousPath: null }).kind ===
        'allow'
      );
    },
    [principal, features, views],
  );
}
