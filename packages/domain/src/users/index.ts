export * from './user.ts';
export * from './identity.ts';
export * from './registration.ts';
export * from './notification-kinds.ts';
