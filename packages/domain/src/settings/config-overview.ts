import { z } from 'zod';
import { addDays } from '../dates/index.ts';

/**
 * `GET /api/settings/overview` (issue 38, `/config`): each settings group with the facts that say
 * whether it is set up. The server reads them; `configGroupStates` judges them, here, so the
 * screen and its tests share one rule.
 */
export const configOverviewSchema = z.object({
  company: z.object({
    name: z.string(),
    hasAddress: z.boolean(),
    hasLogo: z.boolean(),
    bankAccounts: z.number(),
  }),
  mail: z.object({
    transport: z.enum(['configured', 'none']),
    accounts: z.number(),
    templates: z.number(),
    failed: z.number(),
  }),
  payment: z.object({ providers: z.number(), active: z.number() }),
  features: z.object({ on: z.array(z.string()), total: z.number() }),
  languages: z.object({ default: z.string(), supported: z.array(z.string()) }),
  backups: z.object({ local: z.number(), lastAt: z.string().nullable(), dropbox: z.boolean() }),
  users: z.object({ active: z.number(), roles: z.number() }),
});
export type ConfigOverview = z.infer<typeof configOverviewSchema>;

export const CONFIG_GROUPS = [
  'company',
  'mail',
  'payment',
  'features',
  'languages',
  'backups',
  'users',
] as const;
export type ConfigGroup = (typeof CONFIG_GROUPS)[number];

/** ok: set up; attention: set up with something to look at, or missing what others need; off: not used. */
export type ConfigGroupState = 'ok' | 'attention' | 'off';

/** A backup older than this many days asks for attention. */
export const BACKUP_STALE_DAYS = 7;

/** The state of each group; `today` (YYYY-MM-DD, the operator's day) dates the last backup. */
export function configGroupStates(
  overview: ConfigOverview,
  today: string,
): Record<ConfigGroup, ConfigGroupState> {
  const { company, mail, payment, backups } = overview;
  const lastDay = backups.lastAt?.slice(0, 10) ?? null;
  return {
    // Documents print the letterhead: without a name and address they go out unsigned.
    company: company.name && company.hasAddress ? 'ok' : 'attention',
    // Nothing leaves without a way to send; failed mails wait for someone to look.
    mail: (mail.transport === 'none' && mail.accounts === 0) || mail.failed > 0 ? 'attention' : 'ok',
    payment: payment.providers === 0 ? 'off' : payment.active === 0 ? 'attention' : 'ok',
    features: 'ok',
    languages: 'ok',
    backups: lastDay === null || lastDay < addDays(today, -BACKUP_STALE_DAYS) ? 'attention' : 'ok',
    users: 'ok',
  };
}
