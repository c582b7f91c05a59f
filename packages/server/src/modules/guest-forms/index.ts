export * from './guest-form-links.ts';
export * from './guest-form-public.service.ts';
export * from './guest-form-reminders.ts';
export * from './guest-form-retention.jobs.ts';
export * from './guest-form-review.service.ts';
export * from './guest-form.routes.ts';
export { guestFormDataGroups, guestFormExtraFields } from './guest-form-settings.ts';
