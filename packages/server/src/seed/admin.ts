import { normalizeIdentity } from '@seaberth/domain';
import { count, eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword, randomToken, verifyPassword } from '../modules/auth/index.ts';
import type { Services } from '../services.ts';

export interface AdminLogin {
  email: string;
  /** Set only when this start created the password, so it can be printed once. */
  password?: string;
  created: boolean;
}

const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

/**
 * The configured administrator exists and has the configured password (changed in the environment →
 * changed in the database). Without configuration, an empty database gets admin@example.com with a
 * generated password, printed once.
 */
export async function ensureAdmin(services: Services, config: Config): Promise<AdminLogin | undefined> {
  const { db } = services.database;
  if (config.adminEmail) {
    const existing = await services.authRepository.userByEmail(config.adminEmail);
    const password = config.adminPassword ?? (existing ? undefined : randomToken(9));
    if (!existing) {
      await services.authRepository.insertUser({
        name: 'Administrator',
        email: normalizeIdentity(config.adminEmail),
        userType: 'admin',
        permissions: { scope: ['admin'] },
        passwordHash: await hashPassword(password!),
      });
      return {
        email: config.adminEmail,
        password: config.adminPassword ? undefined : password,
        created: true,
      };
    }
    if (password && !(await verifyPassword(password, existing.passwordHash))) {
      await services.authRepository.setPassword(existing.id, await hashPassword(password), true);
    }
    return { email: existing.email, created: false };
  }
  const [admins] = await db.select({ n: count() }).from(users).where(eq(users.userType, 'admin'));
  if (Number(admins?.n ?? 0) > 0) return undefined;
  const password = randomToken(9);
  await services.authRepository.insertUser({
    name: 'Administrator',
    email: DEFAULT_ADMIN_EMAIL,
    userType: 'admin',
    permissions: { scope: ['admin'] },
    passwordHash: await hashPassword(password),
  });
  return { email: DEFAULT_ADMIN_EMAIL, password, created: true };
}
