import os from 'node:os';
import path from 'node:path';

/** Everything the server reads from the environment, in one place (the README lists each). */
export interface Config {
  port: number;
  host: string;
  /** Embedded PGlite data folder; ignored when databaseUrl is set. `memory://` keeps it in memory. */
  dataDir: string;
  databaseUrl?: string;
  adminEmail?: string;
  adminPassword?: string;
  demo: boolean;
  /** With the demo: its two years of history for the statistics (SEABERTH_DEMO_HISTORY=0 leaves it out). */
  demoHistory: boolean;
  /** End-to-end tests only: an administrator may set the business clock and run due jobs. */
  testClock: boolean;
  smtpUrl?: string;
  mailFrom: string;
  /** Base address used in links that go out by mail. */
  publicUrl: string;
  /** Wise's API (a local server in tests). */
  wiseApiUrl: string;
  jwtSecret?: string;
  tokenTtlSeconds: number;
  sessionMaxDays: number;
  resetTokenTtlMinutes: number;
  authRateLimit: { max: number; windowMs: number };
  /**
   * Which peers may tell the client's address in X-Forwarded-For (`TRUST_PROXY`): none by default,
   * so the socket address counts; addresses/CIDRs of the proxy, or a hop count.
   */
  trustProxy: false | number | string[];
  timezone: string;
  logLevel: string;
  webDist?: string;
  mailWorkerIntervalMs: number;
  /** How often this process looks for due background work (expiring options, the waiting list). */
  jobWorkerIntervalMs: number;
  /** Where library files live (default `DATA_DIR/media`); unset with a `memory://` data dir: in memory. */
  mediaDir?: string;
  /**
   * Library files in an S3 bucket instead of a folder (`MEDIA_S3_BUCKET` set), so every app process
   * behind a proxy sees the same files. endpoint: MinIO, s3rver or another provider; credentials
   * unset: the SDK's default chain (environment, profile, instance role).
   */
  mediaS3?: {
    bucket: string;
    region: string;
    endpoint?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
    prefix: string;
  };
  /** Where backups are written (default `DATA_DIR/backups`, a temporary folder for `memory://`). */
  backupDir: string;
  /** Dropbox's content host for backup uploads (a local server in tests). */
  dropboxContentUrl: string;
  /**
   * The key that seals stored secrets such as the Dropbox token (`SECRETS_KEY`; every process of
   * one installation needs the same), else a key file beside the data (`DATA_DIR/secrets.key`),
   * else (a `memory://` data dir) one for this process only.
   */
  secretsKey?: string;
  secretsKeyFile?: string;
  /** Largest file the media library accepts, in KB of 1024 bytes. */
  mediaMaxUploadKb: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  // Relative to where `npm start` was typed (npm runs workspace scripts in the package folder).
  const cwd = env.INIT_CWD ?? process.cwd();
  const dataDir = env.DATA_DIR?.startsWith('memory://')
    ? env.DATA_DIR
    : path.resolve(cwd, env.DATA_DIR ?? 'data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmail: env.SEABERTH_ADMIN_EMAIL || undefined,
    adminPassword: env.SEABERTH_ADMIN_PASSWORD || undefined,
    demo: env.SEABERTH_DEMO !== '0',
    demoHistory: env.SEABERTH_DEMO_HISTORY !== '0',
    testClock: env.SEABERTH_TEST_CLOCK === '1',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Seaberth <no-reply@seaberth.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    wiseApiUrl: (env.WISE_API_URL ?? 'https://api.wise.com').replace(/\/$/, ''),
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 3600),
    sessionMaxDays: Number(env.SESSION_MAX_DAYS ?? 30),
    resetTokenTtlMinutes: Number(env.RESET_TOKEN_TTL_MINUTES ?? 60),
    authRateLimit: { max: Number(env.AUTH_RATE_LIMIT ?? 10), windowMs: 60_000 },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    timezone: env.TZ_DEFAULT ?? 'Europe/Berlin',
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: env.WEB_DIST,
    mailWorkerIntervalMs: Number(env.MAIL_WORKER_INTERVAL_MS ?? 2000),
    jobWorkerIntervalMs: Number(env.JOB_WORKER_INTERVAL_MS ?? 15000),
    mediaDir: env.MEDIA_DIR ? path.resolve(env.INIT_CWD ?? process.cwd(), env.MEDIA_DIR) : undefined,
    mediaS3: env.MEDIA_S3_BUCKET
      ? {
          bucket: env.MEDIA_S3_BUCKET,
          region: env.MEDIA_S3_REGION || 'us-east-1',
          endpoint: env.MEDIA_S3_ENDPOINT || undefined,
          accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: ['1', 'true'].includes((env.MEDIA_S3_FORCE_PATH_STYLE ?? '').toLowerCase()),
          prefix: env.MEDIA_S3_PREFIX ?? '',
        }
      : undefined,
    mediaMaxUploadKb: Number(env.MEDIA_MAX_UPLOAD_KB ?? 10_240),
    backupDir: env.BACKUP_DIR
      ? path.resolve(cwd, env.BACKUP_DIR)
      : dataDir.startsWith('memory://')
        ? path.join(os.tmpdir(), `seaberth-backups-${process.pid}`)
        : path.join(dataDir, 'backups'),
    dropboxContentUrl: (env.DROPBOX_CONTENT_URL ?? 'https://content.dropboxapi.com').replace(/\/$/, ''),
    secretsKey: env.SECRETS_KEY || undefined,
    secretsKeyFile: dataDir.startsWith('memory://') ? undefined : path.join(dataDir, 'secrets.key'),
  };
}

/**
 * `TRUST_PROXY`: empty → no proxy; a whole number → that many proxies in front (the address that
 * many hops back counts); otherwise comma-separated addresses, CIDRs or proxy-addr's names
 * (loopback, linklocal, uniquelocal). `true` is refused: it would believe any caller's header.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (!text) return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (/^(true|\*)$/i.test(text))
    throw new Error('TRUST_PROXY must name the proxy (addresses, CIDRs or a hop count), not trust everyone');
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
