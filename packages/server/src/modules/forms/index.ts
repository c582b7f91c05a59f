export * from './form-bindings.ts';
export * from './forms.routes.ts';
export * from './forms.service.ts';
