export * from './asset-fields.ts';
export * from './occupancy.ts';
export * from './resort.ts';
export * from './room.ts';
export * from './room-type.ts';
export * from './vessel.ts';
export * from './natural-order.ts';
export * from './room-capacity.ts';
