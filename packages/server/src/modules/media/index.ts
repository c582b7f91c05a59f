export * from './demo-media.ts';
export * from './demo-product-pictures.ts';
export * from './media-files.ts';
export * from './media-storage.ts';
export * from './media-upload.ts';
export * from './media.routes.ts';
export * from './media.service.ts';
