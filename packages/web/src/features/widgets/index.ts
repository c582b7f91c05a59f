// The widgets feature's public face: its routed screens, each a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const widgetListScreen = lazyScreen(() =>
  import('./widget-list-page.tsx').then((m) => ({ default: m.WidgetListPage })),
);
export const widgetEditScreen = lazyScreen(() =>
  import('./widget-edit-page.tsx').then((m) => ({ default: m.WidgetEditPage })),
);
