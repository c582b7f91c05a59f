export * from './asset-bindings.ts';
export * from './asset-prints.repository.ts';
export * from './free-rooms.ts';
export * from './occupancy.repository.ts';
export * from './resort.routes.ts';
export * from './room-capacity.repository.ts';
export * from './rooms.routes.ts';
