import { type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { type Bootstrap, isNewerVersion, normalizeVersion, type ServerVersion } from '../api/bootstrap.ts';
import { api, isApiError } from '../api/client.ts';
import { applyMessageOverrides, currentLanguage, i18n } from '../i18n/index.ts';
import { useSnackbarStore } from './snackbar.tsx';
import { STORAGE_KEYS, readStored, writeStored } from './storage.ts';
import { setOperatorTimezone } from './clock.ts';

/**
 * SPEC §4: when the server reports a newer version than the one this browser last saw, cached
 * answers may have an outdated shape, so every query is invalidated (and refetched when in use).
 */
export function useVersionCheck(
  queryClient: QueryClient,
): (version: ServerVersion | string | undefined) => void {
  return useCallback(
    (version) => {
      const incoming = normalizeVersion(version);
      if (!incoming) return;
      const stored = readStored<ServerVersion>(STORAGE_KEYS.version);
      if (isNewerVersion(stored, incoming)) void queryClient.invalidateQueries();
      writeStored(STORAGE_KEYS.version, incoming);
    },
    [queryClient],
  );
}

function useLanguage(): string {
  const [language, setLanguage] = useState(currentLanguage);
  useEffect(() => {
    const onChange = () => setLanguage(currentLanguage());
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, []);
  return language;
}

interface BootstrapOptions {
  /** Reloaded when this changes: the answer is richer for a logged-in user. */
  userId: string | null;
  onUnauthorized: () => void;
  onVersion: (version: ServerVersion | string | undefined) => void;
}

/**
 * Loads `GET /api/bootstrap` on start, after login or logout and on a language switch (its
 * `messages` are in the request's language). Not a TanStack query on purpose: invalidating the
 * whole cache on a new version must not refetch bootstrap itself in a loop.
 */
export function useBootstrap({ userId, onUnauthorized, onVersion }: BootstrapOptions) {
  const [bootstrap, setBootstrap] = useState<Bootstrap | null>(null);
  const [bootstrapped, setBootstrapped] = useState(false);
  const [generation, setGeneration] = useState(0);
  const language = useLanguage();
  const snackbar = useSnackbarStore();

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: userId, language and generation are the triggers.
  useEffect(() => {
    const controller = new AbortController();
    const lang = currentLanguage();
    const settle = () => {
      snackbar.markBootstrapFinished();
      setBootstrapped(true);
    };
    api
      .get<Bootstrap>('/api/bootstrap', undefined, { signal: controller.signal })
      .then((answer) => {
        if (controller.signal.aborted) return;
        const data = answer ?? {};
        applyMessageOverrides(lang, data.messages);
        setOperatorTimezone(data.timezone);
        onVersion(data.version);
        setBootstrap(data);
        settle();
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const status = isApiError(error) ? error.status : undefined;
        // SPEC §8: a 401 ends the login (the user id changes, so a guest bootstrap follows).
        if (status === 401 && userId) return onUnauthorized();
        // SPEC §8: a 403 only counts for a guest; a logged-in user keeps what it has.
        if (status === 403 && userId) return settle();
        settle();
        snackbar.showError(error);
      });
    return () => controller.abort();
  }, [userId, language, generation]);

  return { bootstrap, bootstrapped, reload };
}
