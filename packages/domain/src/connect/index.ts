export * from './system-connection.ts';
