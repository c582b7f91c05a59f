import { Box, LinearProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { beginActivity, useBusy } from '../api/activity.ts';

/** Quick calls finish before anyone notices; a bar that flashes for them only distracts. */
const SHOW_AFTER_MS = 150;

/** The thin bar at the very top while API calls or a navigation run (SPEC §4, §8). */
export function LoadingBar() {
  const busy = useBusy();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!visible) return null;
  return (
    <LinearProgress
      color="secondary"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        height: 3,
      }}
    />
  );
}

/** Placeholder while a screen loads or the guard decides; counts as running work for the bar. */
export function RouteLoading() {
  useEffect(() => beginActivity(), []);
  return <Box sx={{ minHeight: 240 }} aria-busy="true" />;
}
