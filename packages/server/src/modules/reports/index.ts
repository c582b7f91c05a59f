export * from './report-routes.ts';
export * from './report-workbook.ts';
