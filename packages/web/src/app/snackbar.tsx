import { Alert, Snackbar } from '@mui/material';
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error.ts';
import { i18n } from '../i18n/index.ts';
import { describeError, isUnauthorized } from './describe-error.ts';

/** SPEC §9: errors stay 6 s, successes 3 s. */
export const ERROR_TIMEOUT_MS = 6000;
export const SUCCESS_TIMEOUT_MS = 3000;

export interface SnackbarMessage {
  id: number;
  severity: 'error' | 'success';
  text: string;
  timeout: number;
}

/**
 * Queue of messages outside React, so the query client (created before any component renders)
 * can report errors into it. One message shows at a time; the next follows when it closes.
 */
export class SnackbarStore {
  private queue: SnackbarMessage[] = [];
  private listeners = new Set<() => void>();
  private nextId = 1;
  private bootstrapFinished = false;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly current = (): SnackbarMessage | undefined => this.queue[0];

  readonly showError = (error: unknown): void => {
    // Before bootstrap has settled, a stale stored token may fail once; that is not news to the user.
    if (!this.bootstrapFinished && isUnauthorized(error)) return;
    // Offline, every call fails for the same obvious reason; a red box per call helps nobody.
    if (isApiError(error) && error.status === 0 && typeof navigator !== 'undefined' && !navigator.onLine)
      return;
    this.push('error', describeError(error, i18n.t.bind(i18n)), ERROR_TIMEOUT_MS);
  };

  readonly showSuccess = (text: string): void => {
    this.push('success', text, SUCCESS_TIMEOUT_MS);
  };

  readonly dismiss = (id: number): void => {
    this.queue = this.queue.filter((message) => message.id !== id);
    this.emit();
  };

  markBootstrapFinished(): void {
    this.bootstrapFinished = true;
  }

  private push(severity: SnackbarMessage['severity'], text: string, timeout: number): void {
    // Several queries failing for one reason would otherwise stack the same red box.
    if (this.queue.some((message) => message.text === text && message.severity === severity)) return;
    this.queue = [...this.queue, { id: this.nextId++, severity, text, timeout }];
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

const SnackbarContext = createContext<SnackbarStore | null>(null);

export function useSnackbarStore(): SnackbarStore {
  const store = useContext(SnackbarContext);
  if (!store) throw new Error('useSnackbar needs a SnackbarProvider');
  return store;
}

export interface SnackbarApi {
  /** An ApiError, an Error, an error code or a text; codes are translated via `errors.{code}`. */
  showError: (errorOrText: unknown) => void;
  showSuccess: (text: string) => void;
}

export function useSnackbar(): SnackbarApi {
  const store = useSnackbarStore();
  return useMemo(() => ({ showError: store.showError, showSuccess: store.showSuccess }), [store]);
}

export function SnackbarProvider({ store, children }: { store: SnackbarStore; children: ReactNode }) {
  return (
    <SnackbarContext.Provider value={store}>
      {children}
      <SnackbarHost store={store} />
    </SnackbarContext.Provider>
  );
}

function SnackbarHost({ store }: { store: SnackbarStore }) {
  const { t } = useTranslation();
  const message = useSyncExternalStore(store.subscribe, store.current, store.current);
  if (!message) return null;
  const close = () => store.dismiss(message.id);
  return (
    <Snackbar
      key={message.id}
      open
      autoHideDuration={message.timeout}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') close();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        variant="filled"
        severity={message.severity}
        onClose={close}
        closeText={t('common.close')}
        sx={{ whiteSpace: 'pre-line', minWidth: 280 }}
      >
        {message.text}
      </Alert>
    </Snackbar>
  );
}
