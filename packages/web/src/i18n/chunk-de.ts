/** German, every feature's file: one chunk the back office fetches when German is used (bundled.ts). */
export const files = import.meta.glob('./de/*.json', { eager: true });
