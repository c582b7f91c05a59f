export * from './agency-accounts.ts';
export * from './agency.routes.ts';
export * from './allotment.jobs.ts';
export * from './allotment.routes.ts';
export * from './allotments.ts';
