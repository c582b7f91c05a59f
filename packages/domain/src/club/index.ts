export * from './club.ts';
