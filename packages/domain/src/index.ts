export * from './errors/error-codes.ts';
export * from './features/features.ts';
export * from './paging/paging.ts';
export * from './resources/define-resource.ts';
export * from './resources/platform-resources.ts';
export * from './users/user.ts';
export * from './geo/geo.ts';
export * from './settings/settings.ts';
