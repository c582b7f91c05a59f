import {
  MASKED_PASSWORD,
  type MailSettings,
  type MailSettingsView,
  mailSettingsSchema,
  mailSettingsViewSchema,
  type TestMailResult,
  testMailResultSchema,
  testMailSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../../services.ts';

const KEYS = ['from', 'replyTo', 'signature', 'smtpUrl'] as const;

/** A server URL with its password replaced, so the browser never holds it. */
function masked(url: string): string {
  if (!url) return url;
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = MASKED_PASSWORD;
    return parsed.toString();
  } catch {
    return url;
  }
}

/** The stored password back in place of the mask (the form sends the URL as it showed it). */
function unmasked(next: string, stored: string | undefined): string {
  if (!next || !stored) return next;
  try {
    const parsed = new URL(next);
    if (decodeURIComponent(parsed.password) !== MASKED_PASSWORD) return next;
    parsed.password = new URL(stored).password;
    return parsed.toString();
  } catch {
    return next;
  }
}

/** `/config/mail`: the mail settings (group `mail`) and a test send. */
export function registerMailSettingsRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { scopes: ['mail.update'] } };
  const tags = ['mail'];

  const view = async (): Promise<MailSettingsView> => {
    const group = await services.settings.group('mail');
    const settings = mailSettingsSchema.parse(Object.fromEntries(KEYS.map((k) => [k, group[k] ?? ''])));
    return {
      ...settings,
      smtpUrl: masked(settings.smtpUrl),
      transport: settings.smtpUrl ? 'settings' : services.config.smtpUrl ? 'server' : 'none',
    };
  };

  const answer = { 200: mailSettingsViewSchema };
  r.get('/api/mail/settings', { config, schema: { tags, response: answer } }, view);

  r.post(
    '/api/mail/settings',
    { config, schema: { tags, body: mailSettingsSchema, response: answer } },
    async (request) => {
      const stored = await services.settings.group('mail');
      const next: MailSettings = {
        ...request.body,
        smtpUrl: unmasked(request.body.smtpUrl, stored.smtpUrl),
      };
      for (const key of KEYS) await services.settings.put('mail', key, next[key]);
      return view();
    },
  );

  r.post(
    '/api/mail/settings/test',
    { config, schema: { tags, body: testMailSchema, response: { 200: testMailResultSchema } } },
    async (request) => {
      const id = await services.mail.enqueue({
        to: request.body.to,
        subject: 'Seaberth: test mail',
        text: 'This mail was sent from Configuration → Mail to check the mail settings.',
      });
      await services.mail.processQueue();
      const mail = (await services.mailRepository.recent(50)).find((m) => m.id === id);
      const result: TestMailResult = {
        status: mail?.status === 'sent' ? 'sent' : mail?.lastError ? 'failed' : 'queued',
        error: mail?.lastError ?? null,
      };
      return result;
    },
  );
}
