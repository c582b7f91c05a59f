export * from './mail-queue.ts';
export * from './mail-template.ts';
export * from './mail-placeholders.ts';
export * from './mail-schedule.ts';
export * from './mail-settings.ts';
export * from './mail-account.ts';
export * from './mailbox.ts';
