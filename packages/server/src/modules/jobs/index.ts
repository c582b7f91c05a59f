export * from './clock.ts';
export * from './job-runner.ts';
export * from './jobs.repository.ts';
export * from './operator-calendar.ts';
export * from './test-clock.routes.ts';
