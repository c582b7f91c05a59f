import {
  type FeatureState,
  hasAnyScope,
  type Language,
  type Principal,
  type ViewState,
} from '@seaberth/domain';
import { createContext, useContext } from 'react';
import type { Bootstrap } from '../api/bootstrap.ts';
import type { AnswerOf } from '../api/contract.ts';

/** The logged-in user as the server answers it (`GET /api/users/self`). */
export type SessionUser = AnswerOf<'/api/users/self', 'get'>;

/** A login's answer (SPEC §7 Auth response): the token, its lifetime and the user. */
export type AuthResponse = AnswerOf<'/api/auth/token', 'post'>;

export interface LoginInput {
  email: string;
  password: string;
  /** The club login (SPEC §7: `isCRMUser`). */
  club?: boolean;
}

/** What every screen knows about who is here and what the installation offers. */
export interface SessionValue {
  /** null for a guest (SPEC §4: the guest is the default when logged out). */
  user: SessionUser | null;
  principal: Principal;
  token: string | null;
  isLoggedIn: boolean;
  /** The last `GET /api/bootstrap` answer; null before it arrives or when it failed. */
  bootstrap: Bootstrap | null;
  /** True once the first bootstrap has settled (answered or failed): the guard waits for it. */
  bootstrapped: boolean;
  features: Partial<FeatureState>;
  views: Partial<ViewState>;
  /** Counts expiries, so the guard re-checks the open page when the login runs out under it. */
  expiredCount: number;
  login: (input: LoginInput) => Promise<AuthResponse>;
  /** `/jumpto/:token`: trades a jump-in token for a session. */
  loginWithToken: (token: string) => Promise<AuthResponse>;
  /** Adopts an auth response from elsewhere (registration, password reset). */
  applyAuth: (auth: AuthResponse) => void;
  logout: () => Promise<void>;
  expire: () => void;
  /** Switches the UI language; a logged-in user's choice is saved to the server. */
  setLanguage: (lang: Language) => Promise<void>;
  /** Replaces the session user after the profile was saved. */
  updateUser: (user: SessionUser) => void;
  reloadBootstrap: () => void;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}

/** Whether the current principal holds any of the scopes (admin always does). */
export function useCan(scopes: readonly string[]): boolean {
  return hasAnyScope(useSession().principal, scopes);
}
