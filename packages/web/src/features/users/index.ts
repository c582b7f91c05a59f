// The users feature's public face: its routed screens, each a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const usersListScreen = lazyScreen(() =>
  import('./users-list-page.tsx').then((m) => ({ default: m.UsersListPage })),
);
export const userEditScreen = lazyScreen(() =>
  import('./user-edit-page.tsx').then((m) => ({ default: m.UserEditPage })),
);
export const userRolesScreen = lazyScreen(() =>
  import('./user-roles-page.tsx').then((m) => ({ default: m.UserRolesPage })),
);
