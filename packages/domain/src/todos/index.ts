export * from './todo.ts';
