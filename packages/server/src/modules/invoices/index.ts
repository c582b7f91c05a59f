export * from './invoice-links.ts';
export * from './invoices.routes.ts';
export * from './invoices.service.ts';
