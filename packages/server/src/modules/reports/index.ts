export * from './report-routes.ts';
export * from './report-workbook.ts';
export * from './report-registry.ts';
export * from './report-chart-image.ts';
