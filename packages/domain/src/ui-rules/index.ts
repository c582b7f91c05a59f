export * from './colors.ts';
export * from './jump-target.ts';
export * from './route-history.ts';
export * from './session-token.ts';
export * from './sort-order.ts';
export * from './text.ts';
