export * from './fiscal-signer.ts';
export * from './fiskaly-sign-de.ts';
export * from './dsfinvk/index.ts';
