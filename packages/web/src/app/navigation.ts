import { useCallback } from 'react';
import { type NavigateOptions, useLocation, useNavigate } from 'react-router-dom';

/**
 * navigate() that ignores going where the user already is (SPEC §8: a duplicate navigation is
 * not an error) and logs other navigation failures as warnings instead of breaking the screen.
 */
export function useAppNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string, options?: NavigateOptions) => {
      if (to === `${location.pathname}${location.search}`) return;
      try {
        const pending = navigate(to, options);
        if (pending instanceof Promise)
          pending.catch((error: unknown) => console.warn('navigation failed', error));
      } catch (error) {
        console.warn('navigation failed', error);
      }
    },
    [navigate, location.pathname, location.search],
  );
}
