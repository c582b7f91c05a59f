export * from './fiscal-signer.ts';
export * from './fiskaly-sign-de.ts';
