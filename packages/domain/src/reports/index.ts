export * from './report-cells.ts';
export * from './report-definition.ts';
export * from './report-params.ts';
export * from './report-periods.ts';
export * from './report-subscription.ts';
