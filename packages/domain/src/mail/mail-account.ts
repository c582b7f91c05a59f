import { z } from 'zod';
import { defineResource } from '../resources/index.ts';
import { webUrlSchema } from '../validation/index.ts';

/** How a connection to a mail server is secured: TLS from the start, STARTTLS, or plain (local only). */
export const MAIL_SECURITY = ['tls', 'starttls', 'none'] as const;
export type MailSecurity = (typeof MAIL_SECURITY)[number];

/** How the account logs in: its password, or an OAuth2 token (Microsoft 365, Google Workspace). */
export const MAIL_AUTH = ['password', 'oauth2'] as const;
export type MailAuth = (typeof MAIL_AUTH)[number];

const host = z.string().trim().max(253).default('');
const port = (fallback: number) => z.number().int().min(1).max(65535).default(fallback);
const secret = z
  .string()
  .max(2000)
  .optional()
  .meta({ ui: { widget: 'password', writeOnly: true, hideInList: true } });
const url = webUrlSchema({ message: 'Write a URL like https://login.example.com/oauth2/authorize' }).meta({
  ui: { hideInList: true },
});

/**
 * A mail account (SPEC §7 `/api/mailaccount`): IMAP for reading its folders in `/mail`, SMTP for
 * the answers written there. Passwords and OAuth secrets are write-only: the server never sends them
 * back. With `auth` oauth2 the account is connected once through `GET {id}/oauth/connect`.
 */
export const mailAccountResource = defineResource({
  name: 'mailaccount',
  scope: 'mail',
  scopes: {
    read: ['mail.update'],
    create: ['mail.update'],
    update: ['mail.update'],
    delete: ['mail.update'],
  },
  schema: z
    .object({
      name: z.string().trim().min(1).max(120),
      email: z.email('Not an e-mail address'),
      /** Shown as the sender of answers: "Blue Reef Diving". */
      displayName: z
        .string()
        .trim()
        .max(120)
        .default('')
        .meta({ ui: { hideInList: true } }),
      imapHost: host.meta({ ui: { hideInList: true } }),
      imapPort: port(993).meta({ ui: { hideInList: true } }),
      imapSecurity: z
        .enum(MAIL_SECURITY)
        .default('tls')
        .meta({ ui: { hideInList: true } }),
      /** Empty: answers go out through the server's own SMTP (Configuration → Mail). */
      smtpHost: host.meta({ ui: { hideInList: true } }),
      smtpPort: port(465).meta({ ui: { hideInList: true } }),
      smtpSecurity: z
        .enum(MAIL_SECURITY)
        .default('tls')
        .meta({ ui: { hideInList: true } }),
      /** The login name; usually the address. */
      username: z.string().trim().min(1).max(200),
      auth: z.enum(MAIL_AUTH).default('password'),
      password: secret,
      oauthAuthorizeUrl: url,
      oauthTokenUrl: url,
      oauthClientId: z
        .string()
        .trim()
        .max(500)
        .default('')
        .meta({ ui: { hideInList: true } }),
      oauthClientSecret: secret,
      oauthScope: z
        .string()
        .trim()
        .max(1000)
        .default('')
        .meta({ ui: { hideInList: true } }),
      /** The users who read this account in /mail; none means every user who may use /mail. */
      users: z
        .array(z.uuid())
        .max(500)
        .default([])
        .meta({ ui: { widget: 'reference', ref: 'users', hideInList: true } }),
      isActive: z.boolean().default(true),
    })
    .superRefine((account, ctx) => {
      if (!account.imapHost)
        ctx.addIssue({ code: 'custom', path: ['imapHost'], message: 'The IMAP server is required' });
      if (account.auth !== 'oauth2') return;
      for (const field of ['oauthAuthorizeUrl', 'oauthTokenUrl', 'oauthClientId'] as const)
        if (!account[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'Required for OAuth2' });
    }),
  search: ['name', 'email', 'username'],
  columns: ['name', 'email', 'username', 'auth', 'isActive'],
  filters: ['auth', 'isActive'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name']],
});
export type MailAccountInput = z.input<typeof mailAccountResource.schema>;

/** What the server adds to an account on the wire: whether it is connected (OAuth2), never the tokens. */
export interface MailAccountState {
  oauthConnectedAt: string | null;
  oauthExpiresAt: string | null;
}

/** `GET /api/mailaccount/{id}/oauth/connect`: where the browser goes to grant access. */
export const oauthConnectAnswerSchema = z.object({ url: z.string() });
export type OauthConnectAnswer = z.infer<typeof oauthConnectAnswerSchema>;

/** `POST /api/mailaccount/{id}/test`: each side's login, `null` when it worked. */
export const mailAccountTestResultSchema = z.object({
  imap: z.string().nullable(),
  smtp: z.string().nullable(),
});
export type MailAccountTestResult = z.infer<typeof mailAccountTestResultSchema>;
