export * from './geo.ts';
export * from './mail.ts';
export * from './settings.ts';
export * from './users.ts';
export * from './assets.ts';
export * from './staff.ts';
export * from './booking-setup.ts';
export * from './media.ts';
