import { isValidToken, type Language, logoutTarget, principalFromUser } from '@seaberth/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import { api, configureApiClient } from '../api/client.ts';
import { changeLanguage, currentLanguage, isLanguage } from '../i18n/index.ts';
import { type AuthResponse, type SessionUser, type SessionValue, SessionContext } from './session-context.ts';
import { useSnackbar } from './snackbar.tsx';
import { STORAGE_KEYS, readStored, removeStored, writeStored } from './storage.ts';
import { type StoredAuth, useTokenTimer } from './token-timer.ts';
import { useBootstrap, useVersionCheck } from './use-bootstrap.ts';

interface AuthState extends StoredAuth {
  user: SessionUser;
}

/** A stored login counts only with a plausible token that has not run out yet. */
function readAuth(): AuthState | null {
  const stored = readStored<AuthState>(STORAGE_KEYS.auth);
  if (!stored || !isValidToken(stored.token) || !stored.user || !(stored.expiresAt > Date.now())) {
    removeStored(STORAGE_KEYS.auth);
    return null;
  }
  return stored;
}

function toAuthState(auth: AuthResponse): AuthState {
  return {
    token: auth.token,
    expiresAt: Date.now() + auth.expiresIn * 1000,
    lifetime: auth.expiresIn,
    user: auth.user,
  };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [auth, setAuth] = useState<AuthState | null>(readAuth);
  const [expiredCount, setExpiredCount] = useState(0);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { showError } = useSnackbar();
  const checkVersion = useVersionCheck(queryClient);

  // Calls made right after login must carry the new token before React has re-rendered.
  const tokenRef = useRef<string | null>(auth?.token ?? null);
  const pathRef = useRef(location.pathname);
  pathRef.current = location.pathname;

  const clear = useCallback(() => {
    tokenRef.current = null;
    removeStored(STORAGE_KEYS.auth);
    // Synchronous so a navigation that follows is judged with the guest, not the old user.
    flushSync(() => setAuth(null));
  }, []);

  const expire = useCallback(() => {
    if (!tokenRef.current) return;
    clear();
    setExpiredCount((count) => count + 1);
  }, [clear]);

  const expireRef = useRef(expire);
  expireRef.current = expire;
  const [clientHooks] = useState(() => ({
    getToken: () => tokenRef.current,
    onTokenExpired: () => expireRef.current(),
  }));
  // Connected during the first render, because children's effects run before ours and may call
  // the API at once; and again in the effect, because StrictMode unmounts and remounts once.
  useState(() => configureApiClient(clientHooks));
  useEffect(() => configureApiClient(clientHooks), [clientHooks]);

  const applyAuth = useCallback(
    (response: AuthResponse) => {
      const next = toAuthState(response);
      tokenRef.current = next.token;
      writeStored(STORAGE_KEYS.auth, next);
      flushSync(() => setAuth(next));
      checkVersion(response.version);
      const preferred = next.user.settings?.language;
      if (isLanguage(preferred) && preferred !== currentLanguage()) void changeLanguage(preferred);
    },
    [checkVersion],
  );

  const refresh = useCallback(async () => {
    try {
      applyAuth(await api.PUT('/api/auth/token'));
      return true;
    } catch (error) {
      // A refused refresh means the session is gone on the server; anything else may pass.
      if ((error as { status?: number }).status === 401) {
        expire();
        return true;
      }
      return false;
    }
  }, [applyAuth, expire]);

  useTokenTimer(auth, { refresh, expire });

  const user = auth?.user ?? null;
  const { bootstrap, bootstrapped, reload } = useBootstrap({
    userId: user?.id ?? null,
    onUnauthorized: expire,
    onVersion: checkVersion,
  });

  const login = useCallback<SessionValue['login']>(
    async ({ email, password, club }) => {
      const response = await api.POST('/api/auth/token', {
        body: { email, password, ts: Date.now(), isCRMUser: !!club },
      });
      applyAuth(response);
      return response;
    },
    [applyAuth],
  );

  const loginWithToken = useCallback<SessionValue['loginWithToken']>(
    async (token) => {
      // The jump-token check (issue 39): a connected installation's signed, single-use token.
      const response = await api.GET('/api/cauth/jumpto', { token });
      applyAuth(response);
      return response;
    },
    [applyAuth],
  );

  const logout = useCallback(async () => {
    const target = logoutTarget(pathRef.current);
    try {
      await api.DELETE('/api/auth/token');
    } catch {
      // Leaving must work even when the server is unreachable; the token then simply expires.
    }
    clear();
    navigate(target, { replace: true });
    // Next user, fresh data: nothing cached under this login may show up in the next one.
    setTimeout(() => queryClient.clear(), 0);
  }, [clear, navigate, queryClient]);

  const updateUser = useCallback((next: SessionUser) => {
    setAuth((current) => {
      if (!current) return current;
      const updated = { ...current, user: next };
      writeStored(STORAGE_KEYS.auth, updated);
      return updated;
    });
  }, []);

  const setLanguage = useCallback(
    async (lang: Language) => {
      await changeLanguage(lang);
      if (!user || user.userType === 'guest') return;
      try {
        const saved = await api.POST('/api/users/self', {
          body: { settings: { ...user.settings, language: lang } },
        });
        if (saved) updateUser(saved);
      } catch (error) {
        showError(error);
      }
    },
    [user, updateUser, showError],
  );

  const value = useMemo<SessionValue>(
    () => ({
      user,
      principal: principalFromUser(user),
      token: auth?.token ?? null,
      isLoggedIn: !!user,
      bootstrap,
      bootstrapped,
      features: bootstrap?.features ?? {},
      views: bootstrap?.viewConfig ?? {},
      expiredCount,
      login,
      loginWithToken,
      applyAuth,
      logout,
      expire,
      setLanguage,
      updateUser,
      reloadBootstrap: reload,
    }),
    [
      user,
      auth?.token,
      bootstrap,
      bootstrapped,
      expiredCount,
      login,
      loginWithToken,
      applyAuth,
      logout,
      expire,
      setLanguage,
      updateUser,
      reload,
    ],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
