export * from './booking-document.ts';
export * from './booking-documents.routes.ts';
export * from './booking-documents.service.ts';
export * from './booking-reports.routes.ts';
export * from './document-links.ts';
export * from './payment-qr.ts';
export * from './report-scope.ts';
