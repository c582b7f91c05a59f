import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { enforceLimit } from './http/rate-limit-store.ts';
import { SecretBox } from './lib/secret-box.ts';
import { AuthRepository } from './modules/auth/index.ts';
import { AuthService } from './modules/auth/index.ts';
import { LoginThrottle } from './modules/auth/index.ts';
import { randomToken } from './modules/auth/index.ts';
import { SessionCache } from './modules/auth/index.ts';
import { TokenService } from './modules/auth/index.ts';
import { type Clock, systemClock } from './modules/jobs/index.ts';
import { JobRunner } from './modules/jobs/index.ts';
import { JobsRepository } from './modules/jobs/index.ts';
import { OperatorCalendar } from './modules/jobs/index.ts';
import { readAll } from './modules/media/index.ts';
import { mediaServiceFor } from './modules/media/index.ts';
import { MailRepository } from './modules/mail/index.ts';
import { MailService } from './modules/mail/index.ts';
import { MailAccounts } from './modules/mail/index.ts';
import { DocumentLinks } from './modules/documents/index.ts';
import { GuestFormLinks } from './modules/guest-forms/index.ts';
import { SettingsRepository } from './modules/settings/index.ts';
import { SettingsService } from './modules/settings/index.ts';

/** The services of one running app, wired once; routes receive them, tests reach in through them. */
export interface Services {
  config: Config;
  database: Database;
  settings: SettingsService;
  settingsRepository: SettingsRepository;
  mail: MailService;
  mailRepository: MailRepository;
  mailAccounts: MailAccounts;
  documentLinks: DocumentLinks;
  guestFormLinks: GuestFormLinks;
  auth: AuthService;
  authRepository: AuthRepository;
  tokens: TokenService;
  /** The time business rules read; tests move it. */
  clock: Clock;
  /** Today and the timezone where the operator is: every calendar-day decision reads it. */
  calendar: OperatorCalendar;
  jobs: JobRunner;
  /** Seals the secrets stored in the database under a key outside it (lib/secret-box.ts). */
  secrets: SecretBox;
}

export async function createServices(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  clock: Clock = systemClock(),
): Promise<Services> {
  const { db } = database;
  const settingsRepository = new SettingsRepository(db);
  const settings = new SettingsService(settingsRepository, database.changes);
  // Tokens must survive restarts and be shared by all processes: the secret lives in the database
  // unless the environment provides one.
  const secret =
    config.jwtSecret ?? (await settingsRepository.putIfMissing('system', 'jwtSecret', randomToken(48)));
  const tokens = new TokenService(secret, config.tokenTtlSeconds);
  const mailRepository = new MailRepository(db);
  const secrets = new SecretBox(config);
  const mailAccounts = new MailAccounts(db, config.publicUrl, secrets);
  const mail = new MailService(
    mailRepository,
    settings,
    {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      readFile: async (key) => {
        const stored = await mediaServiceFor({ config, database }).storage.get(key);
        return stored ? readAll(stored.body) : undefined;
      },
      accountSender: (id) => mailAccounts.sender(id),
    },
    log,
  );
  const authRepository = new AuthRepository(db);
  await database.changes.start();
  const auth = new AuthService(
    authRepository,
    tokens,
    mail,
    settings,
    config,
    new SessionCache(database.changes),
    new LoginThrottle(db, clock),
    (key, max, windowMs) => enforceLimit(db, key, max, windowMs),
  );
  return {
    clock,
    calendar: new OperatorCalendar(clock, settings, config.timezone),
    jobs: new JobRunner(new JobsRepository(db), clock, log),
    config,
    database,
    settings,
    settingsRepository,
    mail,
    mailRepository,
    mailAccounts,
    documentLinks: new DocumentLinks(secret, config.publicUrl),
    guestFormLinks: new GuestFormLinks(db, config.publicUrl),
    auth,
    authRepository,
    tokens,
    secrets,
  };
}
