import { Alert, Button } from '@mui/material';
import { Component, type ReactNode } from 'react';
import { i18n } from '../i18n/index.ts';

interface State {
  error: Error | null;
}

/**
 * Catches a screen that throws while rendering (or whose chunk failed to load) so the header and
 * drawer stay usable; keyed by path in the shell, so navigating away resets it.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.warn('screen failed', error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {i18n.t('common.reload')}
          </Button>
        }
      >
        {i18n.t('common.screenFailed')}
      </Alert>
    );
  }
}
