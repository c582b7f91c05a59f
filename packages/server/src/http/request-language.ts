import { LANGUAGES, type Language } from '@seaberth/domain';
import type { FastifyRequest } from 'fastify';

/** The user's saved language, else the first supported one the browser asks for, else the fallback. */
export function languageOf(request: FastifyRequest, fallback = 'en'): Language {
  const saved = request.auth?.user.settings?.language;
  if (saved) return saved;
  for (const part of (request.headers['accept-language'] ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(code)) return code as Language;
  }
  return (LANGUAGES as readonly string[]).includes(fallback) ? (fallback as Language) : 'en';
}
