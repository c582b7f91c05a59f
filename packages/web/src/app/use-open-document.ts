import { useCallback, useState } from 'react';
import { type DocumentOptions, type Query, api } from '../api/client.ts';

/**
 * Opens a document the server renders (`api.openDocument`) and keeps what the screen shows
 * meanwhile: which one is being rendered (a PDF takes seconds) and why the last one failed
 * (unless `onError` takes the failure, e.g. to the snackbar). Call `open` straight from the
 * click: the new tab may only be opened in answer to it.
 */
export function useOpenDocument({ onError }: { onError?: (error: unknown) => void } = {}) {
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const open = useCallback(
    async (key: string, path: string, query?: Query, options?: DocumentOptions): Promise<boolean> => {
      setPending(key);
      setError(null);
      try {
        await api.openDocument(path, query, options);
        return true;
      } catch (failure) {
        if (onError) onError(failure);
        else setError(failure);
        return false;
      } finally {
        setPending(null);
      }
    },
    [onError],
  );
  return { open, pending, error };
}
