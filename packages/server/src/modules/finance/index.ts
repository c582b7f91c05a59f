export * from './bank-entries.repository.ts';
export * from './bank-matching.ts';
export * from './bank.routes.ts';
export * from './bank.service.ts';
export * from './import/statement-values.ts';
export * from './import/statement.ts';
