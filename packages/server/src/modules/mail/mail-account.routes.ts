import {
  type MailAccountTestResult,
  mailAccountResource,
  mailAccountTestResultSchema,
  type OauthConnectAnswer,
  oauthConnectAnswerSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import { mailAccounts } from '../../db/schema/index.ts';
import { noContent } from '../../http/answers.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { Services } from '../../services.ts';

/** `/api/mailaccount`: the standard calls; secrets are write-only, kept when left empty, sealed. */
export function mailAccountBinding(box: SecretBox): ResourceBinding {
  return {
    definition: mailAccountResource,
    table: mailAccounts,
    hidden: ['oauthState', 'oauthStateAt', 'oauthAccessToken', 'oauthRefreshToken'],
    secrets: { columns: ['password', 'oauthClientSecret'], box },
  };
}

const idParams = z.object({ id: z.uuid() });

/** The OAuth2 connect of an account, its callback, and a login test. */
export function registerMailAccountRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { scopes: ['mail.update'] } };
  const tags = ['mailaccount'];
  const accounts = services.mailAccounts;

  r.get(
    '/api/mailaccount/:id/oauth/connect',
    { config, schema: { tags, params: idParams, response: { 200: oauthConnectAnswerSchema } } },
    async (request): Promise<OauthConnectAnswer> => ({ url: await accounts.connectUrl(request.params.id) }),
  );

  // The authorization server sends the browser back here: no token travels with it, the one-time
  // state names the account.
  r.get(
    '/api/mailaccount/oauth/callback',
    {
      config: { access: { scopes: [] } },
      schema: {
        tags,
        querystring: z.object({
          code: z.string().max(4000).optional(),
          state: z.string().max(200).optional(),
          error: z.string().max(200).optional(),
          error_description: z.string().max(1000).optional(),
        }),
        response: { 302: noContent('Back to the mail accounts, connected or with the reason it failed') },
      },
    },
    async (request, reply) => {
      const { code, state, error, error_description } = request.query;
      const back = (query: Record<string, string>) =>
        reply.redirect(`/config/mailaccounts?${new URLSearchParams(query).toString()}`);
      if (error || !code || !state)
        return back({ oauthError: error_description ?? error ?? 'No code came back' });
      try {
        return back({ connected: await accounts.completeConnect(state, code) });
      } catch (failure) {
        return back({ oauthError: (failure as Error).message });
      }
    },
  );

  r.post(
    '/api/mailaccount/:id/test',
    { config, schema: { tags, params: idParams, response: { 200: mailAccountTestResultSchema } } },
    async (request): Promise<MailAccountTestResult> => {
      const account = await accounts.get(request.params.id);
      const imap = async () => {
        const { ImapFlow } = await import('imapflow');
        const client = new ImapFlow(await accounts.imapOptions(account));
        client.on('error', () => undefined);
        await client.connect();
        await client.logout();
      };
      const smtp = async () => {
        const options = await accounts.smtpOptions(account);
        if (!options) return;
        const transport = nodemailer.createTransport(options);
        try {
          await transport.verify();
        } finally {
          transport.close();
        }
      };
      const outcome = async (check: () => Promise<void>) =>
        check().then(
          () => null,
          (error: Error & { responseText?: string }) => error.responseText ?? error.message,
        );
      const [imapResult, smtpResult] = await Promise.all([outcome(imap), outcome(smtp)]);
      return { imap: imapResult, smtp: smtpResult };
    },
  );
}
