// The auth feature's public face: its routed screens, each a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const loginScreen = lazyScreen(() =>
  import('./login-page.tsx').then((m) => ({ default: m.LoginPage })),
);
export const registerScreen = lazyScreen(() =>
  import('./register-page.tsx').then((m) => ({ default: m.RegisterPage })),
);
export const verifyUserScreen = lazyScreen(() =>
  import('./verify-user-page.tsx').then((m) => ({ default: m.VerifyUserPage })),
);
export const passwordResetScreen = lazyScreen(() =>
  import('./password-reset-page.tsx').then((m) => ({ default: m.PasswordResetPage })),
);
