export * from './contest.ts';
export * from './contest-rules.ts';
