export * from './define-resource.ts';
export * from './field-introspection.ts';
export * from './text-fields.ts';
export * from './field-kinds.ts';
export * from './group-resource.ts';
export * from './record-history.ts';
