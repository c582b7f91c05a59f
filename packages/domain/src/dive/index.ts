export * from './dive-levels.ts';
export * from './dive-master-data.ts';
export * from './dive-settings.ts';
export * from './dive-plan.ts';
export * from './dive-plan-eligibility.ts';
export * from './dive-plan-head-count.ts';
