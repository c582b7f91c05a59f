export * from './online-products.ts';
export * from './product-bindings.ts';
export * from './product.routes.ts';
