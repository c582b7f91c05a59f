export * from './report-mailer.ts';
export * from './report-subscription.routes.ts';
