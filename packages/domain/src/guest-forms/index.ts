export * from './guest-form.ts';
export * from './guest-form-diff.ts';
export * from './guest-form-answers.ts';
export * from './guest-form-data.ts';
