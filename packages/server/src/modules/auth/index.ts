export * from './auth.repository.ts';
export * from './auth.routes.ts';
export * from './auth.service.ts';
export * from './login-throttle.ts';
export * from './passwords.ts';
export * from './session-cache.ts';
export * from './session-user.ts';
export * from './tokens.ts';
