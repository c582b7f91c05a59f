import { z } from 'zod';

/**
 * The one schema for a web address the product stores and later shows as a link or calls (form
 * fields, websites, provider and OAuth endpoints): http or https only, so a stored `javascript:` or
 * `data:` URL can never run when someone clicks it (issue 31 finding 10). A bare host as people
 * type a website (`www.reef.example/de`) is taken as https. Empty means "none".
 */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const BARE_HOST = /^[a-z\d-]+(\.[a-z\d-]+)+(:\d+)?([/?#]\S*)?$/i;

/** The default message, stated as a `message:` so the web app's translation check finds it. */
const DEFAULT = { message: 'Write a web address like https://example.com' } as const;

/** The address as stored: trimmed, https added to a bare host; anything else unchanged. */
export function normaliseWebUrl(value: string): string {
  const trimmed = value.trim();
  return !SCHEME.test(trimmed) && BARE_HOST.test(trimmed) ? `https://${trimmed}` : trimmed;
}

/** True for an absolute http(s) address with a host. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An http(s) address that must be given. */
export function requiredWebUrlSchema(options: { message?: string; max?: number } = {}) {
  return z
    .string()
    .max(options.max ?? 2000)
    .overwrite(normaliseWebUrl)
    .refine(isWebUrl, options.message ?? DEFAULT.message);
}

/** An http(s) address or empty (default empty), at most `max` characters. */
export function webUrlSchema(options: { message?: string; max?: number } = {}) {
  return z
    .string()
    .max(options.max ?? 2000)
    .overwrite(normaliseWebUrl)
    .refine((v) => v === '' || isWebUrl(v), options.message ?? DEFAULT.message)
    .default('');
}
