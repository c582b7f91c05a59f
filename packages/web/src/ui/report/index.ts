export * from './report-chart.tsx';
export * from './report-format.ts';
export * from './report-params-bar.tsx';
export * from './report-table.tsx';
export * from './report-view.tsx';
export * from './use-report-params.ts';
export * from './report-group-by.tsx';
