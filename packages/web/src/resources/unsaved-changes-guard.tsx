import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';

export interface UnsavedChangesGuardProps {
  /** Asked at the moment of leaving, so a save that navigates right away is never blocked. */
  isDirty: () => boolean;
}

/**
 * Warns before unsaved edits are lost: the browser's own prompt when the tab closes or reloads,
 * and a dialog on in-app navigation. `useBlocker` exists only under a data router, so the in-app
 * part is skipped when the app is mounted with a plain <BrowserRouter> (and in tests).
 */
export function UnsavedChangesGuard({ isDirty }: UnsavedChangesGuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
  return dataRouter ? <NavigationBlocker isDirty={isDirty} /> : null;
}

function NavigationBlocker({ isDirty }: UnsavedChangesGuardProps) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty() && currentLocation.pathname !== nextLocation.pathname,
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog open onClose={() => blocker.reset()} aria-labelledby="unsaved-changes-title">
      <DialogTitle id="unsaved-changes-title">{t('resources.common.unsavedTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('resources.common.unsavedText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset()} autoFocus>
          {t('resources.common.keepEditing')}
        </Button>
        <Button color="error" onClick={() => blocker.proceed()}>
          {t('resources.common.discard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
