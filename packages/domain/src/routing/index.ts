export * from './decide-navigation.ts';
export * from './may-open.ts';
export * from './nav-visibility.ts';
export * from './route-areas.ts';
export * from './route-availability.ts';
export * from './route-meta.ts';
