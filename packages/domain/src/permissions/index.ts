export * from './asset-scope.ts';
export * from './customer-reach.ts';
export * from './has-any-scope.ts';
export * from './own-records.ts';
export * from './principal.ts';
export * from './scope-match.ts';
export * from './user-kind.ts';
export * from './view-scopes.ts';
