export * from './todo.ts';
export * from './todo-rules.ts';
export * from './todo-rule-log.ts';
