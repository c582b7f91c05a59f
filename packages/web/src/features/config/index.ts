// The config feature's public face: its routed screens, each a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export { SettingsGroupForm } from './settings-group-form.tsx';

export const translationsScreen = lazyScreen(() =>
  import('./translations-page.tsx').then((m) => ({ default: m.TranslationsPage })),
);
export const settingsScreen = lazyScreen(() =>
  import('./settings-page.tsx').then((m) => ({ default: m.SettingsPage })),
);
export const modulesScreen = lazyScreen(() =>
  import('./modules-page.tsx').then((m) => ({ default: m.ModulesPage })),
);
export const textblocksScreen = lazyScreen(() =>
  import('./textblocks-page.tsx').then((m) => ({ default: m.TextblocksPage })),
);
export const configOverviewScreen = lazyScreen(() =>
  import('./config-overview-page.tsx').then((m) => ({ default: m.ConfigOverviewPage })),
);
