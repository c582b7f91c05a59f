// The mail feature's public face: its routed screens, each a lazily loaded chunk, and what other features use.
import { lazyScreen } from '../../app/lazy-screen.ts';

export { CustomerMailDialog } from './customer-mail-dialog.tsx';
export { SendMailDialog } from './send-mail-dialog.tsx';
export { LanguageSelect, TemplateSelect, useActiveMailTemplates } from './mail-fields.tsx';

export const mailQueueScreen = lazyScreen(() =>
  import('./mail-queue-page.tsx').then((m) => ({ default: m.MailQueuePage })),
);
export const mailboxScreen = lazyScreen(() =>
  import('./mailbox-page.tsx').then((m) => ({ default: m.MailboxPage })),
);
export const mailAccountsScreen = lazyScreen(() =>
  import('./mail-accounts-page.tsx').then((m) => ({ default: m.MailAccountsPage })),
);
export const mailSettingsScreen = lazyScreen(() =>
  import('./mail-settings-page.tsx').then((m) => ({ default: m.MailSettingsPage })),
);
export const mailSchedulesScreen = lazyScreen(() =>
  import('./mail-schedule-pages.tsx').then((m) => ({ default: m.MailSchedulesPage })),
);
export const scheduledMailsScreen = lazyScreen(() =>
  import('./mail-schedule-pages.tsx').then((m) => ({ default: m.ScheduledMailsPage })),
);
export const mailTemplatesScreen = lazyScreen(() =>
  import('./mail-templates-page.tsx').then((m) => ({ default: m.MailTemplatesPage })),
);
export const mailTemplateEditorScreen = lazyScreen(() =>
  import('./mail-template-editor.tsx').then((m) => ({ default: m.MailTemplateEditorPage })),
);
