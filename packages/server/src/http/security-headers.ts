import type { FastifyInstance } from 'fastify';

/**
 * The policy of every HTML page we answer: the web app's entries and what the server writes
 * itself (print views, Swagger UI). Scripts only from our own files, none inline (the built pages
 * and Swagger UI have none); styles inline too, as MUI/emotion and the print views write them.
 * Images, videos and frames may also come over https: an operator's logo URL, a form's video, a
 * jump target. Who may frame us is added per page by modules/widgets (widget-embedding.ts);
 * `frame-ancestors 'self'` is the default it keeps on pages no widget names.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "media-src 'self' blob: https:",
  "frame-src 'self' https:",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Pages opened from a link with a secret in its address: it must not leave in a Referer. */
const TOKEN_PAGES =
  /^\/(club\/)?(password\/reset|user\/[^/]+\/verify|invoice\/)|^\/(guestform|guestform-m|forms|jumpto|payment)\//;

/**
 * Headers on every answer: no content sniffing, a referrer kept to our origin (none at all from
 * pages with a token in the address), and the policy above for HTML. Registered before the
 * widgets' hook, which sets frame-ancestors per page on top of it.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    reply.header('x-content-type-options', 'nosniff');
    reply.header(
      'referrer-policy',
      TOKEN_PAGES.test(path) ? 'no-referrer' : 'strict-origin-when-cross-origin',
    );
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    return payload;
  });
}

/** The policy with one directive set to `sources` (added when the policy lacks it). */
export function withDirective(policy: string, directive: string, sources: string[]): string {
  const parts = policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const matches = (part: string) => part.toLowerCase().split(/\s+/)[0] === directive;
  return [...parts.filter((part) => !matches(part)), `${directive} ${sources.join(' ')}`].join('; ');
}
