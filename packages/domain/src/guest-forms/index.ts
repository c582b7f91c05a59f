export * from './guest-form.ts';
export * from './guest-form-diff.ts';
