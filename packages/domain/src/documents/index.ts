export * from './company.ts';
export * from './booking-documents.ts';
export * from './money-format.ts';
export * from './epc-qr.ts';
export * from './booking-reports.ts';
export * from './csv.ts';
export * from './booking-templates.ts';
